import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../../src/adapters/memory/recording-logger.fake';
import { installUnhandledRejectionLogger } from '../../src/ui/app/global-handlers';

/** jsdom has no PromiseRejectionEvent; an Event carrying `reason` is what the handler reads. */
const rejectionEvent = (reason: unknown) => Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

describe('installUnhandledRejectionLogger', () => {
  it('R8.11 logs an unhandled promise rejection through the logger, and nothing else happens', () => {
    const target = new EventTarget();
    const logger = new RecordingLogger();
    installUnhandledRejectionLogger(target, logger);
    const reason = new Error('lost promise');

    const event = rejectionEvent(reason);
    const notCancelled = target.dispatchEvent(event);

    expect(logger.entries).toEqual([{ level: 'error', message: 'Unhandled promise rejection', detail: reason }]);
    expect(notCancelled).toBe(true);
    expect(event.defaultPrevented).toBe(false);
    expect(document.body.innerHTML).toBe('');
  });

  it('R8.11 stops logging once uninstalled', () => {
    const target = new EventTarget();
    const logger = new RecordingLogger();
    const uninstall = installUnhandledRejectionLogger(target, logger);
    uninstall();
    target.dispatchEvent(rejectionEvent('ignored'));
    expect(logger.entries).toEqual([]);
  });

  it('R8.11 listens on the window it is given', () => {
    const logger = new RecordingLogger();
    const uninstall = installUnhandledRejectionLogger(window, logger);
    window.dispatchEvent(rejectionEvent('from window'));
    uninstall();
    expect(logger.entries).toEqual([{ level: 'error', message: 'Unhandled promise rejection', detail: 'from window' }]);
  });
});

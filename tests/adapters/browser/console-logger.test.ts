import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from '../../../src/adapters/browser/console-logger.adapter';
import { installUnhandledRejectionLogger } from '../../../src/ui/app/global-handlers';

/** jsdom has no PromiseRejectionEvent; an Event carrying `reason` is what the handler reads. */
const rejectionEvent = (reason: unknown) => Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

describe('ConsoleLogger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('R8.11 as the app installs it on the window, an unhandled promise rejection lands in the browser console and nowhere else', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installUnhandledRejectionLogger(window, new ConsoleLogger());
    const reason = new Error('lost promise');

    window.dispatchEvent(rejectionEvent(reason));
    uninstall();

    expect(error).toHaveBeenCalledWith('Unhandled promise rejection', reason);
    expect(document.body.innerHTML).toBe('');
  });

  it('writes errors to console.error and warnings to console.warn, with their detail', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const detail = new Error('boom');
    new ConsoleLogger().error('Error fetching profile', detail);
    new ConsoleLogger().warn('Slow', 42);
    expect(error).toHaveBeenCalledWith('Error fetching profile', detail);
    expect(error).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Slow', 42);
  });
});

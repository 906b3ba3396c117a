import type { Logger } from '../../application/ports/logger.port';

/** §8: unhandled promise rejections are logged to the console, and nothing else. */
export function installUnhandledRejectionLogger(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, logger: Logger): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    logger.error('Unhandled promise rejection', event.reason);
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}

import type { Logger } from '../../application/ports/logger.port';

export class ConsoleLogger implements Logger {
  error(message: string, detail?: unknown): void {
    console.error(message, detail);
  }
  warn(message: string, detail?: unknown): void {
    console.warn(message, detail);
  }
}

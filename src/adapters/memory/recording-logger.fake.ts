import type { Logger } from '../../application/ports/logger.port';

export class RecordingLogger implements Logger {
  readonly entries: { level: 'error' | 'warn'; message: string; detail?: unknown }[] = [];
  error(message: string, detail?: unknown): void {
    this.entries.push({ level: 'error', message, detail });
  }
  warn(message: string, detail?: unknown): void {
    this.entries.push({ level: 'warn', message, detail });
  }
}

import type { PageReloader } from '../../application/ports/page-reloader.port';

export class RecordingPageReloader implements PageReloader {
  reloads = 0;
  reload(): void {
    this.reloads++;
  }
}

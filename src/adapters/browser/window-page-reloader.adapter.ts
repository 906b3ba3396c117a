import type { PageReloader } from '../../application/ports/page-reloader.port';

export class WindowPageReloader implements PageReloader {
  reload(): void {
    window.location.reload();
  }
}

import type { PageReloader } from '../../application/ports/navigator.port';

export class WindowPageReloader implements PageReloader {
  reload(): void {
    window.location.reload();
  }
}

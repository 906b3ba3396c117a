import type { NetworkStatus } from '../../application/ports/network-status.port';

/** The browser's own view of the network: `navigator.onLine` and the window's online/offline events. */
export class WindowNetworkStatus implements NetworkStatus {
  constructor(private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> & { readonly navigator: Pick<Navigator, 'onLine'> }) {}

  isOnline(): boolean {
    return this.target.navigator.onLine;
  }

  watch(listener: (online: boolean) => void): () => void {
    const online = () => listener(true);
    const offline = () => listener(false);
    this.target.addEventListener('online', online);
    this.target.addEventListener('offline', offline);
    return () => {
      this.target.removeEventListener('online', online);
      this.target.removeEventListener('offline', offline);
    };
  }
}

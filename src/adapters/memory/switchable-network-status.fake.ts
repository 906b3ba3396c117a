import type { NetworkStatus } from '../../application/ports/network-status.port';

/** A network a test switches off and on (`goOffline()`, `goOnline()`), as the browser reports it. */
export class SwitchableNetworkStatus implements NetworkStatus {
  private online = true;
  private readonly listeners = new Set<(online: boolean) => void>();

  isOnline(): boolean {
    return this.online;
  }

  watch(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  goOffline(): void {
    this.set(false);
  }

  goOnline(): void {
    this.set(true);
  }

  private set(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }
}

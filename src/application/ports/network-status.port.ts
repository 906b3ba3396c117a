/** Whether the device has a network, as the browser reports it (its online and offline events). */
export interface NetworkStatus {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  watch(listener: (online: boolean) => void): () => void;
}

/** For a backend that runs inside the browser (embedded, memory): the network does not matter to it. */
export const NETWORK_NOT_NEEDED: NetworkStatus = {
  isOnline: () => true,
  watch: () => () => undefined,
};

import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/**
 * The browser's session or local storage. Storage can throw (private mode, quota, disabled):
 * a failed read is "nothing stored" and a failed write is dropped, so the app keeps working.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: () => Storage) {}

  get(key: string): string | null {
    try {
      return this.storage().getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage().setItem(key, value);
    } catch {
      /* storage unavailable: the value is simply not kept */
    }
  }

  remove(key: string): void {
    try {
      this.storage().removeItem(key);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  }
}

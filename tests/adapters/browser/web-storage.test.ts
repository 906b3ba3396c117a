import { describe, expect, it } from 'vitest';
import { WebStorageKeyValueStore } from '../../../src/adapters/browser/web-storage.adapter';

/** A Storage whose every method throws, as in some private modes or when the quota is full. */
const throwingStorage = (): Storage => {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
};

describe('WebStorageKeyValueStore', () => {
  it('R2.6 stores, reads and removes values in the given storage', () => {
    const store = new WebStorageKeyValueStore(() => window.sessionStorage);
    store.set('auth-redirect-path', '/submissions');
    expect(window.sessionStorage.getItem('auth-redirect-path')).toBe('/submissions');
    expect(store.get('auth-redirect-path')).toBe('/submissions');
    store.remove('auth-redirect-path');
    expect(store.get('auth-redirect-path')).toBeNull();
  });

  it('reads "nothing stored" and drops writes when the storage methods throw', () => {
    const store = new WebStorageKeyValueStore(throwingStorage);
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });

  it('keeps working when reaching the storage at all throws (storage disabled)', () => {
    const store = new WebStorageKeyValueStore(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });
});

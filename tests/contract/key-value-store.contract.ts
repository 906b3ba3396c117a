/**
 * The KeyValueStore contract (session storage, §2 R2.6 and §4 R4.5 R4.7): a string store whose
 * reads see the last write. Run it against every implementation with
 *
 *   describeKeyValueStoreContract('MyStore', () => new MyStore());
 *
 * where `makeStore` returns a FRESH, EMPTY store for each test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../src/application/ports/key-value-store.port';

export function describeKeyValueStoreContract(name: string, makeStore: () => KeyValueStore | Promise<KeyValueStore>): void {
  describe(`KeyValueStore contract: ${name}`, () => {
    let store: KeyValueStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    it('R2.6 reads null for a key never written', () => {
      expect(store.get('auth-redirect-path')).toBeNull();
    });

    it('R2.6 reads back what was written', () => {
      store.set('auth-redirect-path', '/submissions?status=delivered');
      expect(store.get('auth-redirect-path')).toBe('/submissions?status=delivered');
    });

    it('R2.6 a second write replaces the first', () => {
      store.set('auth-redirect-path', '/upload');
      store.set('auth-redirect-path', '/checkout');
      expect(store.get('auth-redirect-path')).toBe('/checkout');
    });

    it('R4.5 removing a key leaves the others', () => {
      store.set('onboarding-flow', 'pro');
      store.set('onboarding-email', 'sam@example.com');
      store.remove('onboarding-flow');
      expect(store.get('onboarding-flow')).toBeNull();
      expect(store.get('onboarding-email')).toBe('sam@example.com');
    });

    it('R4.5 removing a key never written is harmless', () => {
      expect(() => store.remove('onboarding-account-type')).not.toThrow();
      expect(store.get('onboarding-account-type')).toBeNull();
    });

    it('R4.7 keeps an empty string as an empty string, and JSON and non-ASCII text unchanged', () => {
      const cached = JSON.stringify({ userId: 'u-1', isAdmin: true, at: 1_767_225_600_000 });
      store.set('empty', '');
      store.set('admin-status:u-1', cached);
      store.set('name', 'Zoë Ødegård — 田中 🏄');
      expect(store.get('empty')).toBe('');
      expect(store.get('admin-status:u-1')).toBe(cached);
      expect(store.get('name')).toBe('Zoë Ødegård — 田中 🏄');
    });

    it('R2.6 keys are exact: no prefix or case folding', () => {
      store.set('auth-redirect-path', '/a');
      expect(store.get('auth-redirect')).toBeNull();
      expect(store.get('AUTH-REDIRECT-PATH')).toBeNull();
    });
  });
}

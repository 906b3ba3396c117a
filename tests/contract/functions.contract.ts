/**
 * The FunctionsGateway contract (§7 Functions R7.9, with the security rule of product.md):
 * `fix-permissions` re-derives the caller's admin flag from their profile row, never from
 * their user metadata (which any user can write), and writes it into the metadata.
 *
 * To run it against a new backend, call
 *
 *   describeFunctionsContract('MyFunctionsGateway', async () => ({ functions, harness }));
 *
 * with a FRESH gateway per test and a harness implementing `FunctionsContractHarness`:
 *
 * - `signedInUser({ metadataIsAdmin, profileIsAdmin })`: creates an account whose user metadata
 *   holds `is_admin: metadataIsAdmin` and whose profile row holds `is_admin: profileIsAdmin`
 *   (written with service rights), signs the gateway's client in as that user, returns its id.
 * - `metadataOf(id)`: the user's metadata as the auth service stores it (a service-side read).
 * - `signOut()`: signs the gateway's client out.
 * - `dispose()` (optional): deletes what the test created.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FunctionsGateway } from '../../src/application/ports/functions.port';
import type { UserMetadata } from '../../src/domain/auth/user';
import { SESSION_MISSING_MESSAGE } from '../../src/domain/auth/auth-errors';

export interface FunctionsContractHarness {
  signedInUser(options: { metadataIsAdmin: boolean; profileIsAdmin: boolean }): Promise<string>;
  metadataOf(id: string): Promise<UserMetadata>;
  signOut(): Promise<void>;
  dispose?(): Promise<void>;
}

export interface FunctionsSubject {
  readonly functions: FunctionsGateway;
  readonly harness: FunctionsContractHarness;
}

export function describeFunctionsContract(name: string, makeSubject: () => Promise<FunctionsSubject>): void {
  describe(`FunctionsGateway contract: ${name}`, () => {
    let functions: FunctionsGateway;
    let harness: FunctionsContractHarness;

    beforeEach(async () => {
      ({ functions, harness } = await makeSubject());
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    it('R7.9 R6.3 fix-permissions takes admin from the profile, not the metadata: metadata true, profile false ends false', async () => {
      const id = await harness.signedInUser({ metadataIsAdmin: true, profileIsAdmin: false });
      const result = await functions.invoke('fix-permissions');
      expect(result.ok).toBe(true);
      expect((await harness.metadataOf(id)).is_admin).toBe(false);
    });

    it('R7.9 R4.24 fix-permissions copies an admin profile into the metadata', async () => {
      const id = await harness.signedInUser({ metadataIsAdmin: false, profileIsAdmin: true });
      const result = await functions.invoke('fix-permissions');
      expect(result.ok).toBe(true);
      expect((await harness.metadataOf(id)).is_admin).toBe(true);
    });

    it('R7.9 fix-permissions leaves a non-admin non-admin', async () => {
      const id = await harness.signedInUser({ metadataIsAdmin: false, profileIsAdmin: false });
      expect((await functions.invoke('fix-permissions')).ok).toBe(true);
      expect((await harness.metadataOf(id)).is_admin).not.toBe(true);
    });

    it('R7.9 fix-permissions keeps the rest of the metadata', async () => {
      const id = await harness.signedInUser({ metadataIsAdmin: true, profileIsAdmin: false });
      const before = await harness.metadataOf(id);
      await functions.invoke('fix-permissions');
      const { is_admin: _before, ...restBefore } = before;
      const { is_admin: _after, ...restAfter } = await harness.metadataOf(id);
      expect(restAfter).toEqual(restBefore);
    });

    it('R7.9 fix-permissions without a session fails', async () => {
      await harness.signOut();
      const result = await functions.invoke('fix-permissions');
      expect(result).toEqual({ ok: false, error: { kind: 'function', message: SESSION_MISSING_MESSAGE } });
    });
  });
}

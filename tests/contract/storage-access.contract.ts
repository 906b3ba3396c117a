/**
 * Who may touch which stored object (supabase/migrations/*_storage.sql), run against every
 * backend's storage as a signed-in user sees it. In the product buckets (videos, avatars,
 * pro-documents) every object lives under `<owner user id>/…`: the owner writes and reads there,
 * admins read everything, avatars are public, nobody else reads or writes.
 *
 * To run it against a new backend, call
 *
 *   describeStorageAccessContract('MyBackend', async () => ({ gateway, harness }));
 *
 * with a FRESH backend per test whose product buckets exist, the gateway acting as whoever the
 * harness last made current, and a harness implementing `StorageAccessContractHarness`:
 *
 * - `actAs(role)`: creates an account with a profile (is_admin for 'admin') and acts as it; returns its id.
 * - `actAgainAs(id)`: acts again as a user `actAs` created; `signOut()`: acts for nobody.
 * - `dispose()` (optional).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StorageError, StorageErrorCode, StorageGateway } from '../../src/adapters/storage/storage-gateway';

export interface StorageAccessContractHarness {
  actAs(role: 'athlete' | 'pro' | 'admin'): Promise<string>;
  actAgainAs(userId: string): Promise<void>;
  signOut(): Promise<void>;
  dispose?(): Promise<void>;
}

export interface StorageAccessSubject {
  readonly gateway: StorageGateway;
  readonly harness: StorageAccessContractHarness;
}

const clip = () => new Blob(['frame-1 frame-2'], { type: 'video/mp4' });

/** 'ok', or the storage refusal's code: every backend refuses with the same one. */
const refusalCode = (result: { ok: true } | { ok: false; error: StorageError }): StorageErrorCode | 'ok' => (result.ok ? 'ok' : result.error.code);

export function describeStorageAccessContract(name: string, makeSubject: () => Promise<StorageAccessSubject>): void {
  describe(`Storage access contract: ${name}`, () => {
    let gateway: StorageGateway;
    let harness: StorageAccessContractHarness;

    beforeEach(async () => {
      ({ gateway, harness } = await makeSubject());
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    it('R6.3 a user writes into their own folder and nowhere else', async () => {
      const victim = await harness.actAs('athlete');
      const me = await harness.actAs('athlete');
      expect((await gateway.upload('videos', `${me}/serve.mp4`, clip())).ok).toBe(true);
      expect(refusalCode(await gateway.upload('videos', `${victim}/planted.mp4`, clip()))).toBe('forbidden');
      expect(refusalCode(await gateway.upload('videos', 'planted-at-the-root.mp4', clip()))).toBe('forbidden');
      expect(refusalCode(await gateway.upload('avatars', `${victim}/face.png`, new Blob(['png'], { type: 'image/png' })))).toBe('forbidden');
      await harness.actAgainAs(victim);
      const listed = await gateway.list('videos', { prefix: victim });
      expect(listed.ok ? listed.value : 'refused').toEqual([]);
    });

    it('R6.3 a private object is read by its owner and admins only', async () => {
      const owner = await harness.actAs('athlete');
      expect((await gateway.upload('videos', `${owner}/serve.mp4`, clip())).ok).toBe(true);
      expect((await gateway.download('videos', `${owner}/serve.mp4`)).ok).toBe(true);

      await harness.actAs('athlete');
      expect(refusalCode(await gateway.download('videos', `${owner}/serve.mp4`))).toBe('not-found');
      expect(refusalCode(await gateway.createSignedUrl('videos', `${owner}/serve.mp4`, 60))).toBe('not-found');

      await harness.signOut();
      expect(refusalCode(await gateway.download('videos', `${owner}/serve.mp4`))).toBe('not-found');

      await harness.actAs('admin');
      expect((await gateway.download('videos', `${owner}/serve.mp4`)).ok).toBe(true);
    });

    it('R6.3 nobody removes, moves or overwrites another user\'s object', async () => {
      const owner = await harness.actAs('athlete');
      expect((await gateway.upload('videos', `${owner}/serve.mp4`, clip())).ok).toBe(true);
      const other = await harness.actAs('athlete');
      await gateway.remove('videos', [`${owner}/serve.mp4`]);
      expect(refusalCode(await gateway.move('videos', `${owner}/serve.mp4`, `${other}/stolen.mp4`))).toBe('not-found');
      expect(refusalCode(await gateway.upload('videos', `${owner}/serve.mp4`, clip(), { upsert: true }))).toBe('forbidden');
      await harness.actAgainAs(owner);
      expect((await gateway.download('videos', `${owner}/serve.mp4`)).ok).toBe(true);
    });

    it('R6.3 avatars are public to read, even signed out, but written by their owner only', async () => {
      const owner = await harness.actAs('pro');
      expect((await gateway.upload('avatars', `${owner}/face.png`, new Blob(['png'], { type: 'image/png' }))).ok).toBe(true);
      await harness.actAs('athlete');
      expect((await gateway.download('avatars', `${owner}/face.png`)).ok).toBe(true);
      expect(refusalCode(await gateway.upload('avatars', `${owner}/face.png`, new Blob(['other'], { type: 'image/png' }), { upsert: true }))).toBe('forbidden');
      await harness.signOut();
      const face = await gateway.download('avatars', `${owner}/face.png`);
      expect(face.ok ? face.value.size : 'refused').toBe(3);
    });

    it('R6.3 a signed-out caller writes nothing', async () => {
      const someone = await harness.actAs('athlete');
      await harness.signOut();
      expect(refusalCode(await gateway.upload('videos', `${someone}/anonymous.mp4`, clip()))).toBe('forbidden');
      expect(refusalCode(await gateway.upload('avatars', `${someone}/anonymous.png`, new Blob(['png'], { type: 'image/png' })))).toBe('forbidden');
      await harness.actAgainAs(someone);
      const listed = await gateway.list('videos', { prefix: someone });
      expect(listed.ok ? listed.value : 'refused').toEqual([]);
    });
  });
}

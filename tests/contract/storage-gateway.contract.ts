/**
 * The StorageGateway contract (§3 Storage R3.7, §7 storage paths R7.10): buckets with their
 * limits, and objects as Blobs, run against every backend so they are interchangeable.
 *
 * To run it against a new backend, call
 *
 *   describeStorageGatewayContract('MyStorageGateway', async () => ({ gateway, harness }));
 *
 * with a FRESH gateway per test, acting as a caller allowed to manage buckets and objects (an
 * administrator, or the service role on a hosted backend), and a harness implementing
 * `StorageGatewayContractHarness`:
 *
 * - `uniqueBucketId(label)`: a bucket id no other test uses (hosted runs share one project).
 * - `now()`: the backend's clock in ms since the epoch, to check signed-URL expiries.
 * - `dispose()` (optional): deletes what the test created.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageErrors, type NewBucket, type StorageGateway } from '../../src/adapters/storage/storage-gateway';

export interface StorageGatewayContractHarness {
  uniqueBucketId(label: string): string;
  now(): number;
  dispose?(): Promise<void>;
}

export interface StorageGatewaySubject {
  readonly gateway: StorageGateway;
  readonly harness: StorageGatewayContractHarness;
}

/** Reads a Blob's text in any environment (jsdom's Blob has no text()). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const clip = (text = 'frame-1 frame-2 frame-3', type = 'video/mp4') => new Blob([text], { type });

export function describeStorageGatewayContract(name: string, makeSubject: () => Promise<StorageGatewaySubject>): void {
  describe(`StorageGateway contract: ${name}`, () => {
    let gateway: StorageGateway;
    let harness: StorageGatewayContractHarness;

    beforeEach(async () => {
      ({ gateway, harness } = await makeSubject());
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    async function aBucket(overrides: Omit<NewBucket, 'id'> = {}): Promise<string> {
      const id = harness.uniqueBucketId('videos');
      const created = await gateway.createBucket({ id, ...overrides });
      if (!created.ok) throw new Error(`bucket ${id} could not be created: ${created.error.message}`);
      return id;
    }

    describe('buckets', () => {
      it('R3.7 R7.10 creates a bucket with id, name, public, file_size_limit and allowed_mime_types, and reads it back', async () => {
        const id = harness.uniqueBucketId('clips');
        const created = await gateway.createBucket({ id, name: id, public: false, file_size_limit: 1_000, allowed_mime_types: ['video/mp4', 'video/webm'] });

        expect(created.ok).toBe(true);
        expect(created.ok && created.value).toMatchObject({ id, name: id, public: false, file_size_limit: 1_000, allowed_mime_types: ['video/mp4', 'video/webm'] });
        const read = await gateway.getBucket(id);
        expect(read.ok && read.value).toMatchObject({ id, public: false, file_size_limit: 1_000 });
        const all = await gateway.listBuckets();
        expect(all.ok && all.value.map((bucket) => bucket.id)).toContain(id);
      });

      it('R3.7 a bucket without limits accepts any size and type (null limits)', async () => {
        const id = await aBucket();
        const read = await gateway.getBucket(id);
        expect(read.ok && read.value).toMatchObject({ public: false, file_size_limit: null, allowed_mime_types: null });
      });

      it('R3.7 refuses a second bucket with the same id', async () => {
        const id = await aBucket();
        expect(await gateway.createBucket({ id })).toMatchObject({ ok: false, error: { kind: 'storage', code: 'already-exists' } });
      });

      it('R3.7 updates a bucket\'s limits and visibility', async () => {
        const id = await aBucket({ file_size_limit: 10 });
        const updated = await gateway.updateBucket(id, { public: true, file_size_limit: 5_000, allowed_mime_types: ['image/*'] });
        expect(updated.ok && updated.value).toMatchObject({ id, public: true, file_size_limit: 5_000, allowed_mime_types: ['image/*'] });
        expect(await gateway.updateBucket(harness.uniqueBucketId('missing'), { public: true })).toMatchObject({ ok: false, error: { code: 'bucket-not-found' } });
      });

      it('R3.7 deletes an empty bucket only', async () => {
        const id = await aBucket();
        await gateway.upload(id, 'a.mp4', clip());
        expect(await gateway.deleteBucket(id)).toMatchObject({ ok: false, error: { code: 'bucket-not-empty' } });
        expect((await gateway.getBucket(id)).ok).toBe(true);

        await gateway.remove(id, ['a.mp4']);
        expect(await gateway.deleteBucket(id)).toEqual({ ok: true, value: undefined });
        expect(await gateway.getBucket(id)).toMatchObject({ ok: false, error: { code: 'bucket-not-found', message: 'Bucket not found' } });
      });
    });

    describe('objects', () => {
      it('R7.10 uploads a Blob and downloads the same bytes and type', async () => {
        const id = await aBucket();
        const uploaded = await gateway.upload(id, 'athlete-1/serve.mp4', clip('the serve'));

        expect(uploaded.ok && uploaded.value).toMatchObject({ bucket_id: id, name: 'athlete-1/serve.mp4', size: 9, mime_type: 'video/mp4' });
        const downloaded = await gateway.download(id, 'athlete-1/serve.mp4');
        expect(downloaded.ok).toBe(true);
        if (!downloaded.ok) return;
        expect(await blobText(downloaded.value)).toBe('the serve');
        expect(downloaded.value.type).toBe('video/mp4');
      });

      it('R7.10 takes the content type from the options before the Blob', async () => {
        const id = await aBucket();
        const uploaded = await gateway.upload(id, 'notes.txt', new Blob(['hi']), { contentType: 'text/plain' });
        expect(uploaded.ok && uploaded.value.mime_type).toBe('text/plain');
      });

      it('R7.10 refuses to overwrite an object unless asked to (upsert)', async () => {
        const id = await aBucket();
        await gateway.upload(id, 'clip.mp4', clip('first'));
        expect(await gateway.upload(id, 'clip.mp4', clip('second'))).toMatchObject({ ok: false, error: { code: 'already-exists' } });
        const kept = await gateway.download(id, 'clip.mp4');
        expect(kept.ok && (await blobText(kept.value))).toBe('first');

        expect((await gateway.upload(id, 'clip.mp4', clip('second'), { upsert: true })).ok).toBe(true);
        const replaced = await gateway.download(id, 'clip.mp4');
        expect(replaced.ok && (await blobText(replaced.value))).toBe('second');
      });

      it('R3.7 an upload over file_size_limit fails with a clear error and writes nothing', async () => {
        const id = await aBucket({ file_size_limit: 8 });
        const result = await gateway.upload(id, 'big.mp4', clip('123456789'));

        expect(result).toMatchObject({ ok: false, error: { kind: 'storage', code: 'too-large', message: expect.stringMatching(/maximum allowed size/) } });
        expect(await gateway.download(id, 'big.mp4')).toMatchObject({ ok: false, error: { code: 'not-found' } });
        expect(await gateway.list(id)).toEqual({ ok: true, value: [] });
        expect((await gateway.upload(id, 'small.mp4', clip('12345678'))).ok).toBe(true);
      });

      it('R3.7 an upload of a type outside allowed_mime_types fails with a clear error and writes nothing', async () => {
        const id = await aBucket({ allowed_mime_types: ['video/*', 'image/png'] });
        const refused = await gateway.upload(id, 'doc.pdf', new Blob(['%PDF'], { type: 'application/pdf' }));

        expect(refused).toMatchObject({ ok: false, error: { code: 'mime-type-not-allowed', message: 'mime type application/pdf is not supported' } });
        expect(await gateway.list(id)).toEqual({ ok: true, value: [] });
        expect((await gateway.upload(id, 'a.webm', clip('x', 'video/webm'))).ok).toBe(true);
        expect((await gateway.upload(id, 'b.png', new Blob(['png'], { type: 'image/png' }))).ok).toBe(true);
      });

      it('R3.7 an oversized upload that would replace an object leaves the old one whole', async () => {
        const id = await aBucket({ file_size_limit: 5 });
        await gateway.upload(id, 'clip.mp4', clip('small'));
        expect(await gateway.upload(id, 'clip.mp4', clip('far too large'), { upsert: true })).toEqual({ ok: false, error: storageErrors.tooLarge() });
        const kept = await gateway.download(id, 'clip.mp4');
        expect(kept.ok && (await blobText(kept.value))).toBe('small');
      });

      it('R7.10 lists one folder level: objects and sub-folders, by prefix, search, limit and offset', async () => {
        const id = await aBucket();
        for (const path of ['u1/a.mp4', 'u1/b.mp4', 'u1/thumbs/a.jpg', 'u2/c.mp4', 'root.mp4']) await gateway.upload(id, path, clip());

        const root = await gateway.list(id);
        expect(root.ok && root.value.map((entry) => `${entry.kind}:${entry.name}`)).toEqual(['object:root.mp4', 'folder:u1', 'folder:u2']);
        const u1 = await gateway.list(id, { prefix: 'u1' });
        expect(u1.ok && u1.value.map((entry) => `${entry.kind}:${entry.name}`)).toEqual(['object:a.mp4', 'object:b.mp4', 'folder:thumbs']);
        const object = u1.ok ? u1.value[0] : undefined;
        expect(object?.kind === 'object' && object.object).toMatchObject({ name: 'u1/a.mp4', size: 23, mime_type: 'video/mp4' });
        const searched = await gateway.list(id, { prefix: 'u1/', search: 'b.' });
        expect(searched.ok && searched.value.map((entry) => entry.name)).toEqual(['b.mp4']);
        const paged = await gateway.list(id, { prefix: 'u1', limit: 1, offset: 1 });
        expect(paged.ok && paged.value.map((entry) => entry.name)).toEqual(['b.mp4']);
      });

      it('R7.10 removes the objects that exist and returns them, ignoring the missing', async () => {
        const id = await aBucket();
        await gateway.upload(id, 'a.mp4', clip());
        await gateway.upload(id, 'b.mp4', clip());
        const removed = await gateway.remove(id, ['a.mp4', 'missing.mp4']);
        expect(removed.ok && removed.value.map((object) => object.name)).toEqual(['a.mp4']);
        expect(await gateway.download(id, 'a.mp4')).toMatchObject({ ok: false, error: { code: 'not-found', message: 'Object not found' } });
        expect((await gateway.download(id, 'b.mp4')).ok).toBe(true);
      });

      it('R7.10 moves an object: the bytes are at the new path and gone from the old', async () => {
        const id = await aBucket();
        await gateway.upload(id, 'inbox/clip.mp4', clip('moving'));
        expect(await gateway.move(id, 'inbox/clip.mp4', 'done/clip.mp4')).toEqual({ ok: true, value: undefined });
        const moved = await gateway.download(id, 'done/clip.mp4');
        expect(moved.ok && (await blobText(moved.value))).toBe('moving');
        expect(await gateway.download(id, 'inbox/clip.mp4')).toMatchObject({ ok: false, error: { code: 'not-found' } });
      });

      it('R7.10 a move onto an existing object or from a missing one fails and changes nothing', async () => {
        const id = await aBucket();
        await gateway.upload(id, 'a.mp4', clip('a'));
        await gateway.upload(id, 'b.mp4', clip('b'));
        expect(await gateway.move(id, 'a.mp4', 'b.mp4')).toMatchObject({ ok: false, error: { code: 'already-exists' } });
        expect(await gateway.move(id, 'missing.mp4', 'c.mp4')).toMatchObject({ ok: false, error: { code: 'not-found' } });
        const a = await gateway.download(id, 'a.mp4');
        const b = await gateway.download(id, 'b.mp4');
        expect([a.ok && (await blobText(a.value)), b.ok && (await blobText(b.value))]).toEqual(['a', 'b']);
      });

      it('R7.10 copies an object: both paths hold the same bytes', async () => {
        const id = await aBucket();
        await gateway.upload(id, 'a.mp4', clip('copied'));
        const copied = await gateway.copy(id, 'a.mp4', 'backup/a.mp4');
        expect(copied.ok && copied.value).toMatchObject({ name: 'backup/a.mp4', size: 6, mime_type: 'video/mp4' });
        for (const path of ['a.mp4', 'backup/a.mp4']) {
          const read = await gateway.download(id, path);
          expect(read.ok && (await blobText(read.value))).toBe('copied');
        }
      });

      it('R7.10 signs a URL for an existing object, valid for the time asked', async () => {
        const id = await aBucket();
        await gateway.upload(id, 'a.mp4', clip());
        const before = harness.now();
        const signed = await gateway.createSignedUrl(id, 'a.mp4', 60);
        expect(signed.ok).toBe(true);
        if (!signed.ok) return;
        expect(signed.value.signedUrl).toEqual(expect.any(String));
        expect(signed.value.signedUrl).not.toBe('');
        expect(signed.value.expiresAt).toBeGreaterThanOrEqual(before + 59_000);
        expect(signed.value.expiresAt).toBeLessThanOrEqual(harness.now() + 61_000);
        expect(await gateway.createSignedUrl(id, 'missing.mp4', 60)).toMatchObject({ ok: false, error: { code: 'not-found' } });
      });

      it('R7.10 every object call on an unknown bucket fails with "Bucket not found"', async () => {
        const missing = harness.uniqueBucketId('missing');
        const expected = { ok: false, error: { code: 'bucket-not-found', message: 'Bucket not found' } };
        expect(await gateway.upload(missing, 'a.mp4', clip())).toMatchObject(expected);
        expect(await gateway.download(missing, 'a.mp4')).toMatchObject(expected);
        expect(await gateway.list(missing)).toMatchObject(expected);
      });

      it('R7.10 refuses object paths with empty or dot segments', async () => {
        const id = await aBucket();
        for (const path of ['', '/a.mp4', 'a//b.mp4', '../a.mp4', 'folder/']) {
          expect(await gateway.upload(id, path, clip())).toMatchObject({ ok: false, error: { code: 'invalid-path' } });
        }
      });
    });
  });
}

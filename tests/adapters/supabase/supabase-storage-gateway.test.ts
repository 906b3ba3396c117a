import { beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseBackend } from '../../../src/adapters/supabase/supabase-backend';
import type { SupabaseHttpDouble } from './supabase-http-double';
import { installSupabaseDouble } from './supabase-test-backend';

const sam = { email: 'sam@example.com', password: 'correct-horse-battery' };
const clip = (text = 'frame-bytes', type = 'video/mp4') => new Blob([text], { type });

describe('SupabaseStorageGateway over the HTTP double (§7 storage paths)', () => {
  const supabase = installSupabaseDouble();
  let double: SupabaseHttpDouble;
  let backend: SupabaseBackend;
  let me: string;

  beforeEach(async () => {
    double = await supabase.freshDouble();
    me = (await double.seedUser(sam)).id;
    await double.seedBucket({ id: 'videos', public: false, file_size_limit: 1024, allowed_mime_types: ['video/mp4', 'video/webm'] });
    await double.seedBucket({ id: 'avatars', public: true, file_size_limit: 512, allowed_mime_types: ['image/*'] });
    backend = supabase.backend();
    await backend.auth.signInWithPassword(sam);
    double.requests.length = 0;
  });

  const storageCalls = () => double.requests.filter((r) => r.path.startsWith('/storage/v1/')).map((r) => `${r.method} ${r.path}`);

  it('R7.10 uploads to /object/{bucket}/{path} with the content type, and downloads the same bytes back', async () => {
    const uploaded = await backend.storage.upload('videos', `${me}/serve.mp4`, clip('twelve bytes'));
    expect(uploaded).toMatchObject({ ok: true, value: { bucket_id: 'videos', name: `${me}/serve.mp4`, size: 12, mime_type: 'video/mp4' } });
    expect(storageCalls()[0]).toBe(`POST /storage/v1/object/videos/${me}/serve.mp4`);

    const downloaded = await backend.storage.download('videos', `${me}/serve.mp4`);
    expect(downloaded.ok && (await downloaded.value.text())).toBe('twelve bytes');
    expect(downloaded.ok && downloaded.value.type).toBe('video/mp4');
  });

  it('R7.10 an explicit content type wins over the blob’s own', async () => {
    const uploaded = await backend.storage.upload('videos', `${me}/clip.webm`, new Blob(['x']), { contentType: 'video/webm' });
    expect(uploaded.ok && uploaded.value.mime_type).toBe('video/webm');
  });

  it('R3.7 the bucket’s limits are the service’s: too large is 413, a refused type is 415, nothing is stored', async () => {
    const tooLarge = await backend.storage.upload('videos', `${me}/long.mp4`, clip('x'.repeat(1025)));
    const wrongType = await backend.storage.upload('videos', `${me}/notes.txt`, clip('hello', 'text/plain'));
    expect(tooLarge).toMatchObject({ ok: false, error: { kind: 'storage', code: 'too-large', status: 413 } });
    expect(wrongType).toEqual({ ok: false, error: { kind: 'storage', code: 'mime-type-not-allowed', status: 415, message: 'mime type text/plain is not supported' } });
    expect(await double.objectNames('videos')).toEqual([]);
  });

  it('R7.10 uploading over an existing object fails unless upsert is asked for', async () => {
    await backend.storage.upload('videos', `${me}/a.mp4`, clip('one'));
    expect(await backend.storage.upload('videos', `${me}/a.mp4`, clip('two'))).toMatchObject({ ok: false, error: { code: 'already-exists', status: 409 } });
    expect(await backend.storage.upload('videos', `${me}/a.mp4`, clip('three'), { upsert: true })).toMatchObject({ ok: true, value: { size: 5 } });
  });

  it('R7.10 lists a folder through /object/list/{bucket}: objects with their metadata, sub-folders by name', async () => {
    await backend.storage.upload('videos', `${me}/b.mp4`, clip('bb'));
    await backend.storage.upload('videos', `${me}/a.mp4`, clip('a'));
    await backend.storage.upload('videos', `${me}/drafts/c.mp4`, clip('ccc'));
    double.requests.length = 0;

    const listed = await backend.storage.list('videos', { prefix: me });

    expect(storageCalls()).toEqual(['POST /storage/v1/object/list/videos']);
    expect(listed.ok && listed.value.map((e) => [e.kind, e.name])).toEqual([
      ['object', 'a.mp4'],
      ['object', 'b.mp4'],
      ['folder', 'drafts'],
    ]);
    expect(listed.ok && listed.value[1]).toMatchObject({ object: { bucket_id: 'videos', name: `${me}/b.mp4`, size: 2, mime_type: 'video/mp4' } });
  });

  it('R7.10 moves and copies through /object/move and /object/copy', async () => {
    await backend.storage.upload('videos', `${me}/raw.mp4`, clip('raw'));
    expect(await backend.storage.move('videos', `${me}/raw.mp4`, `${me}/final.mp4`)).toEqual({ ok: true, value: undefined });
    const copied = await backend.storage.copy('videos', `${me}/final.mp4`, `${me}/backup.mp4`);
    expect(copied).toMatchObject({ ok: true, value: { name: `${me}/backup.mp4`, size: 3 } });
    expect(await double.objectNames('videos')).toEqual([`${me}/backup.mp4`, `${me}/final.mp4`]);
    expect(storageCalls()).toEqual(expect.arrayContaining(['POST /storage/v1/object/move', 'POST /storage/v1/object/copy']));
  });

  it('R7.10 removes objects and reports the ones that existed', async () => {
    await backend.storage.upload('videos', `${me}/a.mp4`, clip('a'));
    const removed = await backend.storage.remove('videos', [`${me}/a.mp4`, `${me}/missing.mp4`]);
    expect(removed.ok && removed.value.map((o) => o.name)).toEqual([`${me}/a.mp4`]);
    expect(await double.objectNames('videos')).toEqual([]);
  });

  it('R7.10 signs a URL through /object/sign that serves the object until it expires', async () => {
    await backend.storage.upload('videos', `${me}/a.mp4`, clip('signed'));
    const signed = await backend.storage.createSignedUrl('videos', `${me}/a.mp4`, 60);
    expect(signed.ok).toBe(true);
    if (!signed.ok) return;
    expect(signed.value.signedUrl).toMatch(new RegExp(`^${double.url}/storage/v1/object/sign/videos/${me}/a\\.mp4\\?token=`));
    expect(signed.value.expiresAt).toBe(supabase.clock.now() + 60_000);
    expect(await (await fetch(signed.value.signedUrl)).text()).toBe('signed');
  });

  it('R3.7 buckets are the service’s to manage: a signed-in user can read them but not create one', async () => {
    expect(await backend.storage.createBucket({ id: 'mine' })).toMatchObject({ ok: false, error: { code: 'forbidden', status: 403 } });
    expect(await backend.storage.getBucket('videos')).toMatchObject({ ok: true, value: { id: 'videos', file_size_limit: 1024 } });
  });

  it('R7.10 manages buckets through /bucket with the service role: create, read, update, refuse to delete a full one, delete an empty one', async () => {
    const service = supabase.serviceBackend();
    const created = await service.storage.createBucket({ id: 'reports', public: false, file_size_limit: 2048, allowed_mime_types: ['application/pdf'] });
    expect(created).toMatchObject({ ok: true, value: { id: 'reports', name: 'reports', public: false, file_size_limit: 2048, allowed_mime_types: ['application/pdf'] } });
    const updated = await service.storage.updateBucket('reports', { file_size_limit: 4096 });
    expect(updated).toMatchObject({ ok: true, value: { file_size_limit: 4096, allowed_mime_types: ['application/pdf'], public: false } });
    const buckets = await service.storage.listBuckets();
    expect(buckets.ok && buckets.value.map((b) => b.id)).toEqual(['avatars', 'pro-documents', 'reports', 'videos']);

    await backend.storage.upload('videos', `${me}/a.mp4`, clip());
    expect(await service.storage.deleteBucket('videos')).toMatchObject({ ok: false, error: { code: 'bucket-not-empty' } });
    expect(await service.storage.deleteBucket('reports')).toEqual({ ok: true, value: undefined });
    expect(await service.storage.getBucket('reports')).toMatchObject({ ok: false, error: { code: 'bucket-not-found', status: 404 } });
  });

  it('R7.10 an unknown bucket and an unknown object are told apart', async () => {
    expect(await backend.storage.download('nope', 'a.mp4')).toMatchObject({ ok: false, error: { code: 'bucket-not-found' } });
    expect(await backend.storage.download('videos', `${me}/nope.mp4`)).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('R7.10 an invalid path is refused before anything is sent', async () => {
    expect(await backend.storage.upload('videos', `${me}//a.mp4`, clip())).toMatchObject({ ok: false, error: { code: 'invalid-path' } });
    expect(await backend.storage.move('videos', `${me}/a.mp4`, '../b.mp4')).toMatchObject({ ok: false, error: { code: 'invalid-path' } });
    expect(storageCalls()).toEqual([]);
  });

  it('R6.3 a user cannot write into another user’s folder, nor read their private video', async () => {
    const other = await double.seedUser({ email: 'kim@example.com', password: 'another-long-password' });
    expect(await backend.storage.upload('videos', `${other.id}/planted.mp4`, clip())).toMatchObject({ ok: false, error: { code: 'forbidden', status: 403 } });

    await double.putObjectAsService('videos', `${other.id}/private.mp4`, 'kim', 'video/mp4');
    expect(await backend.storage.download('videos', `${other.id}/private.mp4`)).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const listed = await backend.storage.list('videos', { prefix: other.id });
    expect(listed).toEqual({ ok: true, value: [] });
  });

  it('R8.10 a 503 from the storage service is unavailable', async () => {
    double.failNext({ path: /^\/storage\/v1\/object\/list\//, status: 503, body: { statusCode: '503', error: 'Service Unavailable', message: 'upstream connect error' } });
    expect(await backend.storage.list('videos')).toEqual({ ok: false, error: { kind: 'storage', code: 'unavailable', message: 'upstream connect error', status: 503 } });
  });
});

import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DATABASE_NAME, openLocalDatabase } from '../../../src/adapters/local/local-database';
import { IndexedDbVideoTables } from '../../../src/adapters/local/indexed-db-videos.adapter';
import type { ChunkedVideoUpload } from '../../../src/adapters/shared/chunked-video-upload';
import type { LocalBackend } from '../../../src/adapters/local/local-backend';
import { aClip, finished } from '../../contract/videos.contract';
import { aLocalBrowser, aPassword, signUpConfirmed, type LocalBrowser } from './support/local-world';

const MB = 1024 * 1024;
const CHUNK = 4 * MB;

describe('Embedded backend: a video stored in IndexedDB in chunks', () => {
  let browser: LocalBrowser;
  afterEach(() => browser.closeAll());

  const aTab = (): Promise<LocalBackend> => browser.openTab({ autoConfirm: true });

  it('Issue 10.2: a 20 MB file is stored slice by slice; after a reload the same file resumes at the first missing chunk and no finished chunk is sent again', async () => {
    browser = aLocalBrowser();
    const file = aClip('match.mp4', 20 * MB);

    // A first tab uploads until half the file is stored, then the tab is closed.
    const first = await aTab();
    await signUpConfirmed(first, 'ana@example.com');
    const slices = vi.spyOn(file, 'slice');
    const started = await first.videos.startUpload(file);
    if (!started.ok) throw new Error(started.error.message);
    const upload = started.value as ChunkedVideoUpload;
    upload.subscribe((event) => {
      if (event.kind === 'progress' && event.progress.bytesSent >= 10 * MB) upload.pause();
    });
    await upload.settled();
    const sentBefore = (await new IndexedDbVideoTables(first.database).chunkIndexes(upload.video.id)).sort((a, b) => a - b);
    expect(sentBefore).toEqual([0, 1, 2]);
    // Every read was one chunk-sized slice, never the whole file.
    expect(slices.mock.calls.every(([start, end]) => (end as number) - (start as number) <= CHUNK)).toBe(true);
    first.dispose();

    // "Reload": a new backend over the same IndexedDB; the same file picked again.
    const second = await aTab();
    const signedIn = await second.auth.signInWithPassword({ email: 'ana@example.com', password: aPassword });
    expect(signedIn.ok).toBe(true);
    // Sizes are read as each chunk is put: a stored chunk's buffer is released right after.
    const sizes: number[] = [];
    const putChunk = IndexedDbVideoTables.prototype.putChunk;
    const put = vi.spyOn(IndexedDbVideoTables.prototype, 'putChunk').mockImplementation(function (this: IndexedDbVideoTables, id, index, bytes) {
      sizes.push(bytes.byteLength);
      return putChunk.call(this, id, index, bytes);
    });
    const resumed = await second.videos.startUpload(file);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.video.id).toBe(upload.video.id);
    expect(resumed.value.resumedFrom).toBe(3 * CHUNK);
    const video = await finished(resumed.value);
    const resent = put.mock.calls.map(([, index]) => index);
    expect(resent).toEqual([3, 4]);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(20 * MB - 3 * CHUNK);
    expect(video.sizeBytes).toBe(20 * MB);

    // Every byte is there, in order.
    const chunks = await new IndexedDbVideoTables(second.database).chunks(video.id);
    expect(chunks.reduce((sum, c) => sum + c.byteLength, 0)).toBe(20 * MB);
    expect(chunks[4]![0]).toBe((4 * CHUNK) % 251);
    put.mockRestore();
  }, 60_000);

  it('Issue 10.2: chunks stored before the out-of-line chunk store (database version 4) move into it on upgrade and stay readable', async () => {
    const factory = new IDBFactory();
    // A database as version 4 left it (the stores the later steps touch): the chunks in `upload_chunks`, keyed in line, with an index.
    const old = await new Promise<IDBDatabase>((resolve) => {
      const open = factory.open(LOCAL_DATABASE_NAME, 4);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('buckets', { keyPath: 'id' });
        open.result.createObjectStore('videos', { keyPath: 'id' });
        open.result.createObjectStore('upload_sessions', { keyPath: 'fingerprint' });
        open.result.createObjectStore('upload_chunks', { keyPath: ['upload_id', 'index'] }).createIndex('upload_id', 'upload_id', { unique: false });
      };
      open.onsuccess = () => resolve(open.result);
    });
    await new Promise<void>((resolve) => {
      const tx = old.transaction('upload_chunks', 'readwrite');
      for (const index of [1, 0]) tx.objectStore('upload_chunks').put({ upload_id: 'v1', index, bytes: new Uint8Array([index, index]).buffer });
      tx.objectStore('upload_chunks').put({ upload_id: 'v2', index: 0, bytes: new Uint8Array([9]).buffer });
      tx.oncomplete = () => resolve();
    });
    old.close();

    const database = await openLocalDatabase(factory);
    const tables = new IndexedDbVideoTables(database);
    expect((await tables.chunks('v1')).map((chunk) => [...chunk])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(await tables.chunkIndexes('v2')).toEqual([0]);
    await tables.discard('v1', 'no-session');
    expect(await tables.chunkIndexes('v1')).toEqual([]);
    expect(await tables.chunkIndexes('v2')).toEqual([0]);
  });
});

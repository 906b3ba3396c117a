import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const put = vi.spyOn(IndexedDbVideoTables.prototype, 'putChunk');
    const resumed = await second.videos.startUpload(file);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.video.id).toBe(upload.video.id);
    expect(resumed.value.resumedFrom).toBe(3 * CHUNK);
    const video = await finished(resumed.value);
    const resent = put.mock.calls.map(([, index]) => index);
    expect(resent).toEqual([3, 4]);
    expect(put.mock.calls.reduce((sum, [, , bytes]) => sum + bytes.byteLength, 0)).toBe(20 * MB - 3 * CHUNK);
    expect(video.sizeBytes).toBe(20 * MB);

    // Every byte is there, in order.
    const chunks = await new IndexedDbVideoTables(second.database).chunks(video.id);
    expect(chunks.reduce((sum, c) => sum + c.byteLength, 0)).toBe(20 * MB);
    expect(chunks[4]![0]).toBe((4 * CHUNK) % 251);
    put.mockRestore();
  }, 60_000);
});

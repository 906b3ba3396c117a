import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_QUOTA_MESSAGE } from '../../../src/adapters/local/local-database';
import { blobText } from '../../contract/storage-gateway.contract';
import { aLocalBrowser, type LocalBrowser } from './support/local-world';

let browser: LocalBrowser;
afterEach(() => {
  vi.restoreAllMocks();
  browser?.closeAll();
});

describe('IndexedDbStorageGateway', () => {
  it('R3.7 objects and buckets survive a reload (a new tab on the same browser)', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab();
    await first.storageAsService.createBucket({ id: 'clips', file_size_limit: 1_000, allowed_mime_types: ['video/*'] });
    await first.storageAsService.upload('clips', 'u1/serve.mp4', new Blob(['serve'], { type: 'video/mp4' }));
    first.dispose();

    const reloaded = await browser.openTab();
    const bucket = await reloaded.storageAsService.getBucket('clips');
    expect(bucket.ok && bucket.value).toMatchObject({ file_size_limit: 1_000, allowed_mime_types: ['video/*'] });
    const clip = await reloaded.storageAsService.download('clips', 'u1/serve.mp4');
    expect(clip.ok && (await blobText(clip.value))).toBe('serve');
  });

  it('R3.7 a browser out of space refuses the upload with a clear message and keeps no half-written object', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    await tab.storageAsService.createBucket({ id: 'videos' });
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      // The metadata row is written first; the bytes then exceed the quota.
      if (this.name === 'object_data') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });

    const result = await tab.storageAsService.upload('videos', 'big.mp4', new Blob(['lots of bytes'], { type: 'video/mp4' }));

    expect(result).toEqual({ ok: false, error: { kind: 'storage', code: 'unavailable', message: STORAGE_QUOTA_MESSAGE, status: 503 } });
    vi.restoreAllMocks();
    expect(await tab.storageAsService.list('videos')).toEqual({ ok: true, value: [] });
  });

  it('R7.10 a signed URL works for the time asked and is withdrawn on the clock: live at 59 999 ms, gone at 60 000 ms', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    await tab.storageAsService.createBucket({ id: 'videos' });
    await tab.storageAsService.upload('videos', 'a.mp4', new Blob(['a'], { type: 'video/mp4' }));

    const signed = await tab.storageAsService.createSignedUrl('videos', 'a.mp4', 60);
    expect(signed.ok && signed.value.expiresAt).toBe(browser.clock.now() + 60_000);
    const url = signed.ok ? signed.value.signedUrl : '';
    expect(browser.objectUrls.live.has(url)).toBe(true);

    await browser.clock.advanceBy(59_999);
    expect(browser.objectUrls.live.has(url)).toBe(true);
    await browser.clock.advanceBy(1);
    expect(browser.objectUrls.live.has(url)).toBe(false);
  });
});

describe('buckets of the embedded backend', () => {
  it('R3.7 starts with the hosted backend\'s buckets and limits: videos and pro-documents private, avatars public', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    const buckets = await tab.storageAsService.listBuckets();
    expect(buckets.ok && buckets.value.map(({ id, public: isPublic, file_size_limit }) => [id, isPublic, file_size_limit])).toEqual([
      ['avatars', true, 2_097_152],
      ['pro-documents', false, 10_485_760],
      ['videos', false, 524_288_000],
    ]);
    const refused = await tab.storageAsService.upload('videos', 'u1/notes.txt', new Blob(['x'], { type: 'text/plain' }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'mime-type-not-allowed', message: 'mime type text/plain is not supported' } });
  });
});

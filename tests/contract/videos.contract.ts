/**
 * Videos (issue 10 items 2, 3 and 7), run against every backend's VideoRepository: the file is
 * checked before a byte is sent, an upload completes and only its owner (and admins) find and
 * play it, a clip that cannot be decoded is kept as needs_repair, and admins alone list and mark
 * the videos needing repair.
 *
 *   describeVideosContract('MyBackend', async () => ({ videos, harness }));
 *
 * with a FRESH backend per test and a harness implementing `VideosContractHarness`:
 * - `actAs(role)`, `actAgainAs(id)`, `signOut()`: as in the storage access contract;
 * - `received()`: what the backend has received so far (video rows, bytes of video data), so a
 *   refused file can be shown to have sent nothing;
 * - `dispose()` (optional).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadEvent, VideoRepository, VideoUpload } from '../../src/application/ports/video-repository.port';
import type { Video } from '../../src/domain/videos/video';

export interface VideosContractHarness {
  actAs(role: 'athlete' | 'pro' | 'admin'): Promise<string>;
  actAgainAs(userId: string): Promise<void>;
  signOut(): Promise<void>;
  received(): Promise<{ readonly videoRows: number; readonly bytes: number }>;
  dispose?(): Promise<void>;
}

export interface VideosSubject {
  readonly videos: VideoRepository;
  readonly harness: VideosContractHarness;
}

/** A small clip: `size` bytes of a repeating pattern, typed as MP4. */
export const aClip = (name = 'serve.mp4', size = 64 * 1024, type = 'video/mp4'): File => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  return new File([bytes], name, { type, lastModified: 1_700_000_000_000 });
};

/** A file that claims more bytes than the limit (without holding them). */
const oversize = (): File => {
  const file = aClip('huge.mp4', 16);
  Object.defineProperty(file, 'size', { value: 3 * 1024 ** 3 });
  return file;
};

/** Waits for the upload's `done` (or fails the test on `failed`). */
export const finished = (upload: VideoUpload): Promise<Video> =>
  new Promise((resolve, reject) => {
    const stop = upload.subscribe((event: UploadEvent) => {
      if (event.kind === 'done') resolve(event.video);
      if (event.kind === 'failed') reject(new Error(event.error.message));
      if (event.kind === 'done' || event.kind === 'failed') queueMicrotask(() => stop());
    });
  });

const decodable = { decodable: true, durationS: 12.5, width: 1280, height: 720, thumbnailPath: null } as const;

export function describeVideosContract(name: string, makeSubject: () => Promise<VideosSubject>): void {
  describe(`Videos contract: ${name}`, () => {
    let videos: VideoRepository;
    let harness: VideosContractHarness;

    beforeEach(async () => {
      ({ videos, harness } = await makeSubject());
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    async function uploaded(file = aClip()): Promise<Video> {
      const started = await videos.startUpload(file);
      if (!started.ok) throw new Error(started.error.message);
      return finished(started.value);
    }

    it('Issue 10.2: a text file, an image or an oversize file never starts and sends nothing', async () => {
      await harness.actAs('athlete');
      const before = await harness.received();
      for (const file of [aClip('notes.txt', 10, 'text/plain'), aClip('photo.png', 10, 'image/png'), oversize()]) {
        const started = await videos.startUpload(file);
        expect(started.ok).toBe(false);
        if (!started.ok) expect(started.error.reason).toBe('invalid');
      }
      expect(await harness.received()).toEqual(before);
    });

    it('Issue 10.2: an upload completes with every byte and its owner finds the video', async () => {
      await harness.actAs('athlete');
      const file = aClip('serve.mp4', 100_000);
      const before = await harness.received();
      const video = await uploaded(file);
      expect(video).toMatchObject({ fileName: 'serve.mp4', mimeType: 'video/mp4', sizeBytes: 100_000 });
      expect((await harness.received()).bytes - before.bytes).toBe(100_000);
      const found = await videos.find(video.id);
      expect(found.ok && found.value.id).toBe(video.id);
      const url = await videos.playbackUrl(video.id);
      expect(url.ok).toBe(true);
    });

    it('Issue 10.3: recorded facts make the video ready with its duration and size', async () => {
      await harness.actAs('athlete');
      const video = await uploaded();
      const recorded = await videos.recordFacts(video.id, decodable);
      expect(recorded.ok && recorded.value).toMatchObject({ status: 'ready', durationS: 12.5, width: 1280, height: 720 });
      const found = await videos.find(video.id);
      expect(found.ok && found.value.status).toBe('ready');
    });

    it('Issue 10.3: a file that cannot be decoded is stored as needs_repair, never lost', async () => {
      await harness.actAs('athlete');
      const video = await uploaded(aClip('not-a-video.mp4', 2_000));
      const recorded = await videos.recordFacts(video.id, { decodable: false });
      expect(recorded.ok && recorded.value.status).toBe('needs_repair');
      const found = await videos.find(video.id);
      expect(found.ok && found.value).toMatchObject({ status: 'needs_repair', sizeBytes: 2_000 });
      expect((await videos.playbackUrl(video.id)).ok).toBe(true);
    });

    it('Issue 10.6: another user can neither find nor play the video', async () => {
      await harness.actAs('athlete');
      const video = await uploaded();
      await harness.actAs('athlete');
      const found = await videos.find(video.id);
      expect(found.ok ? 'found' : found.error.reason).toBe('not-found');
      const url = await videos.playbackUrl(video.id);
      expect(url.ok ? 'played' : url.error.reason).toBe('not-found');
      await harness.signOut();
      expect((await videos.find(video.id)).ok).toBe(false);
    });

    it('Issue 10.7: admins list videos needing repair and mark one failed with a note; others are refused', async () => {
      const owner = await harness.actAs('athlete');
      const broken = await uploaded(aClip('broken.mp4', 1_000));
      await videos.recordFacts(broken.id, { decodable: false });
      const fine = await uploaded(aClip('fine.mp4', 1_000));
      await videos.recordFacts(fine.id, { ...decodable, thumbnailPath: `${owner}/${fine.id}.jpg` });
      const noThumbnail = await uploaded(aClip('no-thumb.mp4', 1_000));
      await videos.recordFacts(noThumbnail.id, decodable);

      const asOwner = await videos.listNeedingRepair();
      expect(asOwner.ok ? 'listed' : asOwner.error.reason).toBe('forbidden');
      const refused = await videos.markFailed(broken.id, 'The file is not a video we can play.');
      expect(refused.ok ? 'marked' : refused.error.reason).toBe('forbidden');

      await harness.actAs('admin');
      const listed = await videos.listNeedingRepair();
      expect(listed.ok).toBe(true);
      const ids = listed.ok ? listed.value.map((v) => v.id) : [];
      expect(ids).toEqual(expect.arrayContaining([broken.id, noThumbnail.id]));
      expect(ids).not.toContain(fine.id);

      const tooShort = await videos.markFailed(broken.id, 'bad');
      expect(tooShort.ok ? 'marked' : tooShort.error.reason).toBe('invalid');
      const marked = await videos.markFailed(broken.id, 'The file is not a video we can play.');
      expect(marked.ok && marked.value).toMatchObject({ status: 'failed', repairNote: 'The file is not a video we can play.' });

      await harness.actAgainAs(owner);
      const seen = await videos.find(broken.id);
      expect(seen.ok && seen.value).toMatchObject({ status: 'failed', repairNote: 'The file is not a video we can play.' });
    });

    it('Issue 10.2: cancel leaves nothing half-done: the video is gone for its owner and admins, and nothing waits in the repair list', async () => {
      await harness.actAs('athlete');
      const started = await videos.startUpload(aClip('cancel-me.mp4', 300_000));
      if (!started.ok) throw new Error(started.error.message);
      const { id } = started.value.video;
      started.value.pause();
      await started.value.cancel();
      const found = await videos.find(id);
      expect(found.ok ? 'found' : found.error.reason).toBe('not-found');
      await harness.actAs('admin');
      const seenByAdmin = await videos.find(id);
      expect(seenByAdmin.ok ? 'found' : seenByAdmin.error.reason).toBe('not-found');
      const repair = await videos.listNeedingRepair();
      expect(repair.ok && repair.value.map((video) => video.id)).not.toContain(id);
    });

    it('Issue 10.2: a cancelled upload cannot be played, and the same file picked again starts over', async () => {
      await harness.actAs('athlete');
      const file = aClip('cancel-me.mp4', 50_000);
      const started = await videos.startUpload(file);
      if (!started.ok) throw new Error(started.error.message);
      started.value.pause();
      await started.value.cancel();
      expect((await videos.playbackUrl(started.value.video.id)).ok).toBe(false);
      const again = await videos.startUpload(file);
      if (!again.ok) throw new Error(again.error.message);
      expect(again.value.resumedFrom).toBe(0);
      expect(again.value.video.id).not.toBe(started.value.video.id);
      await again.value.cancel();
    });
  });
}

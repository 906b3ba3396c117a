/**
 * Videos (issue 10 items 2, 3 and 7), run against every backend's VideoRepository: the file is
 * checked before a byte is sent, an upload completes and only its owner (and admins) find and
 * play it, a clip that cannot be decoded is kept as needs_repair, and admins alone list and mark
 * the videos needing repair.
 *
 *   describeVideosContract('MyBackend', async () => ({ videos, harness }));
 *
 * with a FRESH backend per test (`videos`: the VideoLibrary; `notifications`: the same backend's
 * NotificationRepository, where the owner of a failed video finds the notice) and a harness
 * implementing `VideosContractHarness`:
 * - `actAs(role)`, `actAgainAs(id)`, `signOut()`: as in the storage access contract;
 * - `received()`: what the backend has received so far (video rows, bytes of video data), so a
 *   refused file can be shown to have sent nothing;
 * - `paidSubmission({ videoId, athleteId, proId })`: with service rights, makes `proId` a listed
 *   pro and writes a paid (submitted) submission of the athlete carrying the video; returns its id;
 * - `dispose()` (optional).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationRepository } from '../../src/application/ports/notification-repository.port';
import type { VideoThumbnail } from '../../src/application/ports/video-facts-reader.port';
import type { UploadEvent, VideoLibrary, VideoUpload } from '../../src/application/ports/video-repository.port';
import { videoThumbnailPath, type Video } from '../../src/domain/videos/video';
import { dataErrors } from '../../src/domain/shared/data-error';
import { refusal } from './results';

export interface VideosContractHarness {
  actAs(role: 'athlete' | 'pro' | 'admin'): Promise<string>;
  actAgainAs(userId: string): Promise<void>;
  signOut(): Promise<void>;
  received(): Promise<{ readonly videoRows: number; readonly bytes: number }>;
  paidSubmission(input: { videoId: string; athleteId: string; proId: string }): Promise<string>;
  dispose?(): Promise<void>;
}

export interface VideosSubject {
  readonly videos: VideoLibrary;
  readonly notifications: NotificationRepository;
  readonly harness: VideosContractHarness;
}

/** A JPEG thumbnail as the browser draws it (the bytes need not be a real picture here). */
export const aThumbnail = (): VideoThumbnail => ({ bytes: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9])], { type: 'image/jpeg' }), type: 'image/jpeg' });

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
    let videos: VideoLibrary;
    let notifications: NotificationRepository;
    let harness: VideosContractHarness;

    beforeEach(async () => {
      ({ videos, notifications, harness } = await makeSubject());
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
      expect(refusal(await videos.find(video.id))).toEqual(dataErrors.notSignedIn());
    });

    it('Issue 10.7: admins list videos needing repair and mark one failed with a note; others are refused', async () => {
      const owner = await harness.actAs('athlete');
      const broken = await uploaded(aClip('broken.mp4', 1_000));
      await videos.recordFacts(broken.id, { decodable: false });
      const fine = await uploaded(aClip('fine.mp4', 1_000));
      await videos.recordFacts(fine.id, decodable, aThumbnail());
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

    it('Issue 10.3: the thumbnail is stored beside the clip; the owner, the assigned pro and admins see it, another athlete does not', async () => {
      const pro = await harness.actAs('pro');
      const owner = await harness.actAs('athlete');
      const video = await uploaded();
      const recorded = await videos.recordFacts(video.id, decodable, aThumbnail());
      expect(recorded.ok && recorded.value).toMatchObject({ status: 'ready', thumbnailPath: videoThumbnailPath({ ownerId: owner, id: video.id }) });
      const own = await videos.thumbnailUrl(video.id);
      expect(own.ok && typeof own.value).toBe('string');
      const ownList = await videos.thumbnailUrls([video.id]);
      expect(ownList.ok && [...ownList.value.keys()]).toEqual([video.id]);

      // Before the submission is paid, the pro sees nothing of the clip.
      await harness.actAgainAs(pro);
      expect((await videos.thumbnailUrl(video.id)).ok).toBe(false);
      await harness.paidSubmission({ videoId: video.id, athleteId: owner, proId: pro });
      await harness.actAgainAs(pro);
      const assigned = await videos.thumbnailUrl(video.id);
      expect(assigned.ok && typeof assigned.value).toBe('string');
      const assignedList = await videos.thumbnailUrls([video.id]);
      expect(assignedList.ok && assignedList.value.has(video.id)).toBe(true);

      await harness.actAs('admin');
      const admin = await videos.thumbnailUrl(video.id);
      expect(admin.ok && typeof admin.value).toBe('string');

      await harness.actAs('athlete');
      const stranger = await videos.thumbnailUrl(video.id);
      expect(stranger.ok ? 'shown' : stranger.error.reason).toBe('not-found');
      const strangerList = await videos.thumbnailUrls([video.id]);
      expect(strangerList.ok && strangerList.value.size).toBe(0);
    });

    it('Issue 10.7: an admin re-reads the metadata of a needs_repair video: it becomes ready with a thumbnail and leaves the repair list; a non-admin is refused', async () => {
      const owner = await harness.actAs('athlete');
      const broken = await uploaded(aClip('broken.mp4', 1_000));
      await videos.recordFacts(broken.id, { decodable: false });
      const byOwner = await videos.repairMetadata(broken.id, decodable, aThumbnail());
      expect(byOwner.ok ? 'repaired' : byOwner.error.reason).toBe('forbidden');

      await harness.actAs('admin');
      const listed = await videos.listRepairCases();
      const found = listed.ok ? listed.value.find((c) => c.video.id === broken.id) : undefined;
      expect(found?.owner).toMatchObject({ id: owner, name: 'athlete Tester' });
      const still = await videos.repairMetadata(broken.id, { decodable: false });
      expect(still.ok ? 'repaired' : still.error.reason).toBe('invalid');
      const repaired = await videos.repairMetadata(broken.id, decodable, aThumbnail());
      expect(repaired.ok && repaired.value).toMatchObject({ status: 'ready', durationS: 12.5, thumbnailPath: videoThumbnailPath({ ownerId: owner, id: broken.id }) });
      const after = await videos.listRepairCases();
      expect(after.ok && after.value.map((c) => c.video.id)).not.toContain(broken.id);
      const shown = await videos.thumbnailUrl(broken.id);
      expect(shown.ok && typeof shown.value).toBe('string');

      await harness.actAgainAs(owner);
      const seen = await videos.find(broken.id);
      expect(seen.ok && seen.value.status).toBe('ready');
      const cases = await videos.listRepairCases();
      expect(cases.ok ? 'listed' : cases.error.reason).toBe('forbidden');
    });

    it('Issue 10.7: the repair list names the submissions carrying each video', async () => {
      const pro = await harness.actAs('pro');
      const owner = await harness.actAs('athlete');
      const broken = await uploaded(aClip('broken.mp4', 1_000));
      await videos.recordFacts(broken.id, { decodable: false });
      const submission = await harness.paidSubmission({ videoId: broken.id, athleteId: owner, proId: pro });
      await harness.actAs('admin');
      const listed = await videos.listRepairCases();
      expect(listed.ok && listed.value.find((c) => c.video.id === broken.id)?.submissionIds).toEqual([submission]);
    });

    it('Issue 10.7: marking a video failed notifies its owner with the note', async () => {
      const owner = await harness.actAs('athlete');
      const broken = await uploaded(aClip('broken.mp4', 1_000));
      await videos.recordFacts(broken.id, { decodable: false });
      await harness.actAs('admin');
      const marked = await videos.markFailed(broken.id, 'The file is not a video we can play.');
      expect(marked.ok).toBe(true);

      await harness.actAgainAs(owner);
      const inbox = await notifications.listMine();
      expect(inbox.ok && inbox.value.map((n) => ({ title: n.title, body: n.body, link: n.link }))).toEqual([
        {
          title: 'We could not repair your video',
          body: 'Your clip "broken.mp4" could not be repaired. Note from the ClipCoach team: The file is not a video we can play.',
          link: '/submissions',
        },
      ]);
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

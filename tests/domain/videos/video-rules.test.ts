import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/domain/shared/actor';
import {
  cancelVideoUpload,
  continuedUpload,
  canReadVideo,
  checkVideoFile,
  DEFAULT_UPLOAD_SETTINGS,
  finishVideoUpload,
  formatBytes,
  GIB,
  markVideoFailed,
  needsRepair,
  repairVideoMetadata,
  startVideoUpload,
  thumbnailTime,
  type Video,
} from '../../../src/domain/videos/video';

const NOW = Date.parse('2026-03-05T12:00:00.000Z');
const owner: Actor = { id: 'athlete-1', isAdmin: false };
const admin: Actor = { id: 'admin-1', isAdmin: true };

const uploading = (): Video => {
  const started = startVideoUpload({ id: 'v1', file: { name: 'my serve.mp4', type: 'video/mp4', size: 10_000_000 } }, owner, NOW);
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
};
const facts = { decodable: true as const, durationS: 12.5, width: 1920, height: 1080, thumbnailPath: 'athlete-1/v1.thumb.jpg' };

describe('the pre-upload check: nothing is sent for a file the bucket refuses', () => {
  it('refuses a text file, an image, an unsupported video format, an empty and an oversize file, with a clear message', () => {
    expect(checkVideoFile({ name: 'notes.txt', type: 'text/plain', size: 100 })).toBe('"notes.txt" is not a video. Choose a video in MP4, MOV, WebM or M4V format.');
    expect(checkVideoFile({ name: 'photo.jpg', type: 'image/jpeg', size: 100 })).toBe('"photo.jpg" is an image, not a video. Choose a video in MP4, MOV, WebM or M4V format.');
    expect(checkVideoFile({ name: 'clip.avi', type: 'video/x-msvideo', size: 100 })).toBe('"clip.avi" is a video format we cannot take. Choose a video in MP4, MOV, WebM or M4V format.');
    expect(checkVideoFile({ name: 'empty.mp4', type: 'video/mp4', size: 0 })).toBe('"empty.mp4" is empty.');
    expect(checkVideoFile({ name: 'long.mp4', type: 'video/mp4', size: 2 * GIB + 1 })).toBe(
      '"long.mp4" is larger than 2 GB, the most a video can be. Trim the clip and try again.',
    );
  });

  it('accepts a video at the limit, takes the type from the extension when the browser gives none, and follows the settings', () => {
    expect(DEFAULT_UPLOAD_SETTINGS.maxUploadBytes).toBe(2 * 1024 ** 3);
    expect(checkVideoFile({ name: 'serve.mp4', type: 'video/mp4', size: 2 * GIB })).toBeNull();
    expect(checkVideoFile({ name: 'serve.MOV', type: '', size: 100 })).toBeNull();
    expect(checkVideoFile({ name: 'serve.webm', type: 'video/webm;codecs=vp9', size: 100 })).toBeNull();
    expect(checkVideoFile({ name: 'serve', type: '', size: 100 })).toBe('"serve" is not a video. Choose a video in MP4, MOV, WebM or M4V format.');
    const small = { maxUploadBytes: 500 * 1024 ** 2, allowedVideoTypes: ['video/*'] };
    expect(checkVideoFile({ name: 'clip.avi', type: 'video/x-msvideo', size: 100 }, small)).toBeNull();
    expect(checkVideoFile({ name: 'big.mp4', type: 'video/mp4', size: 600 * 1024 ** 2 }, small)).toBe(
      '"big.mp4" is larger than 500 MB, the most a video can be. Trim the clip and try again.',
    );
  });

  it('an upload starts only for a signed-in owner with a file that passes', () => {
    expect(uploading()).toMatchObject({ ownerId: 'athlete-1', bucket: 'videos', path: 'athlete-1/v1-my_serve.mp4', status: 'uploading', mimeType: 'video/mp4', durationS: null });
    expect(startVideoUpload({ id: 'v2', file: { name: 'a.txt', type: 'text/plain', size: 3 } }, owner, NOW)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(startVideoUpload({ id: 'v3', file: { name: 'a.mp4', type: 'video/mp4', size: 3 } }, null, NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });

  it('formats sizes in binary units', () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(500 * 1024 ** 2), formatBytes(2 * GIB)]).toEqual(['512 bytes', '1.5 KB', '500 MB', '2 GB']);
  });
});

describe('video facts and repair', () => {
  it('a decoded upload is ready with its facts; one that claims a video type but cannot be decoded is kept and marked needs_repair', () => {
    expect(finishVideoUpload(uploading(), facts, owner)).toMatchObject({ ok: true, value: { status: 'ready', durationS: 12.5, width: 1920, thumbnailPath: 'athlete-1/v1.thumb.jpg' } });
    const broken = finishVideoUpload(uploading(), { decodable: false }, owner);
    expect(broken).toMatchObject({ ok: true, value: { status: 'needs_repair', path: 'athlete-1/v1-my_serve.mp4', sizeBytes: 10_000_000, durationS: null } });
    expect(finishVideoUpload(uploading(), { ...facts, durationS: Number.POSITIVE_INFINITY }, owner)).toMatchObject({ ok: true, value: { status: 'needs_repair' } });
  });

  it('only the owner finishes an upload, once', () => {
    expect(finishVideoUpload(uploading(), facts, { id: 'someone', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'not-found' } });
    expect(finishVideoUpload(uploading(), facts, admin)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    const done = finishVideoUpload(uploading(), facts, owner);
    expect(done.ok && finishVideoUpload(done.value, facts, owner)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
  });

  it('Issue 10.2 only the owner cancels an upload, and only while it is uploading', () => {
    const video = uploading();
    expect(cancelVideoUpload(video, owner)).toEqual({ ok: true, value: video });
    expect(cancelVideoUpload(video, { id: 'athlete-2', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'not-found' } });
    expect(cancelVideoUpload(video, admin)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(cancelVideoUpload(video, null)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    const finished = finishVideoUpload(video, facts, owner);
    if (!finished.ok) throw new Error(finished.error.message);
    expect(cancelVideoUpload(finished.value, owner)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
  });

  it('lists failed, needs_repair and finished videos missing a duration or thumbnail; not a healthy one nor one still uploading', () => {
    const base = { status: 'ready' as const, durationS: 10, thumbnailPath: 't.jpg' };
    expect(needsRepair(base)).toBe(false);
    expect(needsRepair({ ...base, status: 'uploading', durationS: null, thumbnailPath: null })).toBe(false);
    expect(needsRepair({ ...base, status: 'failed' })).toBe(true);
    expect(needsRepair({ ...base, status: 'needs_repair' })).toBe(true);
    expect(needsRepair({ ...base, durationS: null })).toBe(true);
    expect(needsRepair({ ...base, thumbnailPath: null })).toBe(true);
  });

  it('an admin re-reads metadata (ready again) or marks a video failed with a note; nobody else may', () => {
    const broken = finishVideoUpload(uploading(), { decodable: false }, owner);
    if (!broken.ok) throw new Error('setup');
    expect(repairVideoMetadata(broken.value, facts, admin)).toMatchObject({ ok: true, value: { status: 'ready', durationS: 12.5 } });
    expect(repairVideoMetadata(broken.value, { decodable: false }, admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(repairVideoMetadata(broken.value, facts, owner)).toMatchObject({ ok: false, error: { reason: 'forbidden', message: 'Only administrators can do that.' } });
    expect(markVideoFailed(broken.value, 'short', admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(markVideoFailed(broken.value, '  The file is not a video; please upload again.  ', admin)).toMatchObject({
      ok: true,
      value: { status: 'failed', repairNote: 'The file is not a video; please upload again.' },
    });
    expect(markVideoFailed(broken.value, 'The file is not a video at all.', owner)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });

  it('the thumbnail is the frame at 10 % of the clip (0 when the duration is unknown)', () => {
    expect(thumbnailTime(12.5)).toBeCloseTo(1.25);
    expect(thumbnailTime(60)).toBe(6);
    expect(thumbnailTime(null)).toBe(0);
    expect(thumbnailTime(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('its owner, admins and the assigned pro read a video; nobody else', () => {
    const video = uploading();
    expect(canReadVideo(video, owner, [])).toBe(true);
    expect(canReadVideo(video, admin, [])).toBe(true);
    expect(canReadVideo(video, { id: 'pro-1', isAdmin: false }, ['pro-1'])).toBe(true);
    expect(canReadVideo(video, { id: 'pro-2', isAdmin: false }, ['pro-1'])).toBe(false);
    expect(canReadVideo(video, null, ['pro-1'])).toBe(false);
  });
});

describe('the same file picked again (a reload, a closed tab)', () => {
  const fresh = (): Video => ({ ...uploading(), id: 'v2', path: 'athlete-1/v2/my serve.mp4' });

  it('Issue 10 continues the owner’s unfinished upload of it', () => {
    const previous = uploading();
    expect(continuedUpload(fresh(), previous)).toBe(previous);
  });

  it('Issue 10 starts afresh when there is none, it is another person’s, or it has finished or failed', () => {
    const start = fresh();
    expect(continuedUpload(start, null)).toBe(start);
    expect(continuedUpload(start, { ...uploading(), ownerId: 'someone-else' })).toBe(start);
    expect(continuedUpload(start, { ...uploading(), status: 'ready' })).toBe(start);
    expect(continuedUpload(start, { ...uploading(), status: 'failed' })).toBe(start);
  });
});

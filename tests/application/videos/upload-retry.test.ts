import { describe, expect, it } from 'vitest';
import type { UploadEvent } from '../../../src/application/ports/video-repository.port';
import { backOff, DEFAULT_UPLOAD_RETRY_DELAYS_MS } from '../../../src/application/videos/upload-retry-policy';
import { createInMemoryVideos } from '../../../src/adapters/memory/in-memory-videos.fake';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { aClip } from '../../contract/videos.contract';

const owner = { id: 'athlete-1', isAdmin: false };

describe('Upload retries: a dropped connection is retried with back-off on the clock', () => {
  it('Issue 10.2 the policy waits longer each time, then gives up', () => {
    const policy = backOff([1_000, 3_000]);
    expect([1, 2, 3].map((n) => policy.delayBefore(n))).toEqual([1_000, 3_000, null]);
    expect(backOff().delayBefore(1)).toBe(DEFAULT_UPLOAD_RETRY_DELAYS_MS[0]);
  });

  it('Issue 10.2 two dropped chunk writes: "retrying" after 1 s then 3 s, and the upload finishes with every byte sent once', async () => {
    const clock = new VirtualClock();
    const { tables, repository } = createInMemoryVideos(clock, () => owner, undefined, 1_000);
    tables.dropConnections(2);
    const started = await repository.startUpload(aClip('serve.mp4', 3_500));
    if (!started.ok) throw new Error(started.error.message);
    const events: UploadEvent[] = [];
    started.value.subscribe((event) => events.push(event));

    await clock.advanceBy(0);
    expect(events.filter((e) => e.kind === 'retrying')).toEqual([{ kind: 'retrying', attempt: 1, retryInMs: 1_000 }]);
    await clock.advanceBy(999);
    expect(events.filter((e) => e.kind === 'retrying')).toHaveLength(1);
    await clock.advanceBy(1);
    expect(events.filter((e) => e.kind === 'retrying').at(-1)).toEqual({ kind: 'retrying', attempt: 2, retryInMs: 3_000 });
    expect(events.some((e) => e.kind === 'done')).toBe(false);
    await clock.advanceBy(3_000);
    expect(events.at(-1)?.kind).toBe('done');
    expect(tables.bytesReceived).toBe(3_500);
  });

  it('Issue 10.2 past the last retry the upload fails and says how to resume', async () => {
    const clock = new VirtualClock();
    const { tables, repository } = createInMemoryVideos(clock, () => owner, undefined, 1_000);
    tables.dropConnections(100);
    const started = await repository.startUpload(aClip('serve.mp4', 1_500));
    if (!started.ok) throw new Error(started.error.message);
    const events: UploadEvent[] = [];
    started.value.subscribe((event) => events.push(event));
    await clock.advanceBy(DEFAULT_UPLOAD_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    const last = events.at(-1);
    expect(last?.kind).toBe('failed');
    expect(last?.kind === 'failed' && last.error.message).toMatch(/Pick the same file again to resume/);
    expect(events.filter((e) => e.kind === 'retrying')).toHaveLength(DEFAULT_UPLOAD_RETRY_DELAYS_MS.length);
  });

  it('Issue 10.2 pause stops after the chunk in flight; resume sends the rest, nothing twice', async () => {
    const clock = new VirtualClock();
    const { tables, repository } = createInMemoryVideos(clock, () => owner, undefined, 1_000);
    const started = await repository.startUpload(aClip('serve.mp4', 5_000));
    if (!started.ok) throw new Error(started.error.message);
    const upload = started.value;
    upload.subscribe((e) => e.kind === 'progress' && e.progress.bytesSent === 2_000 && upload.pause());
    await clock.advanceBy(0);
    expect(tables.bytesReceived).toBe(2_000);
    const done = new Promise<UploadEvent>((resolve) => upload.subscribe((e) => e.kind === 'done' && resolve(e)));
    upload.resume();
    await done;
    expect(tables.bytesReceived).toBe(5_000);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TYPES } from '../../../src/application/ports/tokens';
import { createTestWorld, renderApp, seedAccount, type TestWorld } from '../../support/test-app';
import { signedIn } from '../drivers';
import { aPro } from '../../support/pro-mother';

const settle = (world: TestWorld, ms = 0) => act(() => world.clock.advanceBy(ms));

/** The repair list's item for `name`, letting virtual time pass while the admin check and the lazy page load. */
async function repairItem(world: TestWorld, name: string): Promise<HTMLElement> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const item = screen.queryByRole('listitem', { name });
    if (item) return item;
    await settle(world, 500);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return screen.findByRole('listitem', { name });
}

/**
 * Sam uploads a clip for Coach Carla through the upload use case (facts and thumbnail read while
 * it is sent) and takes the draft to checkout; returns the submission and video ids, acting as Sam.
 */
async function samsClipForCarla(world: TestWorld, decodable = true) {
  const pro = signedIn(world, { email: 'carla@example.com', first_name: 'Carla', last_name: 'Coach' });
  world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4000, turnaroundHours: 48 }));
  signedIn(world, { email: 'sam@example.com', first_name: 'Sam', last_name: 'Sprinter' });
  await settle(world, 100);
  const draft = await world.backend.journey.submissions.createDraft(pro.user.id, { sport: 'Tennis', tier: 'standard', question: 'Is my serve toss too far forward?' });
  if (!draft.ok) throw new Error(draft.error.message);
  if (!decodable) world.videoFacts.answer = { decodable: false };
  const started = await world.get(TYPES.UploadClip).execute(new File([new Uint8Array(8 * 1024)], 'serve.mp4', { type: 'video/mp4' }));
  if (!started.ok) throw new Error(started.error.message);
  const done = new Promise<void>((resolve) => started.value.upload.subscribe((event) => event.kind === 'done' && resolve()));
  await settle(world, 1_000);
  await done;
  await started.value.recorded;
  const video = await world.backend.videos.find(started.value.upload.video.id);
  if (!video.ok) throw new Error(video.error.message);
  const checkout = await world.backend.journey.submissions.act(draft.value.id, { type: 'start_checkout', videoId: video.value.id });
  if (!checkout.ok) throw new Error(checkout.error.message);
  return { submissionId: draft.value.id, video: video.value };
}

describe('Issue 10 thumbnails on /submissions', () => {
  it('each submission shows its clip’s thumbnail: a lazy, sized picture with a meaningful alt', async () => {
    const world = createTestWorld();
    const { video } = await samsClipForCarla(world);
    expect(video.thumbnailPath).toBe(`${video.ownerId}/${video.id}.thumb.jpg`);
    renderApp(world, '/submissions');
    const list = await screen.findByRole('list', { name: 'Submissions' });
    const thumbnail = await within(list).findByRole('img', { name: 'Thumbnail of your Tennis clip for Coach Carla' });
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('width', '128');
    expect(thumbnail).toHaveAttribute('height', '72');
    expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);
  });

  it('a clip the browser could not read has no thumbnail, and the list shows no broken picture', async () => {
    const world = createTestWorld();
    await samsClipForCarla(world, false);
    renderApp(world, '/submissions');
    const list = await screen.findByRole('list', { name: 'Submissions' });
    expect(within(list).getByText('Coach Carla')).toBeInTheDocument();
    expect(within(list).queryByRole('img')).toBeNull();
  });
});

describe('Issue 10 /admin/video-repair', () => {
  async function asAdmin(world: TestWorld) {
    const admin = seedAccount(world, { email: 'root@example.com', profileIsAdmin: true, is_admin: true });
    world.backend.auth.startSessionFor(admin.email);
    await settle(world, 100);
  }

  it('R2.4 shows the owner by name and e-mail and links the submission; "Re-read metadata" says plainly when the file is still unreadable, and a readable one leaves the list', async () => {
    const world = createTestWorld();
    const { submissionId } = await samsClipForCarla(world, false);
    await asAdmin(world);
    renderApp(world, '/admin/video-repair');
    const item = await repairItem(world, 'serve.mp4');
    expect(within(item).getByText('Owner: Sam Sprinter (sam@example.com)')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: `#${submissionId.slice(0, 8)}` })).toHaveAttribute('href', `/submissions/${submissionId}`);

    const user = userEvent.setup({ delay: null });
    await user.click(within(item).getByRole('button', { name: 'Re-read metadata' }));
    await settle(world);
    expect(await screen.findByText(/^Still unreadable: this browser could not read "serve\.mp4" either/)).toBeInTheDocument();
    expect(world.fileDownloader.asked).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'serve.mp4' })).toBeInTheDocument();

    world.videoFacts.answer = { decodable: true, durationS: 4, width: 640, height: 360, thumbnailPath: null };
    await user.click(within(screen.getByRole('listitem', { name: 'serve.mp4' })).getByRole('button', { name: 'Re-read metadata' }));
    await settle(world);
    expect(await screen.findByText('"serve.mp4" was read again and is ready: it left the list.')).toBeInTheDocument();
    expect(await screen.findByText('Every video is in order')).toBeInTheDocument();
    expect([...world.backend.videoTables.rows.values()][0]).toMatchObject({ status: 'ready', duration_s: 4 });
  });

  it('"Mark failed" with a note tells the owner', async () => {
    const world = createTestWorld();
    const { video } = await samsClipForCarla(world, false);
    await asAdmin(world);
    renderApp(world, '/admin/video-repair');
    const item = await repairItem(world, 'serve.mp4');
    const user = userEvent.setup({ delay: null });
    await user.click(within(item).getByRole('button', { name: 'Mark failed' }));
    await user.type(within(item).getByLabelText('Note to the owner of serve.mp4'), 'The file is not a video we can play.');
    await user.click(within(item).getByRole('button', { name: 'Mark failed and tell the owner' }));
    await settle(world);
    expect(await screen.findByText('"serve.mp4" is marked failed; Sam Sprinter has been told.')).toBeInTheDocument();
    expect(world.backend.pros.notifications.filter((n) => n.userId === video.ownerId).map((n) => n.title)).toEqual(['We could not repair your video']);
  });
});

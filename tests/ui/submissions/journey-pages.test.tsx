import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestWorld, currentPath, renderApp, type TestWorld } from '../../support/test-app';
import { findPageHeading, signedIn } from '../drivers';
import { aPro } from '../../support/pro-mother';
import { formatBytes } from '../../../src/domain/videos/video';

const settle = (world: TestWorld, ms = 0) => act(() => world.clock.advanceBy(ms));

/** A listed tennis pro at $40 with a 48 h turnaround, and a signed-in athlete. */
async function athleteAndPro(world: TestWorld) {
  const pro = signedIn(world, { email: 'carla@example.com', first_name: 'Carla', last_name: 'Coach' });
  world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', sports: ['Tennis', 'Golf'], priceCents: 4000, turnaroundHours: 48 }));
  const athlete = signedIn(world, { email: 'sam@example.com', first_name: 'Sam', last_name: 'Sprinter' });
  await settle(world, 100);
  return { proId: pro.user.id, athleteId: athlete.user.id };
}

/** A submission of the athlete to the pro, awaiting payment, its ready video attached (service rights). */
function awaitingPayment(world: TestWorld, athleteId: string, proId: string): string {
  const id = 'sub-1';
  world.backend.pros.submissionTables.seed({ id, athlete_id: athleteId, pro_id: proId, status: 'awaiting_payment', paid: false });
  return id;
}

describe('/upload-start', () => {
  it('"Request analysis" keeps the pro; a sport, the express tier and a question create the priced draft and lead to the upload', async () => {
    const world = createTestWorld();
    const { proId, athleteId } = await athleteAndPro(world);
    const { router } = renderApp(world, `/upload-start?pro=${proId}`);
    await findPageHeading('Upload a clip');
    const user = userEvent.setup({ delay: null });

    await user.selectOptions(await screen.findByLabelText('Sport'), 'Tennis');
    await user.click(screen.getByRole('radio', { name: /^Express: \$60\.00/ }));
    await user.type(screen.getByLabelText('Your question'), 'Short');
    await user.click(screen.getByRole('button', { name: 'Continue to upload' }));
    expect(await screen.findByText('Your question needs at least 10 characters.')).toBeInTheDocument();
    expect(world.backend.pros.submissionTables.submissions.size).toBe(0);

    await user.type(screen.getByLabelText('Your question'), ' is my serve toss too far forward?');
    await user.click(screen.getByRole('button', { name: 'Continue to upload' }));
    await settle(world);
    const [draft] = [...world.backend.pros.submissionTables.submissions.values()];
    expect(draft).toMatchObject({ athleteId, proId, sport: 'Tennis', tier: 'express', status: 'draft', priceCents: 6000, platformFeeCents: 600 });
    expect(currentPath(router)).toBe(`/upload?submission=${draft!.id}`);
  });

  it('keeps the choices in the address, so a reload or a sign-in keeps them', async () => {
    const world = createTestWorld();
    const { proId } = await athleteAndPro(world);
    const { router } = renderApp(world, `/upload-start?pro=${proId}`);
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Sport'), 'Golf');
    await user.click(screen.getByRole('radio', { name: /^Express/ }));
    expect(currentPath(router)).toBe(`/upload-start?pro=${proId}&sport=Golf&tier=express`);
  });

  it('Issue 13 without a pro, offers the top-rated verified pros as cards to choose from (the first of three steps), and a link, within its sentence, to browse them all', async () => {
    const world = createTestWorld();
    const { proId } = await athleteAndPro(world);
    const { router } = renderApp(world, '/upload-start');
    const steps = await screen.findByRole('list', { name: 'Steps of your request' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['1. Pro and question', '2. Your clip', '3. Payment']);
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('1. Pro and question');
    const card = within(screen.getByRole('list', { name: 'Top-rated verified pros' })).getByRole('listitem');
    expect(card).toHaveTextContent('Coach Carla');
    expect(card).toHaveTextContent('$40.00');
    const browse = screen.getByRole('link', { name: 'browse every pro' });
    expect(browse.parentElement).toHaveTextContent('Or browse every pro and use “Request analysis” on their page.');
    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('link', { name: 'Choose Coach Carla' }));
    expect(currentPath(router)).toBe(`/upload-start?pro=${proId}`);
    expect(await screen.findByLabelText('Your question')).toBeInTheDocument();
  });

  it('Issue 13 without a pro, the link to browse every pro leads to /pros', async () => {
    const world = createTestWorld();
    await athleteAndPro(world);
    const { router } = renderApp(world, '/upload-start');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: 'browse every pro' }));
    expect(currentPath(router)).toBe('/pros');
  });
});

describe('/checkout', () => {
  it('shows the order summary and pays once with the test card, then goes to /payment-success; the pro is told', async () => {
    const world = createTestWorld();
    const { proId, athleteId } = await athleteAndPro(world);
    const id = awaitingPayment(world, athleteId, proId);
    const { router } = renderApp(world, `/checkout?submission=${id}`);
    const summary = await screen.findByLabelText('Order summary');
    expect(within(summary).getByText('$45.00')).toBeInTheDocument();
    expect(within(summary).getByText('$4.50')).toBeInTheDocument();
    expect(within(summary).getByText('$49.50')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry'), '12/39');
    await user.type(screen.getByLabelText('CVC'), '123');
    const pay = screen.getByRole('button', { name: 'Pay $49.50' });
    await user.click(pay);
    await settle(world);
    expect(currentPath(router)).toBe(`/payment-success?submission=${id}`);
    expect(world.backend.pros.submissionTables.submissions.get(id)?.status).toBe('submitted');
    expect(world.backend.pros.submissionTables.paymentsOf(id).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(world.backend.pros.notifications.some((n) => n.userId === proId && n.link === `/submissions/${id}`)).toBe(true);
  });

  it('a declined card says "Your card was declined.", charges nothing and leaves the order to pay later', async () => {
    const world = createTestWorld();
    const { proId, athleteId } = await athleteAndPro(world);
    const id = awaitingPayment(world, athleteId, proId);
    renderApp(world, `/checkout?submission=${id}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry'), '12/39');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await settle(world);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(world.backend.pros.submissionTables.submissions.get(id)?.status).toBe('awaiting_payment');
    expect(world.backend.pros.submissionTables.paymentsOf(id).some((p) => p.status === 'succeeded')).toBe(false);
  });

  it('a malformed card gets a message beside the field and nothing is sent', async () => {
    const world = createTestWorld();
    const { proId, athleteId } = await athleteAndPro(world);
    const id = awaitingPayment(world, athleteId, proId);
    renderApp(world, `/checkout?submission=${id}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Card number'), '1234');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(world.backend.pros.submissionTables.paymentsOf(id)).toEqual([]);
  });
});

describe('/submissions', () => {
  it('lists the athlete\'s own submissions with their status, filters by status, and leads to the next step when empty', async () => {
    const world = createTestWorld();
    const { proId, athleteId } = await athleteAndPro(world);
    awaitingPayment(world, athleteId, proId);
    const { router } = renderApp(world, '/submissions');
    const list = await screen.findByRole('list', { name: 'Submissions' });
    expect(within(list).getByText('Coach Carla')).toBeInTheDocument();
    expect(within(list).getByText(/Awaiting payment/)).toBeInTheDocument();
    // What the athlete asked, so a list of several tells them apart.
    expect(within(list).getByText('Is my serve toss too far forward?')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Status'), 'delivered');
    await settle(world);
    expect(currentPath(router)).toBe('/submissions?status=delivered');
    expect(await screen.findByText('No submissions with the status "Delivered"')).toBeInTheDocument();
  });

  it('an athlete with nothing yet is invited to upload a clip', async () => {
    const world = createTestWorld();
    await athleteAndPro(world);
    renderApp(world, '/submissions');
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a clip' })).toHaveAttribute('href', '/upload-start');
  });
});

describe('/submissions/:submissionId', () => {
  it('someone who may not read it gets the not-found page, from the backend\'s answer', async () => {
    const world = createTestWorld();
    const { proId, athleteId } = await athleteAndPro(world);
    const id = awaitingPayment(world, athleteId, proId);
    signedIn(world, { email: 'mallory@example.com' });
    await settle(world, 100);
    renderApp(world, `/submissions/${id}`);
    await findPageHeading('Submission');
    await settle(world, 1_000); // the query layer tries a failed read once more (R9.14)
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
  });
});

describe('/upload', () => {
  async function aDraft(world: TestWorld): Promise<string> {
    const { proId } = await athleteAndPro(world);
    const draft = await world.backend.journey.submissions.createDraft(proId, { sport: 'Tennis', tier: 'standard', question: 'Is my serve toss too far forward?' });
    if (!draft.ok) throw new Error(draft.error.message);
    return draft.value.id;
  }

  it('a text file or an image is refused beside the field before a byte is sent', async () => {
    const world = createTestWorld();
    const id = await aDraft(world);
    renderApp(world, `/upload?submission=${id}`);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(await screen.findByLabelText('Video file'), new File(['just text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/"notes\.txt" is not a video/)).toBeInTheDocument();
    expect(screen.getByLabelText('Video file')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Video file')).toHaveAccessibleDescription(/^or drop the file here "notes\.txt" is not a video/);
    expect(world.backend.videoTables.rows.size).toBe(0);
    expect(world.videoFacts.asked).toEqual([]);
  });

  it('uploads the clip, reads its facts, then "Continue to checkout" attaches it and opens the checkout', async () => {
    const world = createTestWorld();
    const id = await aDraft(world);
    const { router } = renderApp(world, `/upload?submission=${id}`);
    const user = userEvent.setup({ delay: null });
    await user.upload(await screen.findByLabelText('Video file'), new File([new Uint8Array(64 * 1024)], 'serve.mp4', { type: 'video/mp4' }));
    await settle(world);
    expect(await screen.findByText('Your clip is uploaded', {}, { timeout: 4_000 })).toBeInTheDocument();
    const [video] = [...world.backend.videoTables.rows.values()];
    expect(video).toMatchObject({ file_name: 'serve.mp4', status: 'ready', duration_s: 3, width: 320, height: 180 });
    // The card says what was stored: the file, its size, its length and its picture's size.
    expect(await screen.findByText(`serve.mp4 · ${formatBytes(64 * 1024)} · 3.0 s · 320 × 180`)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Thumbnail of serve.mp4' })).toBeInTheDocument();
    // The emptied file input ("No file chosen") says what became of the clip, and how to send another instead.
    expect(screen.getByLabelText('Video file')).toHaveAccessibleDescription('serve.mp4 is uploaded. To send another clip instead, choose or drop it here.');

    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await settle(world);
    expect(currentPath(router)).toBe(`/checkout?submission=${id}`);
    expect(world.backend.pros.submissionTables.submissions.get(id)).toMatchObject({ status: 'awaiting_payment', videoId: video!.id });
  });

  it('R2.3 when the last chunk lands before the clip has been read, "Continue to checkout" waits for its facts (it would be refused) and says so', async () => {
    const world = createTestWorld();
    const id = await aDraft(world);
    const release = world.videoFacts.hold();
    const { router } = renderApp(world, `/upload?submission=${id}`);
    const user = userEvent.setup({ delay: null });
    await user.upload(await screen.findByLabelText('Video file'), new File([new Uint8Array(64 * 1024)], 'serve.mp4', { type: 'video/mp4' }));
    await settle(world);
    expect(await screen.findByText('Your clip is uploaded', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByText('Reading the clip: its length, size and thumbnail…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();

    release();
    await settle(world);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeEnabled());
    expect(screen.queryByText('Reading the clip: its length, size and thumbnail…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await settle(world);
    expect(currentPath(router)).toBe(`/checkout?submission=${id}`);
    expect(screen.queryByText('Wait for the upload to finish before checkout.')).not.toBeInTheDocument();
  });
});

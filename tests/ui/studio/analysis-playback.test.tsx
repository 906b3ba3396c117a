import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPES } from '../../../src/application/ports/tokens';
import { ok } from '../../../src/domain/result';
import { FakeVideo } from '../../support/fake-video';
import { aDrawing, someContent } from '../../support/analysis-mother';
import { aPro } from '../../support/pro-mother';
import { createTestWorld, renderApp, type TestWorld } from '../../support/test-app';
import { findPageHeading, person, signedIn, UI_TIMEOUT } from '../drivers';

const settle = (world: TestWorld, ms = 0) => act(() => world.clock.advanceBy(ms));

afterEach(() => vi.restoreAllMocks());

describe('Issue 11 the athlete plays back the delivered analysis on /submissions/:id', () => {
  it('Issue 11 the drawings and comments appear at their times, the summary beside them, a comment click seeks, and nothing is editable', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    const pro = signedIn(world, { email: 'carla@example.com', first_name: 'Carla', last_name: 'Coach' });
    world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', sports: ['Tennis'] }));
    const athlete = signedIn(world, { email: 'sam@example.com', first_name: 'Sam', last_name: 'Sprinter' });
    world.backend.pros.submissionTables.seed({ id: 'sub-1', athlete_id: athlete.user.id, pro_id: pro.user.id, status: 'delivered', paid: true });
    const at = '2026-03-02T10:00:00.000Z';
    world.backend.analyses.analyses.set('sub-1', {
      submissionId: 'sub-1',
      proId: pro.user.id,
      status: 'delivered',
      content: someContent({ drawings: [aDrawing({ range: { start: 2, end: 2.5 } })] }),
      updatedAt: at,
      deliveredAt: at,
    });
    await settle(world, 100);
    vi.spyOn(world.get(TYPES.VideoLibrary), 'playbackUrl').mockResolvedValue(ok('/clip.mp4'));
    renderApp(world, '/submissions/sub-1');
    await findPageHeading('Tennis analysis');
    const video = await screen.findByLabelText('Analysed clip', {}, { timeout: 4_000 });
    const fake = new FakeVideo(video, world.clock, { fps: 30, frameCount: 90 });
    fake.install();
    act(() => fake.loadMetadata());
    await settle(world, 2_000);

    const drawings = () => within(screen.getByRole('group', { name: 'Drawings' })).queryAllByRole('img');
    expect(drawings()).toHaveLength(0);
    fireEvent.change(screen.getByRole('slider', { name: 'Position' }), { target: { value: '60' } });
    await settle(world, 100);
    expect(drawings().map((d) => d.getAttribute('aria-label'))).toEqual(['Line']);
    expect(screen.getByText('A solid serve; move the toss forward and finish higher.')).toBeInTheDocument();
    const markers = within(screen.getByRole('list', { name: 'Markers' })).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(markers).toEqual([expect.stringMatching(/^Comment: Toss the ball/), expect.stringMatching(/^Line drawing at 00:02\.000/)]);

    await person().click(within(screen.getByRole('list', { name: 'Comments' })).getByRole('button', { name: 'Go to 0:01.5' }));
    await settle(world, 100);
    expect(fake.shownFrame).toBe(45);

    expect(screen.queryByRole('application', { name: 'Drawing surface' })).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('Issue 11 a delivered analysis without a clip (the demo\'s sample history) still shows its summary and its comments by time, with nothing to seek', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    const pro = signedIn(world, { email: 'carla@example.com', first_name: 'Carla', last_name: 'Coach' });
    world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', sports: ['Tennis'] }));
    const athlete = signedIn(world, { email: 'sam@example.com', first_name: 'Sam', last_name: 'Sprinter' });
    const tables = world.backend.pros.submissionTables;
    const seeded = tables.seed({ id: 'sub-1', athlete_id: athlete.user.id, pro_id: pro.user.id, status: 'delivered', paid: true });
    tables.submissions.set('sub-1', { ...seeded, videoId: null });
    const at = '2026-03-02T10:00:00.000Z';
    const content = someContent({ drawings: [], comments: [{ id: 'c-2', at: 2.5, text: 'Finish higher.' }, { id: 'c-1', at: 0.5, text: 'Set up square.' }] });
    world.backend.analyses.analyses.set('sub-1', { submissionId: 'sub-1', proId: pro.user.id, status: 'delivered', content, updatedAt: at, deliveredAt: at });
    await settle(world, 100);
    renderApp(world, '/submissions/sub-1');
    await findPageHeading('Tennis analysis');

    expect(await screen.findByText('A solid serve; move the toss forward and finish higher.', {}, { timeout: 4_000 })).toBeInTheDocument();
    const comments = screen.getByRole('list', { name: 'Comments' });
    expect(within(comments).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['0:00.5Set up square.', '0:02.5Finish higher.']);
    expect(within(comments).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Analysed clip')).not.toBeInTheDocument();
  });
});

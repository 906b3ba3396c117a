import { describe, expect, it } from 'vitest';
import { localDraftKey, SAVE_STATE_TEXT, StudioSession, type ReadyStudioState, type StudioState } from '../../../src/application/analysis/studio-session.store';
import { InMemoryKeyValueStore } from '../../../src/adapters/memory/in-memory-key-value-store.fake';
import { createMemoryBackend } from '../../../src/adapters/memory/memory-backend';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { ReadAnalysis } from '../../../src/application/analysis/read-analysis.use-case';
import { drawingsAt } from '../../../src/domain/analysis/drawing';
import { commentsByTime } from '../../../src/domain/analysis/analysis-content';

/** A pro signed in on the memory backend with a paid submission in review, and the studio open on it. */
async function aStudio(options: { status?: 'in_review' | 'submitted' } = {}) {
  const clock = new VirtualClock();
  const backend = createMemoryBackend(clock);
  const signIn = (role: 'pro' | 'athlete') => {
    const email = `${role}-${globalThis.crypto.randomUUID().slice(0, 6)}@example.com`;
    const user = backend.auth.seedUser({ email, password: 'correct-horse-battery', metadata: {} });
    const now = new Date(clock.now()).toISOString();
    backend.profiles.put({ id: user.id, firstName: role, lastName: 'Tester', accountType: role, createdAt: now, updatedAt: now, onboardingCompleted: true, termsAccepted: true, isAdmin: false });
    return { id: user.id, email };
  };
  const athlete = signIn('athlete');
  const pro = signIn('pro');
  backend.auth.startSessionFor(pro.email);
  const submission = backend.submissions.tables.seed({ id: 'sub-1', pro_id: pro.id, athlete_id: athlete.id, status: options.status ?? 'in_review', paid: true });
  const device = new InMemoryKeyValueStore();
  let ids = 0;
  const newSession = () => new StudioSession(backend.analyses, clock, device, () => `id-${++ids}`);
  const session = newSession();
  await session.open(submission.id);
  const ready = (s: StudioState = session.state.value): ReadyStudioState => {
    if (s.status !== 'ready') throw new Error(`the studio is ${s.status}`);
    return s;
  };
  const stored = () => backend.analyses.analyses.get(submission.id) ?? null;
  return { clock, backend, session, device, ready, stored, newSession, submission, athlete, pro };
}

const at = (x: number, y: number) => ({ x, y });

describe('Issue 11 autosave on the Clock', () => {
  it('nothing is saved at 1,999 ms after a change; the draft is saved at 2,000 ms ("Saving…", then "Saved")', async () => {
    const { clock, session, ready, stored, backend } = await aStudio();
    expect(SAVE_STATE_TEXT[ready().save]).toBe('Saved');
    session.addComment(1.5, 'Toss further forward.');
    expect(SAVE_STATE_TEXT[ready().save]).toBe('Saving…');
    await clock.advanceBy(1_999);
    expect(stored()).toBeNull();
    expect(backend.analyses.faults.calls('saveDraft')).toBe(0);
    await clock.advanceBy(1);
    expect(stored()?.content.comments).toEqual([{ id: 'id-1', at: 1.5, text: 'Toss further forward.' }]);
    expect(SAVE_STATE_TEXT[ready().save]).toBe('Saved');
  });

  it('steady editing still saves within 2 s of the first change, not 2 s after the last', async () => {
    const { clock, session, stored } = await aStudio();
    for (let i = 0; i < 4; i++) {
      session.setSummary(`Summary ${i}`);
      await clock.advanceBy(600);
    }
    expect(stored()?.content.summary).toBe('Summary 3');
  });

  it('shows "Saving…" while the save is on its way', async () => {
    const { clock, session, ready, backend } = await aStudio();
    const saves: string[] = [];
    session.state.subscribe({ next: (s) => s.status === 'ready' && saves.push(s.save) });
    session.setSummary('Good serve.');
    await clock.advanceBy(2_000);
    expect(saves).toContain('saving');
    expect(SAVE_STATE_TEXT.saving).toBe('Saving…');
    expect(ready().save).toBe('saved');
    expect(backend.analyses.faults.calls('saveDraft')).toBe(1);
  });

  it('flushes at once when the pro leaves the page, and arms no timer afterwards', async () => {
    const { clock, session, stored } = await aStudio();
    session.setSummary('Leaving now.');
    await clock.advanceBy(500);
    await session.close();
    expect(stored()?.content.summary).toBe('Leaving now.');
    expect(clock.pending).toBe(0);
  });
});

describe('Issue 11 offline draft: kept on this device, sent when the backend is back', () => {
  it('says "Offline — kept on this device" when the backend is out of reach, keeps the draft locally, and resends it', async () => {
    const { clock, session, ready, stored, device, backend, submission } = await aStudio();
    backend.analyses.offline = true;
    session.setSummary('Written on the train.');
    await clock.advanceBy(2_000);
    expect(SAVE_STATE_TEXT[ready().save]).toBe('Offline — kept on this device');
    expect(JSON.parse(device.get(localDraftKey(submission.id))!).content.summary).toBe('Written on the train.');
    await clock.advanceBy(5_000);
    expect(backend.analyses.faults.calls('saveDraft')).toBe(2);
    backend.analyses.offline = false;
    await clock.advanceBy(4_999);
    expect(stored()).toBeNull();
    await clock.advanceBy(1);
    expect(stored()?.content.summary).toBe('Written on the train.');
    expect(ready().save).toBe('saved');
    expect(device.get(localDraftKey(submission.id))).toBeNull();
  });

  it('survives a reload: a new visit opens the draft kept on the device and sends it', async () => {
    const { clock, session, stored, newSession, submission, backend } = await aStudio();
    backend.analyses.offline = true;
    session.addComment(2, 'Knee bend too shallow.');
    await clock.advanceBy(500);
    // The tab reloads before anything reached the backend; the backend is back.
    backend.analyses.offline = false;
    const again = newSession();
    await again.open(submission.id);
    const state = again.state.value as ReadyStudioState;
    expect(state.content.comments.map((c) => c.text)).toEqual(['Knee bend too shallow.']);
    expect(SAVE_STATE_TEXT[state.save]).toBe('Saving…');
    await clock.advanceBy(2_000);
    expect(stored()?.content.comments.map((c) => c.text)).toEqual(['Knee bend too shallow.']);
  });

  it('opens from the device while the backend is down, offline, and sends when it is back', async () => {
    const { clock, session, stored, newSession, submission, backend } = await aStudio();
    session.setSummary('Draft before the outage.');
    backend.analyses.offline = true;
    const again = newSession();
    await again.open(submission.id);
    expect(again.state.value).toMatchObject({ status: 'ready', save: 'offline', content: { summary: 'Draft before the outage.' } });
    backend.analyses.offline = false;
    await clock.advanceBy(5_000);
    expect(stored()?.content.summary).toBe('Draft before the outage.');
  });

  it('a refusal that retrying cannot fix is shown, not retried', async () => {
    const { clock, session, ready, backend } = await aStudio();
    backend.analyses.faults.failNext('saveDraft', dataErrors.conflict('This analysis was delivered and can no longer be changed.'));
    session.setSummary('Too late.');
    await clock.advanceBy(10_000);
    expect(ready().problem).toBe('This analysis was delivered and can no longer be changed.');
    expect(backend.analyses.faults.calls('saveDraft')).toBe(1);
  });
});

describe('Issue 11 studio tools: drawing, Select, Undo and Redo', () => {
  it('draws a line with the chosen colour and width over the default range; undo and redo it', async () => {
    const { session, ready } = await aStudio();
    session.setTool('line');
    session.setStyle({ colour: '#0a84ff', strokeWidth: 8 });
    session.pointerDown(at(0.1, 0.1), 3, 16 / 9);
    session.pointerMove(at(0.4, 0.3));
    session.pointerUp();
    expect(ready().content.drawings).toEqual([
      { id: 'id-1', kind: 'line', points: [at(0.1, 0.1), at(0.4, 0.3)], colour: '#0a84ff', strokeWidth: 8, range: { start: 3, end: 4 } },
    ]);
    expect([ready().canUndo, ready().canRedo]).toEqual([true, false]);
    session.undo();
    expect(ready().content.drawings).toEqual([]);
    session.redo();
    expect(ready().content.drawings).toHaveLength(1);
  });

  it('the angle tool shows its degrees live while dragging the second arm', async () => {
    const { session, ready } = await aStudio();
    session.setTool('angle');
    session.pointerDown(at(0.6, 0.5), 1);
    session.pointerMove(at(0.5, 0.5));
    session.pointerUp();
    session.pointerDown(at(0.5, 0.5), 1);
    session.pointerMove(at(0.5, 0.4));
    expect(ready().liveAngle).toBeCloseTo(90);
    session.pointerUp();
    expect(ready().content.drawings[0]).toMatchObject({ kind: 'angle', points: [at(0.6, 0.5), at(0.5, 0.5), at(0.5, 0.4)] });
    expect(ready().liveAngle).toBeNull();
  });

  it('Select picks the drawing under the pointer, moves it in one undo step, and deletes it', async () => {
    const { session, ready } = await aStudio();
    session.setTool('rectangle');
    session.pointerDown(at(0.2, 0.2), 0);
    session.pointerMove(at(0.4, 0.4));
    session.pointerUp();
    session.setTool('select');
    session.pointerDown(at(0.3, 0.3), 0.5);
    expect(ready().selection).toBe('id-1');
    session.pointerMove(at(0.35, 0.3));
    session.pointerMove(at(0.4, 0.3));
    session.pointerUp();
    expect(ready().content.drawings[0]!.points.map((p) => p.x)).toEqual([expect.closeTo(0.3, 10), expect.closeTo(0.5, 10)]);
    session.undo();
    expect(ready().content.drawings[0]!.points[0]).toEqual(at(0.2, 0.2));
    session.redo();
    session.deleteSelected();
    expect(ready().content.drawings).toEqual([]);
    session.pointerDown(at(0.9, 0.9), 0.5);
    expect(ready().selection).toBeNull();
  });

  it('Issue 13 the arrow keys move the selected drawing as a drag does (stopping at the frame\'s edge); a run of moves is one undo step', async () => {
    const { session, ready } = await aStudio();
    session.setTool('line');
    session.pointerDown(at(0.5, 0.5), 0);
    session.pointerMove(at(0.9, 0.5));
    session.pointerUp();
    session.moveSelected(0.1, 0);
    expect(ready().content.drawings[0]!.points).toEqual([at(0.5, 0.5), at(0.9, 0.5)]);
    session.setTool('select');
    session.select('id-1');
    session.moveSelected(0.05, 0);
    session.moveSelected(0.1, -0.1);
    expect(ready().content.drawings[0]!.points.map((p) => [p.x, p.y])).toEqual([
      [expect.closeTo(0.6, 10), expect.closeTo(0.4, 10)],
      [1, expect.closeTo(0.4, 10)],
    ]);
    session.undo();
    expect(ready().content.drawings[0]!.points).toEqual([at(0.5, 0.5), at(0.9, 0.5)]);
    session.undo();
    expect(ready().content.drawings).toEqual([]);
  });

  it('comments are listed by time; the summary is required to deliver; a delivered analysis is read-only', async () => {
    const { clock, session, ready, backend, submission, athlete } = await aStudio();
    session.addComment(5, 'Later comment.');
    session.addComment(1, 'Earlier comment.');
    expect(ready().comments.map((c) => c.text)).toEqual(['Earlier comment.', 'Later comment.']);
    expect(await session.deliver()).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(ready().problem).toBe('Write a summary before delivering the analysis.');
    session.setSummary('Good base; fix the toss.');
    expect(await session.deliver()).toEqual({ ok: true, value: undefined });
    expect(ready()).toMatchObject({ readOnly: true, analysisStatus: 'delivered', save: 'saved' });
    expect(backend.submissions.tables.submissions.get(submission.id)?.status).toBe('delivered');
    expect(backend.pros.notifications.filter((n) => n.userId === athlete.id).map((n) => n.title)).toContain('Your analysis is ready');
    expect(session.addComment(2, 'One more.')).toMatchObject({ ok: false, error: { reason: 'conflict' } });
    session.setTool('line');
    session.pointerDown(at(0.1, 0.1), 1);
    session.pointerMove(at(0.2, 0.2));
    session.pointerUp();
    expect(ready().content.drawings).toEqual([]);
    await clock.advanceBy(10_000);
  });

  it('the athlete is refused the studio with a clear message', async () => {
    const { backend, athlete, newSession, submission } = await aStudio();
    backend.auth.startSessionFor(backend.auth.userById(athlete.id)!.email);
    const session = newSession();
    await session.open(submission.id);
    expect(session.state.value).toMatchObject({ status: 'refused', reason: 'forbidden', message: 'Only the pro assigned to this submission can work on its analysis.' });
  });
});

describe('Issue 11 the athlete plays back the delivered analysis', () => {
  it('nothing before delivery; afterwards the drawings at their times, the comments by time and the summary', async () => {
    const { clock, session, backend, athlete, pro, submission } = await aStudio();
    session.setTool('arrow');
    session.pointerDown(at(0.2, 0.2), 4);
    session.pointerMove(at(0.3, 0.3));
    session.pointerUp();
    session.addComment(6, 'Finish higher.');
    session.addComment(2, 'Toss forward.');
    session.setSummary('Move the toss forward and finish higher.');
    await clock.advanceBy(2_000);
    const read = new ReadAnalysis(backend.analyses);
    backend.auth.startSessionFor(backend.auth.userById(athlete.id)!.email);
    expect(await read.execute(submission.id)).toMatchObject({ ok: false, error: { reason: 'not-found' } });
    backend.auth.startSessionFor(backend.auth.userById(pro.id)!.email);
    expect(await session.deliver()).toEqual({ ok: true, value: undefined });
    backend.auth.startSessionFor(backend.auth.userById(athlete.id)!.email);
    const played = await read.execute(submission.id);
    if (!played.ok) throw new Error(played.error.message);
    expect(played.value.status).toBe('delivered');
    expect(drawingsAt(played.value.content.drawings, 4.5).map((d) => d.kind)).toEqual(['arrow']);
    expect(drawingsAt(played.value.content.drawings, 5.5)).toEqual([]);
    expect(commentsByTime(played.value.content.comments).map((c) => c.text)).toEqual(['Toss forward.', 'Finish higher.']);
    expect(played.value.content.summary).toBe('Move the toss forward and finish higher.');
  });
});

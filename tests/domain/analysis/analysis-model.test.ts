import { describe, expect, it } from 'vitest';
import {
  addComment,
  commentsByTime,
  editComment,
  editDrawingRange,
  EMPTY_CONTENT,
  moveDrawingIn,
  removeDrawing,
  setCompare,
  setSummary,
  validateContent,
} from '../../../src/domain/analysis/analysis-content';
import { autosaveDecision } from '../../../src/domain/analysis/autosave';
import { angleOf, circleOf, createDrawing, drawingsAt, hitTest, moveDrawing, type Drawing } from '../../../src/domain/analysis/drawing';
import { angleDegrees, formatAngle, formatFramePoint, frameBox, fromFramePoint, KEY_BIG_STEP, KEY_STEP, nudge, toFramePoint } from '../../../src/domain/analysis/geometry';
import { canRedo, canUndo, record, redo, startHistory, undo } from '../../../src/domain/analysis/history';
import { beginSketch, continueSketch, dragSketch, liveAngle, releaseSketch } from '../../../src/domain/analysis/sketch';
import { defaultRange, editRange, visibleAt } from '../../../src/domain/analysis/time-range';
import { aDrawing, someContent } from '../../support/analysis-mother';

const p = (x: number, y: number) => ({ x, y });

describe('Issue 11 angle tool: the angle at the middle point, in degrees', () => {
  it('known triangles: right, equilateral, straight, 45°, and the 3-4-5 triangle', () => {
    expect(angleDegrees(p(1, 0), p(0, 0), p(0, 1))).toBeCloseTo(90, 10);
    expect(angleDegrees(p(0, 0), p(0.5, Math.sqrt(3) / 2), p(1, 0))).toBeCloseTo(60, 10);
    expect(angleDegrees(p(0, 0.5), p(0.5, 0.5), p(1, 0.5))).toBeCloseTo(180, 10);
    expect(angleDegrees(p(1, 0), p(0, 0), p(1, 1))).toBeCloseTo(45, 10);
    // 3-4-5: the angle opposite the side 3 is atan(3/4) = 36.87°.
    expect(angleDegrees(p(0.4, 0), p(0, 0), p(0.4, 0.3))).toBeCloseTo(36.8699, 3);
  });

  it('is measured on the picture: on a 16:9 frame the relative square (0.1, 0.1) is not 45°', () => {
    const aspect = 16 / 9;
    expect(angleDegrees(p(0.1, 0), p(0, 0), p(0.1, 0.1), aspect)).toBeCloseTo((Math.atan(1 / aspect) * 180) / Math.PI, 10);
    expect(angleDegrees(p(0.1, 0.5), p(0.5, 0.5), p(0.5, 0.1), aspect)).toBeCloseTo(90, 10);
  });

  it('has no value until both arms have a length; is shown as whole degrees', () => {
    expect(angleDegrees(p(0.2, 0.2), p(0.2, 0.2), p(0.5, 0.5))).toBeNull();
    expect(formatAngle(89.6)).toBe('90°');
  });

  it('is shown live while dragging: first arm, then the second arm follows the pointer', () => {
    let sketch = beginSketch('angle', p(0.6, 0.5));
    sketch = dragSketch(sketch, p(0.5, 0.5));
    const first = releaseSketch(sketch);
    expect(first.done).toBe(false);
    if (first.done) return;
    expect(liveAngle(first.sketch)).toBeNull();
    sketch = continueSketch(first.sketch, p(0.5, 0.5));
    sketch = dragSketch(sketch, p(0.5, 0.4));
    expect(liveAngle(sketch)).toBeCloseTo(90, 10);
    sketch = dragSketch(sketch, p(0.4, 0.5));
    expect(liveAngle(sketch)).toBeCloseTo(180, 10);
    const done = releaseSketch(sketch);
    expect(done).toEqual({ done: true, points: [p(0.6, 0.5), p(0.5, 0.5), p(0.4, 0.5)] });
  });
});

describe('Issue 11 drawings: kinds, relative coordinates, validation', () => {
  it('every tool makes a drawing from its points; off-frame points, a wrong count, an empty text are refused', () => {
    const base = { id: 'd', colour: '#0a84ff', strokeWidth: 4, range: { start: 0, end: 1 } };
    for (const [kind, points] of [
      ['line', [p(0, 0), p(1, 1)]],
      ['arrow', [p(0.2, 0.2), p(0.4, 0.4)]],
      ['circle', [p(0.5, 0.5), p(0.6, 0.5)]],
      ['rectangle', [p(0.1, 0.1), p(0.3, 0.4)]],
      ['freehand', [p(0.1, 0.1), p(0.2, 0.15), p(0.3, 0.1)]],
      ['angle', [p(0.6, 0.5), p(0.5, 0.5), p(0.5, 0.4)]],
    ] as const) {
      expect(createDrawing({ ...base, kind, points }).ok, kind).toBe(true);
    }
    expect(createDrawing({ ...base, kind: 'text', points: [p(0.1, 0.1)], text: '  Elbow up ' })).toMatchObject({ ok: true, value: { text: 'Elbow up' } });
    expect(createDrawing({ ...base, kind: 'text', points: [p(0.1, 0.1)], text: '   ' })).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(createDrawing({ ...base, kind: 'line', points: [p(0, 0), p(1.2, 0.5)] })).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(createDrawing({ ...base, kind: 'angle', points: [p(0, 0), p(0.5, 0.5)] })).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(createDrawing({ ...base, kind: 'line', colour: 'red', points: [p(0, 0), p(1, 1)] }).ok).toBe(false);
    expect(createDrawing({ ...base, kind: 'line', strokeWidth: 0, points: [p(0, 0), p(1, 1)] }).ok).toBe(false);
  });

  it('a circle is round on the picture: its horizontal radius shrinks by the aspect ratio in frame units', () => {
    expect(circleOf({ points: [p(0.5, 0.5), p(0.5, 0.6)] }, 16 / 9)).toEqual({ cx: 0.5, cy: 0.5, rx: expect.closeTo(0.1 * (9 / 16), 10), ry: expect.closeTo(0.1, 10) });
    expect(angleOf(aDrawing({ kind: 'angle', points: [p(1, 0), p(0, 0), p(0, 1)] }))).toBeCloseTo(90);
  });
});

describe('Issue 11 time ranges: a drawing shows only inside its range', () => {
  it('defaults to the current frame to one second after, ending with the clip', () => {
    expect(defaultRange(3.2)).toEqual({ start: 3.2, end: 4.2 });
    expect(defaultRange(9.5, 10)).toEqual({ start: 9.5, end: 10 });
    expect(defaultRange(-1)).toEqual({ start: 0, end: 1 });
  });

  it('visibleAt: from start to end included, not before or after', () => {
    const range = { start: 2, end: 3 };
    expect([1.999, 2, 2.5, 3, 3.001].map((t) => visibleAt(range, t))).toEqual([false, true, true, true, false]);
    const drawings = [aDrawing({ id: 'a', range: { start: 0, end: 1 } }), aDrawing({ id: 'b', range: { start: 2, end: 3 } })];
    expect(drawingsAt(drawings, 2.5).map((d) => d.id)).toEqual(['b']);
  });

  it('is editable at either end, never ending before it starts nor starting before the clip', () => {
    expect(editRange({ start: 2, end: 3 }, { end: 5 })).toEqual({ ok: true, value: { start: 2, end: 5 } });
    expect(editRange({ start: 2, end: 3 }, { start: 4 })).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(editRange({ start: 2, end: 3 }, { start: -1 })).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    const content = someContent();
    expect(editDrawingRange(content, 'drawing-1', { start: 0.5 })).toMatchObject({ ok: true, value: { drawings: [{ range: { start: 0.5, end: 2 } }] } });
    expect(editDrawingRange(content, 'nope', { start: 0.5 })).toMatchObject({ ok: false, error: { reason: 'not-found' } });
  });
});

describe('Issue 11 Select: hit-testing in relative coordinates, move and delete', () => {
  const line = aDrawing({ id: 'line', points: [p(0.1, 0.5), p(0.5, 0.5)], range: { start: 0, end: 10 } });
  const box = aDrawing({ id: 'box', kind: 'rectangle', points: [p(0.6, 0.6), p(0.8, 0.8)], range: { start: 0, end: 10 } });
  const ring = aDrawing({ id: 'ring', kind: 'circle', points: [p(0.3, 0.3), p(0.3, 0.4)], range: { start: 0, end: 10 } });
  const later = aDrawing({ id: 'later', points: [p(0.1, 0.5), p(0.5, 0.5)], range: { start: 20, end: 21 } });

  it('finds the drawing under the pointer at the current time, the topmost first, nothing on empty picture', () => {
    const drawings: Drawing[] = [line, box, ring, later];
    expect(hitTest(drawings, p(0.3, 0.51), 5)?.id).toBe('line');
    expect(hitTest(drawings, p(0.7, 0.7), 5)?.id).toBe('box');
    expect(hitTest(drawings, p(0.3, 0.3), 5)?.id).toBe('ring');
    expect(hitTest(drawings, p(0.95, 0.05), 5)).toBeNull();
    expect(hitTest(drawings, p(0.3, 0.5), 20.5)?.id).toBe('later');
    expect(hitTest([line, later], p(0.3, 0.5), 5)?.id).toBe('line');
  });

  it('measures the tolerance on the picture: on a wide frame a small horizontal miss counts more', () => {
    const vertical = aDrawing({ id: 'v', points: [p(0.5, 0.1), p(0.5, 0.9)], range: { start: 0, end: 10 } });
    expect(hitTest([vertical], p(0.515, 0.5), 5, 1)?.id).toBe('v');
    expect(hitTest([vertical], p(0.515, 0.5), 5, 16 / 9)).toBeNull();
  });

  it('moves a drawing without deforming it, stopping at the frame edge; deletes it', () => {
    expect(moveDrawing(box, 0.1, -0.1).points).toEqual([p(0.7, 0.5), p(0.9, 0.7)].map((q) => ({ x: expect.closeTo(q.x, 10), y: expect.closeTo(q.y, 10) })));
    expect(moveDrawing(box, 0.5, 0).points.map((q) => q.x)).toEqual([expect.closeTo(0.8, 10), 1]);
    const content = { ...EMPTY_CONTENT, drawings: [line, box] };
    expect(moveDrawingIn(content, 'line', 0, 0.1).drawings[0]!.points[0]).toEqual({ x: 0.1, y: expect.closeTo(0.6, 10) });
    expect(removeDrawing(content, 'line').drawings.map((d) => d.id)).toEqual(['box']);
  });
});

describe('Issue 11 comments and summary', () => {
  it('the list is ordered by time, equal times in the order written; empty comments are refused', () => {
    let content = EMPTY_CONTENT;
    for (const [id, at] of [['c1', 5], ['c2', 1], ['c3', 5], ['c4', 0]] as const) {
      const added = addComment(content, { id, at, text: `Comment ${id}` });
      if (!added.ok) throw new Error(added.error.message);
      content = added.value;
    }
    expect(commentsByTime(content.comments).map((c) => c.id)).toEqual(['c4', 'c2', 'c1', 'c3']);
    expect(addComment(content, { id: 'c5', at: 2, text: '  ' })).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(editComment(content, 'c2', 'Better now')).toMatchObject({ ok: true });
  });

  it('the summary is kept as typed up to its limit; compare mode stores its clip and start points', () => {
    expect(setSummary(EMPTY_CONTENT, 'Good work.')).toEqual({ ok: true, value: { ...EMPTY_CONTENT, summary: 'Good work.' } });
    expect(setSummary(EMPTY_CONTENT, 'x'.repeat(10_001)).ok).toBe(false);
    const compare = { kind: 'reference' as const, videoId: 'video-ref', mainStart: 1.2, otherStart: 0.4 };
    expect(setCompare(EMPTY_CONTENT, compare)).toEqual({ ok: true, value: { ...EMPTY_CONTENT, compare } });
    expect(setCompare(EMPTY_CONTENT, { ...compare, otherStart: -1 }).ok).toBe(false);
    expect(validateContent({ ...someContent(), compare })).toBeNull();
    expect(validateContent({ ...someContent(), drawings: [aDrawing(), aDrawing()] })).toBe('Two drawings share an id.');
  });
});

describe('Issue 11 Undo and Redo: a pure, bounded history', () => {
  it('undoes and redoes in order; a new step drops the redo', () => {
    let h = startHistory(0);
    h = record(h, 1);
    h = record(h, 2);
    expect([canUndo(h), canRedo(h)]).toEqual([true, false]);
    h = undo(h);
    expect(h.present).toBe(1);
    h = redo(h);
    expect(h.present).toBe(2);
    h = undo(undo(h));
    expect([h.present, canUndo(h), canRedo(h)]).toEqual([0, false, true]);
    expect(undo(h)).toBe(h);
    h = record(h, 7);
    expect([h.present, canRedo(h)]).toEqual([7, false]);
  });

  it('keeps at most `limit` steps, and typing with one key is one step', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 10; i++) h = record(h, i, { limit: 3 });
    expect(h.past).toEqual([7, 8, 9]);
    let typing = startHistory('');
    for (const text of ['G', 'Go', 'Goo', 'Good']) typing = record(typing, text, { key: 'summary' });
    expect(typing.past).toEqual(['']);
    expect(undo(typing).present).toBe('');
  });
});

describe('Issue 11 autosave: when the draft saves itself', () => {
  const changed = 10_000;
  it('waits until 2 s after the first unsaved change, then saves; nothing to do when saved', () => {
    expect(autosaveDecision({ unsavedSince: null, lastSaveAt: null, online: true, now: changed })).toEqual({ kind: 'nothing-to-save' });
    expect(autosaveDecision({ unsavedSince: changed, lastSaveAt: null, online: true, now: changed + 1_999 })).toEqual({ kind: 'wait-until', at: changed + 2_000 });
    expect(autosaveDecision({ unsavedSince: changed, lastSaveAt: null, online: true, now: changed + 2_000 })).toEqual({ kind: 'save-now' });
  });

  it('offline it keeps the draft on the device and tries again 5 s after the last try', () => {
    expect(autosaveDecision({ unsavedSince: changed, lastSaveAt: changed + 2_000, online: false, now: changed + 3_000 })).toEqual({ kind: 'keep-offline', retryAt: changed + 7_000 });
    expect(autosaveDecision({ unsavedSince: changed, lastSaveAt: changed + 2_000, online: false, now: changed + 7_000 })).toEqual({ kind: 'save-now' });
  });
});

describe('Issue 11 relative coordinates: the same spot of the picture at any window size and layout', () => {
  it('places the frame inside a letterboxed element and maps the pointer to it and back', () => {
    // A 16:9 clip in a 400×400 element (the mobile layout): bars above and below.
    const frame = frameBox({ left: 0, top: 0, width: 400, height: 400 }, 1920, 1080);
    expect(frame).toEqual({ left: 0, top: 87.5, width: 400, height: 225 });
    expect(toFramePoint(200, 200, frame)).toEqual({ x: 0.5, y: 0.5 });
    expect(toFramePoint(200, 50, frame)).toBeNull();
    // The same point lands on the same spot of the picture in a wide desktop element.
    const wide = frameBox({ left: 100, top: 0, width: 1600, height: 600 }, 1920, 1080);
    expect(fromFramePoint({ x: 0.25, y: 0.5 }, wide)).toEqual({ x: wide.left + wide.width / 4, y: 300 });
  });
});

describe('Issue 13 the keyboard cursor on the frame', () => {
  it('steps of 1 % (10 % with Shift) add up to whole percents, stop at the frame\'s edges, and read as "x %, y %"', () => {
    let p = { x: 0.5, y: 0.5 };
    for (let i = 0; i < 7; i++) p = nudge(p, KEY_STEP, -KEY_STEP);
    expect(p).toEqual({ x: 0.57, y: 0.43 });
    expect(formatFramePoint(p)).toBe('57 %, 43 %');
    for (let i = 0; i < 5; i++) p = nudge(p, KEY_BIG_STEP, -KEY_BIG_STEP);
    expect(p).toEqual({ x: 1, y: 0 });
    expect(formatFramePoint(nudge(p, -KEY_BIG_STEP, KEY_STEP))).toBe('90 %, 1 %');
  });
});

import { BehaviorSubject, type Subscription } from 'rxjs';
import type { Analysis, AnalysisStatus } from '../../domain/analysis/analysis';
import {
  addComment,
  addDrawing,
  commentsByTime,
  editComment,
  editDrawingRange,
  hasSummary,
  moveDrawingIn,
  removeComment,
  removeDrawing,
  setCompare,
  setSummary,
  validateContent,
  type AnalysisComment,
  type AnalysisContent,
  type CompareChoice,
} from '../../domain/analysis/analysis-content';
import { autosaveDecision } from '../../domain/analysis/autosave';
import { createDrawing, DEFAULT_STYLE, hitTest, type DrawingKind, type DrawingStyle } from '../../domain/analysis/drawing';
import type { Point } from '../../domain/analysis/geometry';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from '../../domain/analysis/history';
import { beginSketch, continueSketch, dragSketch, liveAngle, releaseSketch, type Sketch } from '../../domain/analysis/sketch';
import { defaultRange, type TimeRange } from '../../domain/analysis/time-range';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError, type DataErrorReason } from '../../domain/shared/data-error';
import type { AnalysisRepository } from '../ports/analysis-repository.port';
import type { Clock } from '../ports/clock.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { asBehavior, type Behavior } from '../shared/behavior';

/** The draft's save state, and the words the studio shows for it. */
export type SaveState = 'saved' | 'saving' | 'offline';
export const SAVE_STATE_TEXT: Readonly<Record<SaveState, string>> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline — kept on this device',
};

export type StudioTool = 'select' | DrawingKind;

export interface ReadyStudioState {
  readonly status: 'ready';
  readonly submissionId: string;
  readonly analysisStatus: AnalysisStatus;
  /** Delivered (or closed): shown, never changed. */
  readonly readOnly: boolean;
  readonly content: AnalysisContent;
  /** The comments list, ordered by time. */
  readonly comments: readonly AnalysisComment[];
  readonly tool: StudioTool;
  readonly style: DrawingStyle;
  readonly selection: string | null;
  /** The drawing being drawn, and the angle the angle tool shows live while dragging (degrees). */
  readonly sketch: Sketch | null;
  readonly liveAngle: number | null;
  /** The frame's width / height on screen (angles are measured on the picture). */
  readonly frameAspect: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly save: SaveState;
  /** A refusal to show (a save the backend refused, a summary missing at delivery). */
  readonly problem: string | null;
  readonly delivering: boolean;
  readonly deliveredAt: string | null;
}

export type StudioState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly submissionId: string }
  /** The studio may not open: not signed in, not the assigned pro, no such submission, or the backend failed. */
  | { readonly status: 'refused'; readonly submissionId: string; readonly reason: DataErrorReason; readonly message: string }
  | ReadyStudioState;

/** Where the studio keeps an unsaved draft on this device (survives a reload and a lost connection). */
export const localDraftKey = (submissionId: string): string => `clipcoach:analysis-draft:${submissionId}`;

interface LocalDraft {
  readonly content: AnalysisContent;
  readonly changedAt: number;
}

/** Failures that mean "the backend is out of reach": the draft stays on the device and is sent later. */
const OFFLINE_REASONS: readonly DataErrorReason[] = ['unavailable', 'failed'];

/**
 * One visit of the analysis studio (/submissions/:id/analysis and its mobile layout): the
 * analysis being edited, the current tool and style, the selection, the undo history and the
 * draft's save state. The page renders `state` and forwards pointer and keyboard events here,
 * with points relative to the video frame (0..1) and the current time in seconds.
 *
 * Autosave: every change is kept on this device at once, and sent to the backend 2 s after the
 * first unsaved change (the domain's autosaveDecision, on the Clock). When the backend is out of
 * reach the draft stays on the device ("Offline — kept on this device") and is sent again every
 * 5 s until it gets through. `close()` (leaving the page) sends what is unsaved at once.
 */
export class StudioSession {
  private readonly subject = new BehaviorSubject<StudioState>({ status: 'idle' });
  readonly state: Behavior<StudioState> = asBehavior(this.subject);

  private history: History<AnalysisContent> = startHistory({ drawings: [], comments: [], summary: '', compare: null });
  private unsavedSince: number | null = null;
  /** A change made while a save was in flight: it stays unsaved after that save. */
  private changedDuringSave: number | null = null;
  private lastSaveAt: number | null = null;
  private online = true;
  /** The backend refused the draft for a reason retrying will not fix (rights, delivered elsewhere). */
  private blocked = false;
  private saving: Promise<void> | null = null;
  private timer: Subscription | null = null;
  private duration: number | null = null;
  private sketchStartedAt = 0;
  private drag: { readonly from: Point; readonly base: AnalysisContent; moved: boolean } | null = null;
  /** The page was left: no timer is armed any more. */
  private closed = false;

  constructor(
    private readonly analyses: AnalysisRepository,
    private readonly clock: Clock,
    /** This device's store (local storage in the browser). */
    private readonly device: KeyValueStore,
    private readonly newId: () => string = () => globalThis.crypto.randomUUID(),
  ) {}

  /** Opens the studio on a submission's analysis; an unsaved draft kept on this device wins over the stored one. */
  async open(submissionId: string): Promise<void> {
    this.stopTimer();
    this.closed = false;
    this.subject.next({ status: 'loading', submissionId });
    const opened = await this.analyses.openStudio(submissionId);
    const local = this.readLocal(submissionId);
    if (!opened.ok) {
      if (local && OFFLINE_REASONS.includes(opened.error.reason)) {
        this.online = false;
        this.lastSaveAt = this.clock.now();
        this.start(submissionId, { status: 'draft', deliveredAt: null }, local.content, local.changedAt);
        return;
      }
      this.subject.next({ status: 'refused', submissionId, reason: opened.error.reason, message: opened.error.message });
      return;
    }
    const analysis = opened.value;
    if (analysis.status !== 'draft' && local) this.device.remove(localDraftKey(submissionId));
    const keep = analysis.status === 'draft' && local ? local : null;
    this.start(submissionId, analysis, keep ? keep.content : analysis.content, keep ? this.clock.now() : null);
  }

  /** The clip's length in seconds, once the video knows it: new drawings' ranges end with the clip. */
  setClipDuration(seconds: number | null): void {
    this.duration = seconds;
  }

  /** The frame's width / height, once the video knows its size: the angles the studio reads out are measured with it. */
  setFrameAspect(aspect: number): void {
    if (Number.isFinite(aspect) && aspect > 0) this.update((s) => (s.frameAspect === aspect ? s : { ...s, frameAspect: aspect }));
  }

  setTool(tool: StudioTool): void {
    this.update((s) => ({ ...s, tool, sketch: null, liveAngle: null, selection: tool === 'select' ? s.selection : null }));
  }

  /** Colour and stroke width for the next drawings, and for the selected one. */
  setStyle(style: Partial<DrawingStyle>): void {
    const ready = this.ready();
    if (!ready) return;
    const next = { ...ready.style, ...style };
    this.update((s) => ({ ...s, style: next }));
    if (ready.selection && !ready.readOnly) {
      const id = ready.selection;
      this.change({ ...this.history.present, drawings: this.history.present.drawings.map((d) => (d.id === id ? { ...d, ...next } : d)) });
    }
  }

  select(drawingId: string | null): void {
    this.update((s) => ({ ...s, selection: drawingId }));
  }

  /**
   * The pointer went down on the frame at `point` (relative), at `time` seconds, on a frame of
   * this aspect ratio (width / height). Select: picks the drawing under it and starts moving it.
   */
  pointerDown(point: Point, time: number, aspect = 1): void {
    const ready = this.ready();
    if (!ready || ready.readOnly) return;
    if (ready.tool === 'select') {
      const hit = hitTest(this.history.present.drawings, point, time, aspect);
      this.drag = hit ? { from: point, base: this.history.present, moved: false } : null;
      this.update((s) => ({ ...s, selection: hit?.id ?? null, frameAspect: aspect }));
      return;
    }
    if (ready.tool === 'text') return;
    const sketch = ready.sketch?.awaitingSecondArm ? continueSketch(ready.sketch, point) : beginSketch(ready.tool, point);
    if (!ready.sketch?.awaitingSecondArm) this.sketchStartedAt = time;
    this.update((s) => ({ ...s, sketch, liveAngle: liveAngle(sketch, aspect), frameAspect: aspect }));
  }

  pointerMove(point: Point): void {
    const ready = this.ready();
    if (!ready || ready.readOnly) return;
    if (this.drag && ready.selection) {
      this.drag.moved = true;
      const moved = moveDrawingIn(this.drag.base, ready.selection, point.x - this.drag.from.x, point.y - this.drag.from.y);
      this.history = { ...this.history, present: moved };
      this.update((s) => ({ ...s, content: moved }));
      return;
    }
    if (ready.sketch && !ready.sketch.awaitingSecondArm) {
      const sketch = dragSketch(ready.sketch, point);
      this.update((s) => ({ ...s, sketch, liveAngle: liveAngle(sketch, s.frameAspect) }));
    }
  }

  pointerUp(): void {
    const ready = this.ready();
    if (!ready || ready.readOnly) return;
    if (this.drag) {
      const drag = this.drag;
      this.drag = null;
      if (drag.moved) {
        const moved = this.history.present;
        this.history = { ...this.history, present: drag.base };
        this.change(moved);
      }
      return;
    }
    if (!ready.sketch || ready.sketch.awaitingSecondArm) return;
    const released = releaseSketch(ready.sketch);
    if (!released.done) {
      this.update((s) => ({ ...s, sketch: released.sketch }));
      return;
    }
    this.update((s) => ({ ...s, sketch: null, liveAngle: null }));
    const first = released.points[0]!;
    if (released.points.every((p) => p.x === first.x && p.y === first.y)) return; // a click, not a drawing
    const drawing = createDrawing({ id: this.newId(), kind: ready.sketch.kind, points: released.points, ...ready.style, range: defaultRange(this.sketchStartedAt, this.duration) });
    if (drawing.ok) this.change(addDrawing(this.history.present, drawing.value));
    else this.update((s) => ({ ...s, problem: drawing.error.message }));
  }

  /** The Text tool: words anchored at `point`, shown from `time`. */
  addText(point: Point, text: string, time: number): Result<void, DataError> {
    const ready = this.editable();
    if (!ready.ok) return ready;
    const drawing = createDrawing({ id: this.newId(), kind: 'text', points: [point], text, ...ready.value.style, range: defaultRange(time, this.duration) });
    if (!drawing.ok) return drawing;
    this.change(addDrawing(this.history.present, drawing.value));
    return ok(undefined);
  }

  /**
   * The arrow keys on the selected drawing: moved by (dx, dy) on the frame, as a drag moves it
   * (stopping at the edges). A run of moves of one drawing is one undo step, as one drag is.
   */
  moveSelected(dx: number, dy: number): void {
    const ready = this.ready();
    if (!ready?.selection || ready.readOnly || this.drag) return;
    this.change(moveDrawingIn(this.history.present, ready.selection, dx, dy), `move:${ready.selection}`);
  }

  /** Delete (or Backspace) on the selected drawing. */
  deleteSelected(): void {
    const ready = this.ready();
    if (!ready?.selection || ready.readOnly) return;
    const id = ready.selection;
    this.update((s) => ({ ...s, selection: null }));
    this.change(removeDrawing(this.history.present, id));
  }

  /** The selected drawing's time range, either end edited. */
  editRange(drawingId: string, change: Partial<TimeRange>): Result<void, DataError> {
    return this.apply(editDrawingRange(this.history.present, drawingId, change));
  }

  /** "Add comment" at the current time. */
  addComment(time: number, text: string): Result<void, DataError> {
    return this.apply(addComment(this.history.present, { id: this.newId(), at: time, text }));
  }

  editComment(commentId: string, text: string): Result<void, DataError> {
    return this.apply(editComment(this.history.present, commentId, text));
  }

  removeComment(commentId: string): Result<void, DataError> {
    return this.apply(ok(removeComment(this.history.present, commentId)));
  }

  /** The "Summary" as typed (one undo step per stretch of typing). */
  setSummary(summary: string): Result<void, DataError> {
    return this.apply(setSummary(this.history.present, summary), 'summary');
  }

  /** Compare mode: the second clip and the start point of each, or null to leave it. */
  setCompare(choice: CompareChoice | null): Result<void, DataError> {
    return this.apply(setCompare(this.history.present, choice));
  }

  undo(): void {
    if (!this.ready() || this.ready()!.readOnly || !canUndo(this.history)) return;
    this.history = undo(this.history);
    this.changed();
  }

  redo(): void {
    if (!this.ready() || this.ready()!.readOnly || !canRedo(this.history)) return;
    this.history = redo(this.history);
    this.changed();
  }

  /** Sends what is unsaved now (leaving the page, or before delivering). */
  async flush(): Promise<void> {
    if (this.saving) await this.saving;
    if (this.unsavedSince !== null && !this.blocked && this.ready()) await this.save();
  }

  /** Leaving the studio: what is unsaved is sent at once, and the timers stop. */
  async close(): Promise<void> {
    this.stopTimer();
    await this.flush();
    this.closed = true;
    this.stopTimer();
  }

  /** "Deliver analysis": needs a summary; the analysis becomes read-only and the athlete is notified. */
  async deliver(): Promise<Result<void, DataError>> {
    const ready = this.editable();
    if (!ready.ok) return ready;
    const content = this.history.present;
    if (!hasSummary(content)) return this.refuse(dataErrors.invalid('Write a summary before delivering the analysis.'));
    this.stopTimer();
    if (this.saving) await this.saving;
    this.update((s) => ({ ...s, delivering: true, problem: null }));
    const delivered = await this.analyses.deliver(ready.value.submissionId, content);
    if (!delivered.ok) {
      this.update((s) => ({ ...s, delivering: false }));
      this.schedule();
      return this.refuse(delivered.error);
    }
    this.device.remove(localDraftKey(ready.value.submissionId));
    this.unsavedSince = null;
    this.online = true;
    this.update((s) => ({
      ...s,
      analysisStatus: delivered.value.status,
      deliveredAt: delivered.value.deliveredAt,
      readOnly: true,
      delivering: false,
      save: 'saved',
      tool: 'select',
      selection: null,
      sketch: null,
      liveAngle: null,
      canUndo: false,
      canRedo: false,
    }));
    return ok(undefined);
  }

  // -------------------------------------------------------------------------------------------

  private start(submissionId: string, analysis: Pick<Analysis, 'status' | 'deliveredAt'>, content: AnalysisContent, unsavedSince: number | null): void {
    this.history = startHistory(content);
    this.unsavedSince = unsavedSince;
    this.changedDuringSave = null;
    this.blocked = false;
    this.drag = null;
    if (unsavedSince === null) this.online = true;
    this.subject.next({
      status: 'ready',
      submissionId,
      analysisStatus: analysis.status,
      readOnly: analysis.status !== 'draft',
      content,
      comments: commentsByTime(content.comments),
      tool: 'select',
      style: DEFAULT_STYLE,
      selection: null,
      sketch: null,
      liveAngle: null,
      frameAspect: 16 / 9,
      canUndo: false,
      canRedo: false,
      save: !this.online ? 'offline' : unsavedSince === null ? 'saved' : 'saving',
      problem: null,
      delivering: false,
      deliveredAt: analysis.deliveredAt,
    });
    this.schedule();
  }

  private ready(): ReadyStudioState | null {
    const state = this.subject.value;
    return state.status === 'ready' ? state : null;
  }

  private editable(): Result<ReadyStudioState, DataError> {
    const ready = this.ready();
    if (!ready) return err(dataErrors.conflict('The studio is not open.'));
    if (ready.readOnly) return err(dataErrors.conflict('This analysis was delivered and can no longer be changed.'));
    return ok(ready);
  }

  private update(change: (state: ReadyStudioState) => ReadyStudioState): void {
    const ready = this.ready();
    if (ready) this.subject.next(change(ready));
  }

  private refuse(error: DataError): Result<never, DataError> {
    this.update((s) => ({ ...s, problem: error.message }));
    return err(error);
  }

  private apply(next: Result<AnalysisContent, DataError>, key?: string): Result<void, DataError> {
    const ready = this.editable();
    if (!ready.ok) return ready;
    if (!next.ok) return this.refuse(next.error);
    this.change(next.value, key);
    return ok(undefined);
  }

  /** Records a step in the history and marks the draft changed. */
  private change(next: AnalysisContent, key?: string): void {
    if (next === this.history.present) return;
    this.history = record(this.history, next, key === undefined ? {} : { key });
    this.changed();
  }

  private changed(): void {
    const ready = this.ready();
    if (!ready) return;
    const now = this.clock.now();
    const content = this.history.present;
    if (this.unsavedSince === null) this.unsavedSince = now;
    if (this.saving && this.changedDuringSave === null) this.changedDuringSave = now;
    this.device.set(localDraftKey(ready.submissionId), JSON.stringify({ content, changedAt: now } satisfies LocalDraft));
    const selection = ready.selection && content.drawings.some((d) => d.id === ready.selection) ? ready.selection : null;
    this.subject.next({
      ...ready,
      content,
      comments: commentsByTime(content.comments),
      selection,
      canUndo: canUndo(this.history),
      canRedo: canRedo(this.history),
      // An unsaved change is on its way (within 2 s), or kept on the device while offline.
      save: this.online && !this.blocked ? 'saving' : 'offline',
      problem: null,
    });
    this.schedule();
  }

  /** Asks the domain when to save, and acts on it on the clock. */
  private schedule(): void {
    this.stopTimer();
    if (this.closed || this.saving || this.blocked || !this.ready() || this.ready()!.readOnly || this.ready()!.delivering) return;
    const now = this.clock.now();
    const decision = autosaveDecision({ unsavedSince: this.unsavedSince, lastSaveAt: this.lastSaveAt, online: this.online, now });
    switch (decision.kind) {
      case 'nothing-to-save':
        return;
      case 'save-now':
        void this.save();
        return;
      case 'wait-until':
        this.timer = this.clock.scheduler.schedule(() => this.schedule(), decision.at - now);
        return;
      case 'keep-offline':
        this.timer = this.clock.scheduler.schedule(() => this.schedule(), decision.retryAt - now);
        return;
    }
  }

  private save(): Promise<void> {
    const run = async () => {
      const ready = this.ready();
      if (!ready) return;
      const { submissionId } = ready;
      const content = this.history.present;
      this.changedDuringSave = null;
      this.lastSaveAt = this.clock.now();
      if (this.online) this.update((s) => ({ ...s, save: 'saving' }));
      const saved = await this.analyses.saveDraft(submissionId, content);
      if (this.ready()?.submissionId !== submissionId) return;
      if (saved.ok) {
        this.online = true;
        this.unsavedSince = this.changedDuringSave;
        if (this.unsavedSince === null) this.device.remove(localDraftKey(submissionId));
        this.update((s) => ({ ...s, save: this.unsavedSince === null ? 'saved' : 'saving' }));
      } else if (OFFLINE_REASONS.includes(saved.error.reason)) {
        this.online = false;
        this.update((s) => ({ ...s, save: 'offline' }));
      } else {
        this.blocked = true;
        this.update((s) => ({ ...s, save: 'offline', problem: saved.error.message }));
      }
    };
    this.saving = run().finally(() => {
      this.saving = null;
      this.schedule();
    });
    return this.saving;
  }

  private stopTimer(): void {
    this.timer?.unsubscribe();
    this.timer = null;
  }

  private readLocal(submissionId: string): LocalDraft | null {
    const raw = this.device.get(localDraftKey(submissionId));
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as LocalDraft;
      return parsed && typeof parsed.changedAt === 'number' && validateContent(parsed.content) === null ? parsed : null;
    } catch {
      return null;
    }
  }
}

/** A fresh session per studio visit (the composition root binds it). */
export type StudioSessionFactory = () => StudioSession;

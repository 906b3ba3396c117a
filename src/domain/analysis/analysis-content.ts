import { err, ok, type Result } from '../result';
import { dataErrors, type DataError } from '../shared/data-error';
import { moveDrawing, validateDrawing, type Drawing } from './drawing';
import { editRange, type TimeRange } from './time-range';
import { countText } from '../shared/number-text';

/** A timestamped comment: `at` in seconds of the clip. */
export interface AnalysisComment {
  readonly id: string;
  readonly at: number;
  readonly text: string;
}

/**
 * Compare mode: a second clip beside the athlete's (another video of the same athlete, or a
 * reference clip), each starting at its chosen point (seconds).
 */
export interface CompareChoice {
  readonly kind: 'athlete-video' | 'reference';
  readonly videoId: string;
  /** Where the submission's clip starts in compare mode. */
  readonly mainStart: number;
  /** Where the second clip starts. */
  readonly otherStart: number;
}

/** What the pro writes: the drawings (in drawing order), the comments, the summary, the compare choice. */
export interface AnalysisContent {
  readonly drawings: readonly Drawing[];
  readonly comments: readonly AnalysisComment[];
  readonly summary: string;
  readonly compare: CompareChoice | null;
}

export const EMPTY_CONTENT: AnalysisContent = { drawings: [], comments: [], summary: '', compare: null };

export const DRAWINGS_MAX = 500;
export const COMMENTS_MAX = 500;
export const COMMENT_MAX = 1_000;
export const SUMMARY_MAX = 10_000;

// ---------------------------------------------------------------------------------------------
// Edits: each returns new content (or a refusal), never changing what it was given.

export const addDrawing = (content: AnalysisContent, drawing: Drawing): AnalysisContent => ({ ...content, drawings: [...content.drawings, drawing] });

export const removeDrawing = (content: AnalysisContent, id: string): AnalysisContent => ({ ...content, drawings: content.drawings.filter((d) => d.id !== id) });

export const moveDrawingIn = (content: AnalysisContent, id: string, dx: number, dy: number): AnalysisContent => ({
  ...content,
  drawings: content.drawings.map((d) => (d.id === id ? moveDrawing(d, dx, dy) : d)),
});

export function editDrawingRange(content: AnalysisContent, id: string, change: Partial<TimeRange>): Result<AnalysisContent, DataError> {
  const drawing = content.drawings.find((d) => d.id === id);
  if (!drawing) return err(dataErrors.notFound('That drawing is gone.'));
  const range = editRange(drawing.range, change);
  if (!range.ok) return range;
  return ok({ ...content, drawings: content.drawings.map((d) => (d.id === id ? { ...d, range: range.value } : d)) });
}

export function validateComment(comment: Pick<AnalysisComment, 'at' | 'text'>): string | null {
  if (!Number.isFinite(comment.at) || comment.at < 0) return 'A comment needs a time on the clip.';
  const length = comment.text.trim().length;
  if (length === 0) return 'Write the comment first.';
  if (length > COMMENT_MAX) return `Keep a comment under ${countText(COMMENT_MAX)} characters.`;
  return null;
}

/** "Add comment" at the current time. */
export function addComment(content: AnalysisContent, comment: AnalysisComment): Result<AnalysisContent, DataError> {
  const trimmed = { ...comment, text: comment.text.trim() };
  const problem = validateComment(trimmed);
  if (problem) return err(dataErrors.invalid(problem));
  if (content.comments.length >= COMMENTS_MAX) return err(dataErrors.invalid(`An analysis holds at most ${COMMENTS_MAX} comments.`));
  return ok({ ...content, comments: [...content.comments, trimmed] });
}

export function editComment(content: AnalysisContent, id: string, text: string): Result<AnalysisContent, DataError> {
  const comment = content.comments.find((c) => c.id === id);
  if (!comment) return err(dataErrors.notFound('That comment is gone.'));
  const next = { ...comment, text: text.trim() };
  const problem = validateComment(next);
  if (problem) return err(dataErrors.invalid(problem));
  return ok({ ...content, comments: content.comments.map((c) => (c.id === id ? next : c)) });
}

export const removeComment = (content: AnalysisContent, id: string): AnalysisContent => ({ ...content, comments: content.comments.filter((c) => c.id !== id) });

/** The comments list: ordered by time, comments at the same time in the order they were written. */
export const commentsByTime = (comments: readonly AnalysisComment[]): AnalysisComment[] =>
  comments.map((c, order) => ({ c, order })).sort((a, b) => a.c.at - b.c.at || a.order - b.order).map(({ c }) => c);

/** The written "Summary" (kept as typed; delivery needs some words in it). */
export function setSummary(content: AnalysisContent, summary: string): Result<AnalysisContent, DataError> {
  if (summary.length > SUMMARY_MAX) return err(dataErrors.invalid(`Keep the summary under ${countText(SUMMARY_MAX)} characters.`));
  return ok({ ...content, summary });
}

export const hasSummary = (content: Pick<AnalysisContent, 'summary'>): boolean => content.summary.trim().length > 0;

export function validateCompare(choice: CompareChoice): string | null {
  if (choice.kind !== 'athlete-video' && choice.kind !== 'reference') return 'Choose a clip to compare with.';
  if (typeof choice.videoId !== 'string' || choice.videoId.length === 0) return 'Choose a clip to compare with.';
  for (const start of [choice.mainStart, choice.otherStart]) {
    if (!Number.isFinite(start) || start < 0) return 'Choose where each clip starts.';
  }
  return null;
}

/** Compare mode on (with its clip and start points) or off (null). */
export function setCompare(content: AnalysisContent, choice: CompareChoice | null): Result<AnalysisContent, DataError> {
  const problem = choice ? validateCompare(choice) : null;
  return problem ? err(dataErrors.invalid(problem)) : ok({ ...content, compare: choice });
}

/** Why this content cannot be stored (the first problem), or null: what every backend checks before saving. */
export function validateContent(content: AnalysisContent): string | null {
  if (!content || !Array.isArray(content.drawings) || !Array.isArray(content.comments) || typeof content.summary !== 'string') return 'The analysis is not readable.';
  if (content.drawings.length > DRAWINGS_MAX) return `An analysis holds at most ${DRAWINGS_MAX} drawings.`;
  if (content.comments.length > COMMENTS_MAX) return `An analysis holds at most ${COMMENTS_MAX} comments.`;
  const ids = new Set<string>();
  for (const drawing of content.drawings) {
    const problem = validateDrawing(drawing);
    if (problem) return problem;
    if (ids.has(drawing.id)) return 'Two drawings share an id.';
    ids.add(drawing.id);
  }
  for (const comment of content.comments) {
    if (typeof comment.id !== 'string' || comment.id.length === 0 || comment.id.length > 64) return 'Every comment needs an id.';
    const problem = validateComment(comment);
    if (problem) return problem;
  }
  if (content.summary.length > SUMMARY_MAX) return `Keep the summary under ${countText(SUMMARY_MAX)} characters.`;
  if (content.compare !== null && content.compare !== undefined) {
    const problem = validateCompare(content.compare);
    if (problem) return problem;
  }
  return null;
}

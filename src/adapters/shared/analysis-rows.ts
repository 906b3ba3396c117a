import type { Analysis, AnalysisStatus } from '../../domain/analysis/analysis';
import type { AnalysisComment, AnalysisContent, CompareChoice } from '../../domain/analysis/analysis-content';
import type { Drawing, DrawingKind } from '../../domain/analysis/drawing';
import { sendNotification, type SentNotification } from '../../domain/notifications/notification';
import type { Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import type { DataError } from '../../domain/shared/data-error';
import type { Submission } from '../../domain/submissions/submission';

/**
 * The analyses table (product.md "analyses"; supabase/migrations/20250601000800_analyses.sql) as
 * rows, and the mappers between rows and the domain's Analysis. The embedded backend stores these
 * rows in IndexedDB; the hosted one reads them through PostgREST. Annotations keep product.md's
 * words: shape, points, colour, start and end time.
 */
export type AnnotationRow = {
  id: string;
  shape: DrawingKind;
  /** [x, y] pairs relative to the frame. */
  points: [number, number][];
  colour: string;
  stroke_width: number;
  start_s: number;
  end_s: number;
  text?: string;
};

export type CommentRow = {
  id: string;
  time_s: number;
  text: string;
};

export type CompareRow = {
  kind: CompareChoice['kind'];
  video_id: string;
  main_start_s: number;
  other_start_s: number;
};

export type AnalysisRow = {
  submission_id: string;
  pro_id: string;
  status: AnalysisStatus;
  summary: string;
  annotations: AnnotationRow[];
  comments: CommentRow[];
  compare: CompareRow | null;
  updated_at: string | null;
  delivered_at: string | null;
};

export const annotationRow = (d: Drawing): AnnotationRow => ({
  id: d.id,
  shape: d.kind,
  points: d.points.map((p) => [p.x, p.y]),
  colour: d.colour,
  stroke_width: d.strokeWidth,
  start_s: d.range.start,
  end_s: d.range.end,
  ...(d.text === undefined ? {} : { text: d.text }),
});

export const toDrawing = (r: AnnotationRow): Drawing => ({
  id: r.id,
  kind: r.shape,
  points: r.points.map(([x, y]) => ({ x, y })),
  colour: r.colour,
  strokeWidth: r.stroke_width,
  range: { start: r.start_s, end: r.end_s },
  ...(r.text === undefined || r.text === null ? {} : { text: r.text }),
});

export const commentRow = (c: AnalysisComment): CommentRow => ({ id: c.id, time_s: c.at, text: c.text });
export const toComment = (r: CommentRow): AnalysisComment => ({ id: r.id, at: r.time_s, text: r.text });

export const compareRow = (c: CompareChoice | null): CompareRow | null =>
  c ? { kind: c.kind, video_id: c.videoId, main_start_s: c.mainStart, other_start_s: c.otherStart } : null;
export const toCompare = (r: CompareRow | null | undefined): CompareChoice | null =>
  r ? { kind: r.kind, videoId: r.video_id, mainStart: r.main_start_s, otherStart: r.other_start_s } : null;

/** The content's columns (what a save or a delivery sends). */
export const contentColumns = (c: AnalysisContent) => ({
  summary: c.summary,
  annotations: c.drawings.map(annotationRow),
  comments: c.comments.map(commentRow),
  compare: compareRow(c.compare),
});

export const analysisRow = (a: Analysis): AnalysisRow => ({
  submission_id: a.submissionId,
  pro_id: a.proId,
  status: a.status,
  ...contentColumns(a.content),
  updated_at: a.updatedAt,
  delivered_at: a.deliveredAt,
});

const iso = (value: string | Date | null | undefined): string | null => (value === null || value === undefined ? null : new Date(value).toISOString());

export const toAnalysis = (r: AnalysisRow): Analysis => ({
  submissionId: r.submission_id,
  proId: r.pro_id,
  status: r.status,
  content: {
    drawings: (r.annotations ?? []).map(toDrawing),
    comments: (r.comments ?? []).map(toComment),
    summary: r.summary ?? '',
    compare: toCompare(r.compare),
  },
  updatedAt: iso(r.updated_at),
  deliveredAt: iso(r.delivered_at),
});

/** The backend sends the delivery notice as the service (admin rights on notifications), as the journey's other notices. */
const SERVICE_SENDER: Actor = { id: 'service', isAdmin: true };

/** The athlete hears that the analysis is ready (supabase's deliver_analysis sends the same words). */
export function deliveredNotification(submission: Submission, id: string, nowIso: string): Result<SentNotification, DataError> {
  return sendNotification(
    {
      userId: submission.athleteId,
      title: 'Your analysis is ready',
      body: `Your pro delivered the analysis of your ${submission.sport} clip.`,
      link: `/submissions/${submission.id}`,
    },
    SERVICE_SENDER,
    id,
    nowIso,
  );
}

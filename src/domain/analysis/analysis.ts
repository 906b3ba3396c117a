import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { dataErrors, type DataError } from '../shared/data-error';
import { canReadSubmission, submissionNotFound, type Submission } from '../submissions/submission';
import { notAllowedNow, notYourPart, transition, type TransitionOutcome } from '../submissions/submission-lifecycle';
import { EMPTY_CONTENT, hasSummary, validateContent, type AnalysisContent } from './analysis-content';

/**
 * A submission's analysis (product.md "analyses"): the pro's drawings, comments and summary,
 * a draft until it is delivered, then read-only. One per submission.
 */
export const ANALYSIS_STATUSES = ['draft', 'delivered'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export interface Analysis {
  readonly submissionId: string;
  /** The submission's pro (who delivers it). */
  readonly proId: string;
  readonly status: AnalysisStatus;
  readonly content: AnalysisContent;
  /** When the draft was last stored; null for a draft never saved. */
  readonly updatedAt: string | null;
  readonly deliveredAt: string | null;
}

/** The submission statuses in which the studio works on a draft: paid and not closed. */
export const STUDIO_OPEN_STATUSES: readonly Submission['status'][] = ['submitted', 'in_review'];

type SubmissionFacts = Pick<Submission, 'id' | 'athleteId' | 'proId' | 'submittedAt' | 'status'>;

/** Why the studio refuses, in the words a person reads (the hosted backend's adapter returns the same). */
export const analysisRefusals = {
  notTheirPro: (): DataError => dataErrors.forbidden('Only the pro assigned to this submission can work on its analysis.'),
  notReady: (): DataError => dataErrors.notFound('The analysis is not ready yet.'),
  delivered: (): DataError => dataErrors.conflict('This analysis was delivered and can no longer be changed.'),
  closed: (): DataError => dataErrors.conflict('This submission is closed: its analysis can no longer be changed.'),
};

/**
 * Who opens the studio: the submission's pro and admins. Signed out: forbidden (sign in); someone
 * who may not read the submission: not-found, as for the submission itself; the athlete: forbidden.
 */
export function mayOpenStudio(submission: SubmissionFacts, actor: Actor): Result<true, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (!canReadSubmission(submission, actor)) return err(submissionNotFound());
  if (actor.id !== submission.proId && !actor.isAdmin) return err(analysisRefusals.notTheirPro());
  return ok(true);
}

/**
 * What a signed-in caller the studio refused (42501 on the hosted backend) is told, by their part
 * on the submission: its athlete may not work on the analysis (mayOpenStudio); anyone else refused
 * got past that as an admin, who may not deliver (the lifecycle's `deliver` is the pro's).
 */
export const studioRefusedTo = (submission: Pick<Submission, 'athleteId'>, callerId: string): DataError =>
  callerId === submission.athleteId ? analysisRefusals.notTheirPro() : notYourPart('deliver');

/** A draft nobody has saved yet: what the studio opens on the first visit. */
export const emptyDraft = (submission: Pick<Submission, 'id' | 'proId'>): Analysis => ({
  submissionId: submission.id,
  proId: submission.proId,
  status: 'draft',
  content: EMPTY_CONTENT,
  updatedAt: null,
  deliveredAt: null,
});

/**
 * The studio opens a submission's analysis: the stored one (a delivered one opens read-only) or a
 * fresh draft, for the assigned pro and admins only.
 */
export function openAnalysis(submission: SubmissionFacts, stored: Analysis | null, actor: Actor): Result<Analysis, DataError> {
  const allowed = mayOpenStudio(submission, actor);
  if (!allowed.ok) return allowed;
  return ok(stored ?? emptyDraft(submission));
}

/**
 * What refuses saving (or delivering) an analysis whose state changed meanwhile, given what the
 * analysis and its submission are now: the hosted backend's functions refuse all three with one
 * code (23514), and its adapter reads both back to say which.
 */
export function notChangeableNow(analysis: Pick<Analysis, 'status'> | null, status: Submission['status'], delivering: boolean): DataError {
  if (analysis?.status === 'delivered') return analysisRefusals.delivered();
  if (!STUDIO_OPEN_STATUSES.includes(status)) return analysisRefusals.closed();
  return delivering ? notAllowedNow('deliver', status) : dataErrors.conflict();
}

/** The words for content that breaks a rule (or, delivering, has no summary), or null when it is fine. */
export function contentRefusal(content: AnalysisContent, delivering: boolean): DataError | null {
  const problem = validateContent(content) ?? (delivering && !hasSummary(content) ? SUMMARY_REQUIRED_MESSAGE : null);
  return problem ? dataErrors.invalid(problem) : null;
}

/** Whether the studio may change this analysis: a draft, on an open submission, by the assigned pro or an admin. */
export function mayEdit(submission: SubmissionFacts, analysis: Pick<Analysis, 'status'> | null, actor: Actor): Result<true, DataError> {
  const allowed = mayOpenStudio(submission, actor);
  if (!allowed.ok) return allowed;
  if (analysis?.status === 'delivered') return err(analysisRefusals.delivered());
  if (!STUDIO_OPEN_STATUSES.includes(submission.status)) return err(analysisRefusals.closed());
  return ok(true);
}

/** The draft saved with new content (the autosave), or a refusal. */
export function saveDraft(submission: SubmissionFacts, stored: Analysis | null, content: AnalysisContent, actor: Actor, now: number): Result<Analysis, DataError> {
  const allowed = mayEdit(submission, stored, actor);
  if (!allowed.ok) return allowed;
  const invalid = contentRefusal(content, false);
  if (invalid) return err(invalid);
  return ok({ ...(stored ?? emptyDraft(submission)), content, updatedAt: new Date(now).toISOString() });
}

export const SUMMARY_REQUIRED_MESSAGE = 'Write a summary before delivering the analysis.';

/**
 * "Deliver analysis": the content saved one last time and delivered, and the submission moved
 * in_review → delivered by the lifecycle (the pro only; the timeline records who and when). The
 * summary must have words in it. The adapter stores both and notifies the athlete.
 */
export function deliverAnalysis(
  submission: Submission,
  stored: Analysis | null,
  content: AnalysisContent,
  actor: Actor,
  now: number,
): Result<{ readonly analysis: Analysis; readonly change: TransitionOutcome }, DataError> {
  const saved = saveDraft(submission, stored, content, actor, now);
  if (!saved.ok) return saved;
  const unsummarised = contentRefusal(content, true);
  if (unsummarised) return err(unsummarised);
  const change = transition(submission, { type: 'deliver' }, actor, now);
  if (!change.ok) return change;
  const at = new Date(now).toISOString();
  return ok({ analysis: { ...saved.value, status: 'delivered', updatedAt: at, deliveredAt: at }, change: change.value });
}

/**
 * Who reads an analysis: the assigned pro and admins (the draft too); the athlete once it is
 * delivered. Anyone else, and the athlete before delivery, finds nothing.
 */
export function readAnalysis(submission: SubmissionFacts, stored: Analysis | null, actor: Actor): Result<Analysis, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (!canReadSubmission(submission, actor)) return err(submissionNotFound());
  const editor = actor.id === submission.proId || actor.isAdmin;
  if (stored === null || (!editor && stored.status !== 'delivered')) return err(analysisRefusals.notReady());
  return ok(stored);
}

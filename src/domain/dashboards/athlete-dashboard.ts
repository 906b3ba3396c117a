import { SUBMISSION_STATUS_LABELS, type Submission, type SubmissionStatus } from '../submissions/submission';

/** What the athlete does next with a submission, and where: one link per row of their dashboard. */
export interface NextAction {
  readonly label: string;
  readonly path: string;
}

const detailPath = (id: string): string => `/submissions/${encodeURIComponent(id)}`;

const NEXT_ACTIONS: Readonly<Record<SubmissionStatus, (id: string) => NextAction>> = {
  draft: (id) => ({ label: 'Upload your clip', path: `/upload?submission=${encodeURIComponent(id)}` }),
  awaiting_payment: (id) => ({ label: 'Pay', path: `/checkout?submission=${encodeURIComponent(id)}` }),
  submitted: (id) => ({ label: 'Follow its progress', path: detailPath(id) }),
  in_review: (id) => ({ label: 'Follow its progress', path: detailPath(id) }),
  delivered: (id) => ({ label: 'Watch your analysis', path: detailPath(id) }),
  cancelled: (id) => ({ label: 'See the details', path: detailPath(id) }),
  refunded: (id) => ({ label: 'See why it was refunded', path: detailPath(id) }),
};

/** The athlete's next action for a submission, from its status. */
export const athleteNextAction = (submission: Pick<Submission, 'id' | 'status'>): NextAction => NEXT_ACTIONS[submission.status](submission.id);

export interface AthleteDashboardRow {
  readonly submissionId: string;
  readonly proId: string;
  readonly proName: string;
  readonly sport: string;
  /** What the athlete asked. */
  readonly question: string;
  readonly status: SubmissionStatus;
  readonly statusLabel: string;
  readonly createdAt: string;
  readonly nextAction: NextAction;
}

/** One row of the athlete's dashboard per submission, in the order given (the list's newest first). */
export const athleteDashboardRows = (views: readonly { readonly submission: Submission; readonly proName: string }[]): AthleteDashboardRow[] =>
  views.map(({ submission, proName }) => ({
    submissionId: submission.id,
    proId: submission.proId,
    proName,
    sport: submission.sport,
    question: submission.question,
    status: submission.status,
    statusLabel: SUBMISSION_STATUS_LABELS[submission.status],
    createdAt: submission.createdAt,
    nextAction: athleteNextAction(submission),
  }));

/** The athlete's numbers at a glance: what waits on them, what is with their pro, what came back. */
export interface AthleteCounts {
  /** Drafts to upload and orders to pay. */
  readonly waitingOnYou: number;
  /** Paid, with the pro (submitted, in review). */
  readonly withYourPro: number;
  readonly delivered: number;
}

export function athleteCounts(rows: readonly Pick<AthleteDashboardRow, 'status'>[]): AthleteCounts {
  const count = (...statuses: SubmissionStatus[]) => rows.filter((row) => statuses.includes(row.status)).length;
  return { waitingOnYou: count('draft', 'awaiting_payment'), withYourPro: count('submitted', 'in_review'), delivered: count('delivered') };
}

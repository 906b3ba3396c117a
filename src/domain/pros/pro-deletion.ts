/** What deleting a pro affects, shown before the admin confirms. */
export interface ProDeletionImpact {
  readonly openSubmissions: number;
  readonly payments: number;
  readonly paymentsToRefund: number;
}

export interface ProDeletionOutcome {
  readonly cancelledSubmissions: number;
  readonly refundsRequested: number;
}

/** Submissions still waiting on the pro: cancelled (and refunded when paid) when the pro is deleted. */
export const OPEN_SUBMISSION_STATUSES = ['draft', 'awaiting_payment', 'submitted', 'in_review'] as const;

/** The admin confirms by typing the pro's display name exactly (spaces at the ends ignored). */
export const deletionConfirmed = (typed: string, displayName: string): boolean => typed.trim() === displayName.trim() && displayName.trim() !== '';

export const isOpenSubmission = (status: string): boolean => (OPEN_SUBMISSION_STATUSES as readonly string[]).includes(status);

/** What deleting a pro with these submissions affects. */
export function deletionImpactOf(submissions: readonly { status: string; paid: boolean }[]): ProDeletionImpact {
  const open = submissions.filter((s) => isOpenSubmission(s.status));
  return { openSubmissions: open.length, payments: submissions.filter((s) => s.paid).length, paymentsToRefund: open.filter((s) => s.paid).length };
}

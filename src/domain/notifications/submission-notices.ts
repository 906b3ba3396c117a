import type { SubmissionChange } from '../submissions/submission';
import type { NewNotification } from './notification';

const linkTo = (submissionId: string): string => `/submissions/${submissionId}`;

/**
 * Who hears of a step of a submission, and what they read: the pro of a paid submission, the
 * athlete when the review starts and when they are refunded (with the reason). Every backend
 * sends exactly these (the hosted one from the timeline's trigger, supabase/migrations), as the
 * service, once per step. Any other step notifies no one here.
 */
export function submissionNotice({ submission, event }: SubmissionChange): NewNotification | null {
  if (event.fromStatus === event.toStatus) return null;
  switch (event.toStatus) {
    case 'submitted':
      return { userId: submission.proId, title: 'New submission to review', body: `A ${submission.sport} clip was paid for and waits for your review.`, link: linkTo(submission.id) };
    case 'in_review':
      return { userId: submission.athleteId, title: 'Your review has started', body: `A pro started reviewing your ${submission.sport} clip.`, link: linkTo(submission.id) };
    case 'refunded': {
      const why = event.note ? ` Reason: ${event.note}` : '';
      return { userId: submission.athleteId, title: 'Your submission was refunded', body: `Your ${submission.sport} submission was refunded in full.${why}`, link: linkTo(submission.id) };
    }
    default:
      return null;
  }
}

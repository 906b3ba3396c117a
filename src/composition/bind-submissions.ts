import type { Container } from 'inversify';
import type { SubmissionAdapters } from '../application/ports/submission-adapters';
import { TYPES } from '../application/ports/tokens';
import { ActOnSubmission } from '../application/submissions/act-on-submission.use-case';
import { CreateSubmissionDraft } from '../application/submissions/create-submission-draft.use-case';
import { ListSubmissions } from '../application/submissions/list-submissions.use-case';
import { LoadCheckout } from '../application/submissions/load-checkout.use-case';
import { PayForSubmission } from '../application/submissions/pay-for-submission.use-case';
import { CancelOverdueSubmission } from '../application/submissions/cancel-overdue-submission.use-case';
import { RateSubmission } from '../application/submissions/rate-submission.use-case';
import { typedBindings } from './typed-bindings';

/** The submission journey: its ports (submissions, payments, settings, reviews) and use cases. */
export function bindSubmissions(c: Container, journey: SubmissionAdapters): void {
  const { constant, factory } = typedBindings(c);
  constant(TYPES.SubmissionRepository, journey.submissions);
  constant(TYPES.PaymentsPort, journey.payments);
  constant(TYPES.PlatformSettings, journey.settings);
  constant(TYPES.ReviewRepository, journey.reviews);

  factory(TYPES.CreateSubmissionDraft, [TYPES.SubmissionRepository], (submissions) => new CreateSubmissionDraft(submissions));
  factory(TYPES.ActOnSubmission, [TYPES.SubmissionRepository], (submissions) => new ActOnSubmission(submissions));
  factory(TYPES.ListSubmissions, [TYPES.SubmissionRepository], (submissions) => new ListSubmissions(submissions));
  factory(TYPES.PayForSubmission, [TYPES.PaymentsPort], (payments) => new PayForSubmission(payments));
  factory(TYPES.RateSubmission, [TYPES.ReviewRepository], (reviews) => new RateSubmission(reviews));
  factory(TYPES.CancelOverdueSubmission, [TYPES.SubmissionRepository], (submissions) => new CancelOverdueSubmission(submissions));
  factory(TYPES.LoadCheckout, [TYPES.SubmissionRepository, TYPES.PaymentsPort], (submissions, payments) => new LoadCheckout(submissions, payments));
}

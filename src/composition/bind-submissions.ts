import type { Container } from 'inversify';
import type { SubmissionAdapters } from '../application/ports/submission-adapters';
import type { VideoLibrary } from '../application/ports/video-repository.port';
import type { ReferralRepository } from '../application/ports/referral-repository.port';
import { TYPES } from '../application/ports/tokens';
import { ActOnSubmission } from '../application/submissions/act-on-submission.use-case';
import { CreateSubmissionDraft } from '../application/submissions/create-submission-draft.use-case';
import { ListSubmissions } from '../application/submissions/list-submissions.use-case';
import { LoadCheckout } from '../application/submissions/load-checkout.use-case';
import { PayForSubmission } from '../application/submissions/pay-for-submission.use-case';
import { SaveAppSettings } from '../application/settings/save-app-settings.use-case';
import { SavePricing } from '../application/settings/save-pricing.use-case';
import { CancelOverdueSubmission } from '../application/submissions/cancel-overdue-submission.use-case';
import { RateSubmission } from '../application/submissions/rate-submission.use-case';
import { typedBindings } from './typed-bindings';

/** The submission journey's use cases (its ports are bound with the others, core-container.ts), the admins' settings and pricing included; the list shows the videos' thumbnails when the backend has videos. */
export function bindSubmissions(c: Container, journey: SubmissionAdapters, videos: VideoLibrary | null = null, referrals: ReferralRepository | null = null): void {
  const { factory } = typedBindings(c);

  factory(TYPES.CreateSubmissionDraft, [TYPES.SubmissionRepository], (submissions) => new CreateSubmissionDraft(submissions));
  factory(TYPES.ActOnSubmission, [TYPES.SubmissionRepository], (submissions) => new ActOnSubmission(submissions));
  factory(TYPES.ListSubmissions, [TYPES.SubmissionRepository], (submissions) => new ListSubmissions(submissions, videos));
  factory(TYPES.PayForSubmission, [TYPES.PaymentsPort], (payments) => new PayForSubmission(payments));
  factory(TYPES.SaveAppSettings, [TYPES.PlatformSettings], (settings) => new SaveAppSettings(settings));
  factory(TYPES.SavePricing, [TYPES.PlatformSettings], (settings) => new SavePricing(settings));
  factory(TYPES.RateSubmission, [TYPES.ReviewRepository], (reviews) => new RateSubmission(reviews));
  factory(TYPES.CancelOverdueSubmission, [TYPES.SubmissionRepository], (submissions) => new CancelOverdueSubmission(submissions));
  factory(TYPES.LoadCheckout, [TYPES.SubmissionRepository, TYPES.PaymentsPort], (submissions, payments) => new LoadCheckout(submissions, payments, referrals));
}

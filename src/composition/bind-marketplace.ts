import type { Container } from 'inversify';
import { TYPES } from '../application/ports/tokens';
import { DeletePro } from '../application/pros/delete-pro.use-case';
import { OnboardingProgress } from '../application/pros/onboarding-progress';
import { ProOnboardingStore } from '../application/pros/pro-onboarding.store';
import { ApprovePro, RejectPro } from '../application/pros/review-pro-application.use-case';
import { SaveProApplication } from '../application/pros/save-pro-application.use-case';
import { SubmitProApplication } from '../application/pros/submit-pro-application.use-case';
import { UploadProDocument } from '../application/pros/upload-pro-document.use-case';
import { typedBindings } from './typed-bindings';

/** The pros marketplace's use cases (its ports are bound with the others, core-container.ts). */
export function bindMarketplace(c: Container): void {
  const { factory } = typedBindings(c);

  factory(TYPES.SaveProApplication, [TYPES.ProRepository], (pros) => new SaveProApplication(pros));
  factory(TYPES.UploadProDocument, [TYPES.ProDocumentStore], (docs) => new UploadProDocument(docs));
  factory(
    TYPES.SubmitProApplication,
    [TYPES.ProRepository, TYPES.ProDocumentStore, TYPES.ProfileRepository, TYPES.AuthStore],
    (pros, docs, profiles, store) => new SubmitProApplication(pros, docs, profiles, store),
  );
  factory(TYPES.OnboardingProgress, [TYPES.SessionStore], (store) => new OnboardingProgress(store));
  factory(
    TYPES.ProOnboardingStore,
    [TYPES.ProRepository, TYPES.ProDocumentStore, TYPES.OnboardingProgress, TYPES.SaveProApplication, TYPES.SubmitProApplication, TYPES.UploadProDocument, TYPES.AuthStore],
    (pros, docs, progress, save, submit, upload, auth) => new ProOnboardingStore(pros, docs, progress, save, submit, upload, auth.state),
  );
  factory(TYPES.ApprovePro, [TYPES.ProAdminRepository, TYPES.NotificationRepository, TYPES.Logger], (admin, notifications, logger) => new ApprovePro(admin, notifications, logger));
  factory(TYPES.RejectPro, [TYPES.ProAdminRepository, TYPES.NotificationRepository, TYPES.Logger], (admin, notifications, logger) => new RejectPro(admin, notifications, logger));
  factory(TYPES.DeletePro, [TYPES.ProAdminRepository], (admin) => new DeletePro(admin));
}

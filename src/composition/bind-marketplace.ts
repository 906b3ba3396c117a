import type { Container } from 'inversify';
import type { AuthStore } from '../application/auth/auth-state.store';
import type { KeyValueStore } from '../application/ports/key-value-store.port';
import type { Logger } from '../application/ports/logger.port';
import type { MarketplaceAdapters } from '../application/ports/marketplace';
import type { NotificationRepository } from '../application/ports/notification-repository.port';
import type { ProDocumentStore } from '../application/ports/pro-document-store.port';
import type { ProfileRepository } from '../application/ports/profile-repository.port';
import type { ProAdminRepository, ProRepository } from '../application/ports/pro-repository.port';
import { TYPES } from '../application/ports/tokens';
import { DeletePro } from '../application/pros/delete-pro.use-case';
import { OnboardingProgress } from '../application/pros/onboarding-progress';
import { ProOnboardingStore } from '../application/pros/pro-onboarding.store';
import { ApprovePro, RejectPro } from '../application/pros/review-pro-application.use-case';
import { SaveProApplication } from '../application/pros/save-pro-application.use-case';
import { SubmitProApplication } from '../application/pros/submit-pro-application.use-case';
import { UploadProDocument } from '../application/pros/upload-pro-document.use-case';

/** The pros marketplace: its ports and use cases. */
export function bindMarketplace(c: Container, marketplace: MarketplaceAdapters): void {
  c.bind(TYPES.ProRepository).toConstantValue(marketplace.pros);
  c.bind(TYPES.ProAdminRepository).toConstantValue(marketplace.proAdmin);
  c.bind(TYPES.ProDocumentStore).toConstantValue(marketplace.proDocuments);
  c.bind(TYPES.NotificationRepository).toConstantValue(marketplace.notifications);

  c.bind(TYPES.SaveProApplication).toResolvedValue((pros: ProRepository) => new SaveProApplication(pros), [TYPES.ProRepository]);
  c.bind(TYPES.UploadProDocument).toResolvedValue((docs: ProDocumentStore) => new UploadProDocument(docs), [TYPES.ProDocumentStore]);
  c.bind(TYPES.SubmitProApplication).toResolvedValue(
    (pros: ProRepository, docs: ProDocumentStore, profiles: ProfileRepository, store: AuthStore) => new SubmitProApplication(pros, docs, profiles, store),
    [TYPES.ProRepository, TYPES.ProDocumentStore, TYPES.ProfileRepository, TYPES.AuthStore],
  );
  c.bind(TYPES.OnboardingProgress).toResolvedValue((store: KeyValueStore) => new OnboardingProgress(store), [TYPES.SessionStore]);
  c.bind(TYPES.ProOnboardingStore).toResolvedValue(
    (pros: ProRepository, docs: ProDocumentStore, progress: OnboardingProgress, save: SaveProApplication, submit: SubmitProApplication, upload: UploadProDocument, auth: AuthStore) =>
      new ProOnboardingStore(pros, docs, progress, save, submit, upload, auth.state),
    [TYPES.ProRepository, TYPES.ProDocumentStore, TYPES.OnboardingProgress, TYPES.SaveProApplication, TYPES.SubmitProApplication, TYPES.UploadProDocument, TYPES.AuthStore],
  );
  c.bind(TYPES.ApprovePro).toResolvedValue(
    (admin: ProAdminRepository, notifications: NotificationRepository, logger: Logger) => new ApprovePro(admin, notifications, logger),
    [TYPES.ProAdminRepository, TYPES.NotificationRepository, TYPES.Logger],
  );
  c.bind(TYPES.RejectPro).toResolvedValue(
    (admin: ProAdminRepository, notifications: NotificationRepository, logger: Logger) => new RejectPro(admin, notifications, logger),
    [TYPES.ProAdminRepository, TYPES.NotificationRepository, TYPES.Logger],
  );
  c.bind(TYPES.DeletePro).toResolvedValue((admin: ProAdminRepository) => new DeletePro(admin), [TYPES.ProAdminRepository]);
}

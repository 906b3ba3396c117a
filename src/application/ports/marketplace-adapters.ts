import type { NotificationRepository } from './notification-repository.port';
import type { PeopleDirectory } from './people-directory.port';
import type { ProDocumentStore } from './pro-document-store.port';
import type { ProAdminRepository, ProRepository } from './pro-repository.port';

/** The ports of the pros marketplace, as one backend provides them. */
export interface MarketplaceAdapters {
  readonly pros: ProRepository;
  readonly proAdmin: ProAdminRepository;
  readonly proDocuments: ProDocumentStore;
  readonly notifications: NotificationRepository;
  /** Admins look people up (to notify one of them). */
  readonly people: PeopleDirectory;
}

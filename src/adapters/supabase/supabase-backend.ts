import type { Clock } from '../../application/ports/clock.port';
import type { MarketplaceAdapters } from '../../application/ports/marketplace-adapters';
import { SupabaseAuthGateway } from './supabase-auth-gateway.adapter';
import { createSupabaseClient, type ClipCoachSupabaseClient, type SupabaseClientOverrides, type SupabaseConnection } from './supabase-client';
import { SupabaseFunctionsGateway } from './supabase-functions-gateway.adapter';
import type { SubmissionAdapters } from '../../application/ports/submission-adapters';
import { SupabasePayments } from './supabase-payments.adapter';
import { SupabasePlatformSettings } from './supabase-platform-settings.adapter';
import { SupabaseNotificationRepository, SupabasePeopleDirectory } from './supabase-notification-repository.adapter';
import { SupabaseProAdminRepository } from './supabase-pro-admin-repository.adapter';
import { SupabaseProDocumentStore } from './supabase-pro-document-store.adapter';
import { SupabaseProRepository } from './supabase-pro-repository.adapter';
import { SupabaseProfileRepository } from './supabase-profile-repository.adapter';
import { SupabaseStorageGateway } from './supabase-storage-gateway.adapter';
import { SupabaseSubmissionRepository } from './supabase-submission-repository.adapter';
import { SupabaseReviewRepository } from './supabase-review-repository.adapter';
import { SupabaseVideoRepository } from './supabase-video-repository.adapter';
import { SupabaseVideoLibrary } from './supabase-video-library.adapter';
import { SupabasePlatformStats } from './supabase-platform-stats.adapter';
import { SupabaseAnalyses } from './supabase-analyses.adapter';
import { SupabaseAdmin } from './supabase-admin.adapter';
import type { AdminAdapters } from '../../application/ports/demo-creator.port';
import { SupabaseSuccessStoryRepository, SupabaseSupportDesk } from './supabase-content.adapter';
import type { ContentAdapters } from '../../application/ports/content-adapters';
import { SupabaseReferrals } from './supabase-referrals.adapter';
import { SupabaseAccounts } from './supabase-accounts.adapter';
import { StorageAvatarStore } from '../storage/storage-avatar-store.adapter';
import { AVATARS_BUCKET } from '../../domain/accounts/avatar';

/** Every port of the hosted backend, over one supabase-js client. */
export interface SupabaseBackend {
  readonly auth: SupabaseAuthGateway;
  readonly profiles: SupabaseProfileRepository;
  readonly functions: SupabaseFunctionsGateway;
  readonly storage: SupabaseStorageGateway;
  /** The pros marketplace (supabase/migrations/20250601000200_marketplace.sql). */
  readonly marketplace: MarketplaceAdapters;
  /** The journey from clip to paid submission (issue 10: supabase/migrations/20250601000400…0500, supabase/functions). */
  readonly journey: SubmissionAdapters;
  /** Videos: resumable uploads (TUS), facts and thumbnails, signed playback URLs, repair. */
  readonly videos: SupabaseVideoLibrary;
  /** The admin's counts (issue 12: supabase/migrations/20250601001200_platform_counts.sql). */
  readonly platformStats: SupabasePlatformStats;
  /** Analyses (issue 11: supabase/migrations/20250601000800_analyses.sql). */
  readonly analyses: SupabaseAnalyses;
  /** People's records, admin rights and the demo creator (supabase/migrations/20250601001400_admin_users_and_demo.sql). */
  readonly admin: AdminAdapters;
  /** Success stories and "Contact support" (supabase/migrations/20250601001300_content.sql). */
  readonly content: ContentAdapters;
  /** Referrals (issue 12: supabase/migrations/20250601001500_referrals.sql). */
  readonly referrals: SupabaseReferrals;
  /** Deleting your own account (issue 12: the delete-account function). */
  readonly accounts: SupabaseAccounts;
  /** Avatars in the public bucket (issue 12). */
  readonly avatars: StorageAvatarStore;
  readonly client: ClipCoachSupabaseClient;
  /** Stops the client's background work (auto-refresh timer, cross-tab channel, realtime). */
  dispose(): Promise<void>;
}

/** Loaded only when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set, so only that build carries supabase-js. */
export function createSupabaseBackend(connection: SupabaseConnection, clock: Clock, overrides: SupabaseClientOverrides = {}): SupabaseBackend {
  const client = createSupabaseClient(connection, overrides);
  const admin = new SupabaseAdmin(client, clock);
  const storage = new SupabaseStorageGateway(client, clock);
  return {
    auth: new SupabaseAuthGateway(client, clock),
    profiles: new SupabaseProfileRepository(client),
    functions: new SupabaseFunctionsGateway(client),
    storage,
    accounts: new SupabaseAccounts(client),
    avatars: new StorageAvatarStore(storage, (path) => client.storage.from(AVATARS_BUCKET).getPublicUrl(path).data.publicUrl),
    marketplace: {
      pros: new SupabaseProRepository(client),
      proAdmin: new SupabaseProAdminRepository(client),
      proDocuments: new SupabaseProDocumentStore(client),
      notifications: new SupabaseNotificationRepository(client),
      people: new SupabasePeopleDirectory(client),
    },
    journey: {
      submissions: new SupabaseSubmissionRepository(client),
      payments: new SupabasePayments(client),
      settings: new SupabasePlatformSettings(client),
      reviews: new SupabaseReviewRepository(client),
    },
    videos: new SupabaseVideoLibrary(new SupabaseVideoRepository(client, connection, clock), client),
    platformStats: new SupabasePlatformStats(client),
    analyses: new SupabaseAnalyses(client),
    admin: { users: admin, demo: admin },
    content: { stories: new SupabaseSuccessStoryRepository(client), support: new SupabaseSupportDesk(client) },
    referrals: new SupabaseReferrals(client),
    client,
    async dispose() {
      await client.auth.dispose();
      await client.removeAllChannels();
    },
  };
}

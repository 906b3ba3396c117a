import type { Clock } from '../../application/ports/clock.port';
import type { MarketplaceAdapters } from '../../application/ports/marketplace-adapters';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PRO_ACCOUNT, demoProfile } from '../demo-accounts';
import { InMemoryAuthGateway, type InMemoryAuthOptions } from './in-memory-auth-gateway.fake';
import { InMemoryFunctionsGateway } from './in-memory-functions.fake';
import { InMemoryProfileRepository } from './in-memory-profile-repository.fake';
import { InMemoryMarketplace } from './in-memory-marketplace.fake';
import { InMemorySubmissions, InMemorySubmissionTables } from './in-memory-submissions.fake';
import { InMemoryReviews } from './in-memory-reviews.fake';
import type { SubmissionAdapters } from '../../application/ports/submission-adapters';
import { InMemoryStorageGateway } from './in-memory-storage-gateway.fake';
import { PRODUCT_BUCKET_DEFINITIONS } from '../storage/product-buckets';
import { demoApplicant, demoProProfile, demoPros } from '../demo-pros';
import { demoReviewedPros, demoReviewHistory } from '../demo-reviews';
import { InMemoryAdmin } from './in-memory-admin.fake';
import type { AdminAdapters } from '../../application/ports/demo-creator.port';
import { prosAssignedTo } from '../../domain/submissions/submission';
import { personOf } from '../../domain/people/person';
import { createInMemoryVideos, type InMemoryVideoTables } from './in-memory-videos.fake';
import { blobUrl } from '../shared/chunked-video-repository';
import { EmbeddedVideoLibrary } from '../shared/embedded-video-library';
import { InMemoryPlatformStats } from './in-memory-platform-stats.fake';
import { InMemoryAnalyses } from './in-memory-analyses.fake';
import { InMemoryContent } from './in-memory-content.fake';
import type { ContentAdapters } from '../../application/ports/content-adapters';
import { demoStories } from '../demo-stories';
import { InMemoryReferrals } from './in-memory-referrals.fake';
import { InMemoryAccounts } from './in-memory-accounts.fake';
import { StorageAvatarStore } from '../storage/storage-avatar-store.adapter';
import { newestFirst } from '../../domain/shared/compare-keys';

export interface MemoryBackend {
  readonly auth: InMemoryAuthGateway;
  readonly profiles: InMemoryProfileRepository;
  readonly functions: InMemoryFunctionsGateway;
  /** Pros, their documents and notifications (one object plays all four ports). */
  readonly pros: InMemoryMarketplace;
  readonly marketplace: MarketplaceAdapters;
  /** Submissions, the simulated payment provider and the settings (one object plays all three ports). */
  readonly submissions: InMemorySubmissions;
  readonly journey: SubmissionAdapters;
  /** Storage as the signed-in user sees it (the object access rule applies). */
  readonly storage: InMemoryStorageGateway;
  /** The same objects with the service's rights: bucket management and fixtures. */
  readonly storageAsService: InMemoryStorageGateway;
  /** Videos: uploads in chunks, facts and thumbnails, playback, repair. */
  readonly videos: EmbeddedVideoLibrary;
  readonly videoTables: InMemoryVideoTables;
  /** The admin's counts (issue 12). */
  readonly platformStats: InMemoryPlatformStats;
  /** Analyses (issue 11): the studio's drafts and deliveries, beside the submissions. */
  readonly analyses: InMemoryAnalyses;
  /** People's records, admin rights and the demo creator (one object plays both ports). */
  readonly adminTools: InMemoryAdmin;
  readonly admin: AdminAdapters;
  /** Success stories and "Contact support" (one object plays both ports). */
  readonly contentTables: InMemoryContent;
  readonly content: ContentAdapters;
  /** Referrals (issue 12): codes, referrals, credit, the reward amount. */
  readonly referrals: InMemoryReferrals;
  /** Deleting your own account (issue 12). */
  readonly accounts: InMemoryAccounts;
  /** Avatars in the public bucket, as the signed-in user writes them (issue 12). */
  readonly avatars: StorageAvatarStore;
}

/** Every port in memory, wired to each other the way the real service is. */
export function createMemoryBackend(clock: Clock, options: InMemoryAuthOptions & { seedDemo?: boolean } = {}): MemoryBackend {
  const submissionTables = new InMemorySubmissionTables();
  // Sign-up asks the platform's settings (sign-ups open or closed).
  // A new account gets its referral code and, from the metadata's code, its referrer (issue 12).
  let referralsOf: InMemoryReferrals | null = null;
  const auth = new InMemoryAuthGateway(clock, {
    ...options,
    signUpSettings: () => submissionTables.appSettings,
    onSignedUp: (user) => referralsOf?.signedUp(user.id, user.user_metadata.referral_code),
  });
  const callerId = () => auth.currentSession()?.user.id ?? null;
  const profiles = new InMemoryProfileRepository(clock, callerId);
  const functions = new InMemoryFunctionsGateway(auth, profiles);
  // Everyone with an account: the profile's name and the sign-in e-mail (auth.users on the hosted backend).
  const people = () => profiles.all().map((p) => personOf(p, auth.userById(p.id)?.email ?? ''));
  const pros = new InMemoryMarketplace(() => profiles.actor(), clock, submissionTables, people);
  const nameOf = (id: string) => {
    const profile = profiles.get(id);
    return profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  };
  const videos = createInMemoryVideos(clock, () => profiles.actor(), () => pros.submissionTables.uploadSettings);
  videos.tables.assigned = (videoId) => prosAssignedTo(videoId, pros.submissionTables.submissions.values());
  const videoFor = (videoId: string) => {
    const row = videos.tables.rows.get(videoId);
    return row ? { id: row.id, ownerId: row.owner_id, status: row.status } : (pros.submissionTables.videos.get(videoId) ?? null);
  };
  const submissions = new InMemorySubmissions(() => profiles.actor(), clock, pros.submissionTables, pros, nameOf, videoFor);
  const reviews = new InMemoryReviews(() => profiles.actor(), clock, pros.submissionTables, pros, (id) => profiles.get(id)?.firstName ?? '');
  const referrals = new InMemoryReferrals(() => profiles.actor(), clock, pros.submissionTables, nameOf, (id) => profiles.get(id)?.firstName ?? '');
  referralsOf = referrals;
  const analyses = new InMemoryAnalyses(() => profiles.actor(), clock, pros.submissionTables, pros);
  const storageAsService = new InMemoryStorageGateway(clock);
  for (const bucket of PRODUCT_BUCKET_DEFINITIONS) storageAsService.putBucket(bucket);
  const videoLibrary = new EmbeddedVideoLibrary(videos.repository, videos.tables, {
    clock,
    actor: async () => profiles.actor(),
    storage: storageAsService,
    objectUrl: blobUrl,
    directory: {
      people: async (ids) => new Map(ids.filter((id) => profiles.get(id)).map((id) => [id, { name: nameOf(id), email: auth.userById(id)?.email ?? null }])),
      submissionsCarrying: async (videoIds) =>
        new Map(
          videoIds.map((videoId) => [
            videoId,
            [...pros.submissionTables.submissions.values()].filter((s) => s.videoId === videoId).sort(newestFirst).map((s) => s.id),
          ]),
        ),
      notify: async (notification) => void pros.notifications.push(notification),
    },
  });
  const storage = storageAsService.actingFor(() => {
    const actor = profiles.actor();
    return { kind: 'user', actor, application: actor ? (pros.pros.get(actor.id) ?? null) : null };
  });
  const content = new InMemoryContent(clock, {
    actor: () => profiles.actor(),
    adminIds: () => profiles.adminIds(),
    senderOf: (id) => ({ name: nameOf(id), email: auth.userById(id)?.email ?? null }),
    notifications: pros.notifications,
  });
  if (options.seedDemo) {
    const now = new Date(clock.now()).toISOString();
    for (const demo of DEMO_ACCOUNTS) {
      const user = auth.seedUser({ id: demo.id, email: demo.email, password: DEMO_PASSWORD, metadata: demo.metadata });
      profiles.put(demoProfile(demo, now));
      referrals.ensureCode(user.id);
    }
    const demoPro = demoProProfile(DEMO_PRO_ACCOUNT.id, now);
    pros.put(demoPro);
    const samplePros = demoPros(24, now);
    for (const pro of samplePros) pros.put(pro);
    pros.put(demoApplicant(now));
    // The sample pros' and the demo pro's past work: their ratings are the means of these reviews (demo-reviews.ts).
    const history = demoReviewHistory(demoReviewedPros(samplePros, demoPro), now);
    for (const { profile, email } of history.clients) {
      // A password nobody knows: the sample athletes cannot sign in.
      auth.seedUser({ id: profile.id, email, password: globalThis.crypto.randomUUID(), metadata: { first_name: profile.firstName, last_name: profile.lastName, account_type: profile.accountType } });
      profiles.put(profile);
    }
    for (const work of history.work) {
      for (const submission of work.submissions) submissionTables.submissions.set(submission.id, submission);
      submissionTables.timeline.push(...work.events);
      for (const payment of work.payments) submissionTables.payments.set(payment.id, payment);
      for (const analysis of work.analyses) analyses.analyses.set(analysis.submissionId, analysis);
      for (const review of work.reviews) submissionTables.reviews.set(review.id, review);
    }
    for (const story of demoStories(now)) content.put(story);
  }
  const adminTools = new InMemoryAdmin(clock, auth, profiles, pros, content);
  return {
    auth,
    profiles,
    functions,
    pros,
    marketplace: { pros, proAdmin: pros, proDocuments: pros, notifications: pros, people: pros },
    submissions,
    journey: { submissions, payments: submissions, settings: submissions, reviews },
    videos: videoLibrary,
    videoTables: videos.tables,
    platformStats: new InMemoryPlatformStats(() => profiles.actor(), clock, pros, videos.tables),
    analyses,
    referrals,
    storage,
    storageAsService,
    adminTools,
    admin: { users: adminTools, demo: adminTools },
    contentTables: content,
    content: { stories: content, support: content },
    accounts: new InMemoryAccounts(() => profiles.actor(), clock, { auth, profiles, marketplace: pros, submissions, storageAsService }),
    avatars: new StorageAvatarStore(storage, undefined, blobUrl),
  };
}

import type { Clock } from '../../application/ports/clock.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { authTokenStorageKey } from '../../domain/auth/session';
import { prepareDatabase } from './demo-seed';
import { IndexedDbContent } from './indexed-db-content.adapter';
import type { ContentAdapters } from '../../application/ports/content-adapters';
import { IndexedDbMarketplace } from './indexed-db-marketplace.adapter';
import { IndexedDbSubmissions } from './indexed-db-submissions.adapter';
import { IndexedDbPlatformStats } from './indexed-db-platform-stats.adapter';
import { IndexedDbReviews } from './indexed-db-reviews.adapter';
import { IndexedDbAnalyses } from './indexed-db-analyses.adapter';
import { IndexedDbAdmin } from './indexed-db-admin.adapter';
import type { AdminAdapters } from '../../application/ports/demo-creator.port';
import { IndexedDbReferrals } from './indexed-db-referrals.adapter';
import { IndexedDbAccounts } from './indexed-db-accounts.adapter';
import { StorageAvatarStore } from '../storage/storage-avatar-store.adapter';
import type { SubmissionAdapters } from '../../application/ports/submission-adapters';
import type { MarketplaceAdapters } from '../../application/ports/marketplace-adapters';
import { LocalFaultInjector } from './fault-injector';
import { IndexedDbAuthGateway } from './indexed-db-auth-gateway.adapter';
import { IndexedDbFunctionsGateway } from './indexed-db-functions.adapter';
import { LocalCaller } from './local-caller';
import { createIndexedDbVideos, indexedDbVideoDirectory, type IndexedDbVideosOptions } from './indexed-db-videos.adapter';
import { EmbeddedVideoLibrary } from '../shared/embedded-video-library';
import { dataCall } from './data-call';
import { DEFAULT_UPLOAD_SETTINGS } from '../../domain/videos/video';
import { IndexedDbProfileRepository } from './indexed-db-profile-repository.adapter';
import { browserObjectUrls, IndexedDbStorageGateway, type ObjectUrls } from './indexed-db-storage-gateway.adapter';
import { AccessTokenVerifier, KeySetCache } from './jwt';
import { ACCESS_TOKEN_TTL_MS, LocalAuthServer } from './local-auth-server';
import { LOCAL_DATABASE_NAME, openLocalDatabase, type LocalDatabase } from './local-database';
import { PBKDF2_ITERATIONS, Pbkdf2PasswordHasher } from './password-hasher';
import { PersistedSession } from './persisted-session';
import { BroadcastTabChannel, WebLocksTabLock, type LockManagerLike, type TabChannel, type TabLock } from './tab-sync';

export interface LocalBackendOptions {
  readonly clock: Clock;
  /** `window.indexedDB`; undefined where the browser offers none. Tests pass `new IDBFactory()`. */
  readonly indexedDB: IDBFactory | undefined;
  /** Local storage: the session, the fault settings and (without Web Locks) the refresh lock. */
  readonly localStorage: KeyValueStore;
  readonly productSlug: string;
  readonly channel: TabChannel;
  readonly lock: TabLock;
  readonly databaseName?: string;
  /** PBKDF2 work factor; production keeps the default 600 000, tests pass a few hundred for speed. */
  readonly pbkdf2Iterations?: number;
  /** Seed the demo accounts on first start (default true). */
  readonly seedDemo?: boolean;
  readonly autoConfirm?: boolean;
  readonly autoRefresh?: boolean;
  readonly accessTokenTtlMs?: number;
  /** Drives `failRate` (tests make it deterministic). */
  readonly random?: () => number;
  readonly objectUrls?: ObjectUrls;
  readonly videos?: IndexedDbVideosOptions;
}

/** Every port of the embedded backend, plus its service-side helpers. */
export interface LocalBackend {
  readonly auth: IndexedDbAuthGateway;
  readonly profiles: IndexedDbProfileRepository;
  readonly functions: IndexedDbFunctionsGateway;
  /** Storage as the signed-in user sees it (the object access rule applies). */
  readonly storage: IndexedDbStorageGateway;
  /** The same storage with the service's rights: bucket management and fixtures. */
  readonly storageAsService: IndexedDbStorageGateway;
  /** The pros marketplace; one object plays its four ports. */
  readonly pros: IndexedDbMarketplace;
  readonly marketplace: MarketplaceAdapters;
  /** Submissions, the simulated payment provider and the settings; one object plays the three ports. */
  readonly submissions: IndexedDbSubmissions;
  readonly journey: SubmissionAdapters;
  /** Analyses (issue 11): the studio's drafts and deliveries. */
  readonly analyses: IndexedDbAnalyses;
  /** People's records, admin rights and the demo creator; one object plays both ports. */
  readonly admin: AdminAdapters;
  /** Referrals (issue 12): codes, referrals, credit, the reward amount. */
  readonly referrals: IndexedDbReferrals;
  readonly faults: LocalFaultInjector;
  /** Videos: uploads stored in chunks, facts and thumbnails, playback, repair. */
  readonly videos: EmbeddedVideoLibrary;
  /** The admin's counts (issue 12). */
  readonly platformStats: IndexedDbPlatformStats;
  /** Success stories and "Contact support"; one object plays both ports. */
  readonly contentTables: IndexedDbContent;
  readonly content: ContentAdapters;
  /** The service side of auth (accounts, tokens, signing keys), for fixtures and admin tools. */
  readonly server: LocalAuthServer;
  readonly database: LocalDatabase;
  /** Deleting your own account (issue 12). */
  readonly accounts: IndexedDbAccounts;
  /** Avatars in the public bucket, as the signed-in user writes them (issue 12). */
  readonly avatars: StorageAvatarStore;
  /** Stops timers and the tab channel and closes the database. */
  dispose(): void;
}

/**
 * Opens the embedded backend. Rejects with a LocalStorageError (a message fit for the user)
 * when the browser cannot store data in IndexedDB.
 */
export async function createLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const { clock } = options;
  const database = await openLocalDatabase(options.indexedDB, options.databaseName ?? LOCAL_DATABASE_NAME);
  const hasher = new Pbkdf2PasswordHasher(options.pbkdf2Iterations ?? PBKDF2_ITERATIONS);
  const server = new LocalAuthServer(database, clock, hasher, options.accessTokenTtlMs ?? ACCESS_TOKEN_TTL_MS);
  await prepareDatabase(database, clock, hasher, { demo: options.seedDemo !== false });
  const faults = new LocalFaultInjector(options.localStorage, clock, true, options.random);
  const verifier = new AccessTokenVerifier(new KeySetCache(() => server.keySet(), clock), clock);
  const auth = new IndexedDbAuthGateway(server, verifier, clock, {
    persisted: new PersistedSession(options.localStorage, authTokenStorageKey(options.productSlug)),
    channel: options.channel,
    lock: options.lock,
    faults,
    autoConfirm: options.autoConfirm,
    autoRefresh: options.autoRefresh,
  });
  const caller = new LocalCaller(database, () => auth.accessToken(), verifier);
  const profiles = new IndexedDbProfileRepository(database, clock, caller, faults);
  const functions = new IndexedDbFunctionsGateway(() => auth.accessToken(), verifier, server, profiles, faults);
  const objectUrls = options.objectUrls ?? browserObjectUrls;
  const storage = new IndexedDbStorageGateway(database, clock, faults, objectUrls, () => caller.storageCaller());
  const storageAsService = new IndexedDbStorageGateway(database, clock, faults, objectUrls);
  const pros = new IndexedDbMarketplace(database, clock, caller, storage, faults);
  const submissions = new IndexedDbSubmissions(database, clock, caller, faults);
  const reviews = new IndexedDbReviews(database, clock, caller, faults);
  const analyses = new IndexedDbAnalyses(database, clock, caller, faults);
  const adminTools = new IndexedDbAdmin(database, clock, caller, faults);
  const referrals = new IndexedDbReferrals(database, clock, caller, faults);
  server.afterSignUp = (user) => referrals.signedUp(user.id, user.user_metadata.referral_code);
  // Uploads are checked against the platform's settings (max size, allowed types) as the hosted backend's bucket does.
  const uploadSettings = async () => {
    const read = await submissions.uploadSettings();
    return read.ok ? read.value : DEFAULT_UPLOAD_SETTINGS;
  };
  const videoEngine = createIndexedDbVideos(database, clock, caller, faults, { objectUrl: (blob) => objectUrls.create(blob), settings: uploadSettings, ...options.videos });
  const videos = new EmbeddedVideoLibrary(videoEngine.repository, videoEngine.tables, {
    clock,
    actor: () => caller.actor(),
    storage: storageAsService,
    directory: indexedDbVideoDirectory(database),
    objectUrl: (blob) => options.videos?.objectUrl?.(blob) ?? objectUrls.create(blob),
    call: (work) => dataCall(faults, 'storage', work),
  });
  const platformStats = new IndexedDbPlatformStats(database, clock, caller, faults, () => submissions.pricing());
  const content = new IndexedDbContent(database, clock, caller, faults);
  return {
    videos,
    platformStats,
    auth,
    profiles,
    functions,
    storage,
    storageAsService,
    pros,
    marketplace: { pros, proAdmin: pros, proDocuments: pros, notifications: pros, people: pros },
    submissions,
    journey: { submissions, payments: submissions, settings: submissions, reviews },
    analyses,
    admin: { users: adminTools, demo: adminTools },
    referrals,
    faults,
    contentTables: content,
    content: { stories: content, support: content },
    server,
    database,
    accounts: new IndexedDbAccounts(database, clock, caller, faults, { submissions, server, storageAsService }),
    avatars: new StorageAvatarStore(storage, undefined, (blob) => objectUrls.create(blob)),
    dispose() {
      auth.dispose();
      options.channel.close();
      database.close();
    },
  };
}

/**
 * The browser's way for tabs to agree: a BroadcastChannel and Web Locks, which every current
 * browser has; without them, storage events and a lease record in local storage (loaded only then).
 */
export async function browserTabSync(productSlug: string, localStorage: KeyValueStore, clock: Clock): Promise<{ channel: TabChannel; lock: TabLock }> {
  const channelName = `${productSlug}:auth`;
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const hasChannel = typeof BroadcastChannel === 'function';
  const hasLocks = !!locks && typeof locks.request === 'function';
  const fallbacks = hasChannel && hasLocks ? null : await import('./tab-sync-fallbacks');
  const channel: TabChannel = hasChannel ? new BroadcastTabChannel(channelName) : new fallbacks!.StorageEventTabChannel(channelName, window.localStorage, window);
  const lock: TabLock = hasLocks ? new WebLocksTabLock(locks) : new fallbacks!.StorageLeaseLock(localStorage, clock, fallbacks!.DEFAULT_LEASE);
  return { channel, lock };
}

import { Container } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { asBehavior, type Behavior } from '../application/shared/behavior';
import { AuthStore } from '../application/auth/auth-state.store';
import { RefreshSession } from '../application/auth/refresh-session.use-case';
import { SignIn } from '../application/auth/sign-in.use-case';
import { SignOut } from '../application/auth/sign-out.use-case';
import { SignOutIntent } from '../application/auth/sign-out-intent';
import { CompleteEmailCallback } from '../application/auth/complete-email-callback.use-case';
import { ResendConfirmation } from '../application/auth/resend-confirmation.use-case';
import { RequestPasswordReset } from '../application/accounts/request-password-reset.use-case';
import { CompletePasswordReset } from '../application/accounts/complete-password-reset.use-case';
import { ChangePassword } from '../application/accounts/change-password.use-case';
import { ChangeEmail } from '../application/accounts/change-email.use-case';
import { err } from '../domain/result';
import { dataErrors } from '../domain/shared/data-error';
import type { AvatarStore } from '../application/ports/avatar-store.port';
import type { AccountDeletionPort } from '../application/ports/account-deletion.port';
import { SignUp } from '../application/auth/sign-up.use-case';
import { UpdateProfile } from '../application/auth/update-profile.use-case';
import { ReadAccountRole } from '../application/auth/read-account-role.use-case';
import { RedirectMemory } from '../application/navigation/redirect-memory';
import { SendToLogin } from '../application/navigation/route-guards';
import { ToastCenter } from '../application/notifications/toast-center';
import type { AuthPort } from '../application/ports/auth.port';
import type { Clock } from '../application/ports/clock.port';
import type { FunctionsGateway } from '../application/ports/functions.port';
import type { KeyValueStore } from '../application/ports/key-value-store.port';
import type { Logger } from '../application/ports/logger.port';
import type { PageReloader } from '../application/ports/page-reloader.port';
import type { ProfileRepository } from '../application/ports/profile-repository.port';
import type { StorageGateway } from '../adapters/storage/storage-gateway';
import { NO_FAULT_INJECTION, type FaultInjectionSettings } from '../application/ports/fault-injection.port';
import { TYPES, type AppInfo, type Token } from '../application/ports/tokens';
import type { MarketplaceAdapters } from '../application/ports/marketplace-adapters';
import type { AdminAdapters } from '../application/ports/demo-creator.port';
import type { SubmissionAdapters } from '../application/ports/submission-adapters';
import type { VideoLibrary } from '../application/ports/video-repository.port';
import type { FileDownloader } from '../application/ports/file-downloader.port';
import { FetchFileDownloader } from '../adapters/browser/fetch-file-downloader.adapter';
import type { PlatformStats } from '../application/ports/platform-stats.port';
import type { ReferralRepository } from '../application/ports/referral-repository.port';
import type { AnalysisRepository } from '../application/ports/analysis-repository.port';
import type { ContentAdapters } from '../application/ports/content-adapters';
import type { VideoFactsReader } from '../application/ports/video-facts-reader.port';
import { ConnectionStore } from '../application/connection/connection.store';
import { NETWORK_NOT_NEEDED, type NetworkStatus } from '../application/ports/network-status.port';
import { observedBackend } from './observed-backend';
import { typedBindings } from './typed-bindings';

/** The adapters one backend provides. */
export interface BackendAdapters {
  readonly auth: AuthPort;
  readonly profiles: ProfileRepository;
  readonly functions: FunctionsGateway;
  /** The pros marketplace; a backend without it yet leaves those screens unavailable. */
  readonly marketplace?: MarketplaceAdapters;
  /**
   * The submission journey (submissions, payments, settings); a backend without it leaves those
   * screens unbound.
   */
  readonly journey?: SubmissionAdapters;
  /** Buckets and objects (§3 Storage). */
  readonly storage?: StorageGateway;
  /** Videos (uploads, facts, playback, repair); a backend without it leaves those screens unavailable. */
  readonly videos?: VideoLibrary;
  /** The admin's counts (issue 12); a backend without them leaves the admin's figures unavailable. */
  readonly platformStats?: PlatformStats;
  /** Analyses (issue 11: the studio and the delivered playback); a backend without it leaves those screens unbound. */
  readonly analyses?: AnalysisRepository;
  /** Admin tools: people's records and admin rights, the demo creator. */
  readonly admin?: AdminAdapters;
  /** Success stories and "Contact support"; a backend without them leaves those parts of /success-stories and /help unavailable. */
  readonly content?: ContentAdapters;
  /** Referrals (issue 12: codes, credit at checkout, the admin's view); a backend without it leaves those cards unbound. */
  readonly referrals?: ReferralRepository;
  /** Simulated faults (`clipcoach:faults`); only the embedded backend has them. */
  readonly faults?: FaultInjectionSettings;
  /** Avatars (issue 12); a backend without them leaves the profile's avatar section out. */
  readonly avatars?: AvatarStore;
  /** Deleting your own account (issue 12); a backend without it leaves the profile's delete section out. */
  readonly accounts?: AccountDeletionPort;
}

const unavailable = async () => err(dataErrors.unavailable('This backend does not offer that yet.'));
export const UNAVAILABLE_AVATARS: AvatarStore = { put: unavailable, remove: unavailable, url: async () => null };
export const UNAVAILABLE_ACCOUNT_DELETION: AccountDeletionPort = { impact: unavailable, deleteAccount: unavailable };

/** What the host (browser or test) provides. */
export interface Platform {
  readonly clock: Clock;
  readonly sessionStore: KeyValueStore;
  /** This device's lasting store (local storage): the studio keeps unsaved drafts there. Defaults to `sessionStore`. */
  readonly deviceStore?: KeyValueStore;
  readonly logger: Logger;
  readonly reloader: PageReloader;
  /** Reads a clip's duration, size and thumbnail where it is picked (the browser's media pipeline). */
  readonly videoFacts: VideoFactsReader;
  /** Fetches a stored file for "Re-read metadata" (the browser's fetch unless given). */
  readonly fileDownloader?: FileDownloader;
  /** The browser's network, for a backend that needs one (the hosted one); none needed unless given. */
  readonly network?: NetworkStatus;
  /** Whether the backend has loaded, when it loads on demand (the browser); loaded from the start unless given. */
  readonly backendLoaded?: Behavior<boolean>;
}

const ALWAYS_LOADED: Behavior<boolean> = asBehavior(new BehaviorSubject(true));

/** The core container, and the backend as the app calls it: every data call reports to the connection state. */
export interface CoreContainer {
  readonly container: Container;
  readonly backend: BackendAdapters;
}


/** The storage gateway's interface lives with the adapters (src/adapters/storage), so its token lives here. */
export const STORAGE_GATEWAY: Token<StorageGateway> = Symbol.for('StorageGateway');

/**
 * The container the app starts with: every port the backend provides, the platform's services and
 * the auth slice (the session, signing in and out, the guards' redirects), which the frame and the
 * public pages use. The rest of the app's use cases and stores are bound by `bindFeatures`
 * (bind-features.ts), which the browser loads as its own chunk only when a screen needs one
 * (bootstrap.ts), so a first visit to a public page downloads none of them (issue 13).
 */
export function createCoreContainer(unobserved: BackendAdapters, platform: Platform, info: AppInfo): CoreContainer {
  const c = new Container({ defaultScope: 'Singleton' });
  const { constant, factory, alias } = typedBindings(c);

  // Issue 13: one app-wide connection state, fed by every data call and the browser's network events.
  const connection = new ConnectionStore(platform.network ?? NETWORK_NOT_NEEDED, platform.clock);
  constant(TYPES.ConnectionStore, connection);
  const backend = observedBackend(unobserved, (outcome) => connection.callSettled(outcome));

  constant(TYPES.AuthPort, backend.auth);
  constant(TYPES.ProfileRepository, backend.profiles);
  constant(TYPES.FunctionsGateway, backend.functions);
  if (backend.storage) constant(STORAGE_GATEWAY, backend.storage);
  constant(TYPES.FaultInjection, backend.faults ?? NO_FAULT_INJECTION);
  constant(TYPES.Clock, platform.clock);
  constant(TYPES.SessionStore, platform.sessionStore);
  constant(TYPES.DeviceStore, platform.deviceStore ?? platform.sessionStore);
  constant(TYPES.Logger, platform.logger);
  constant(TYPES.PageReloader, platform.reloader);
  constant(TYPES.VideoFactsReader, platform.videoFacts);
  constant(TYPES.FileDownloader, platform.fileDownloader ?? new FetchFileDownloader());
  constant(TYPES.AppInfo, info);
  constant(TYPES.BackendLoaded, platform.backendLoaded ?? ALWAYS_LOADED);

  factory(TYPES.ToastCenter, [TYPES.Clock], (clock) => new ToastCenter(clock));
  alias(TYPES.Notifier, TYPES.ToastCenter);

  factory(TYPES.AuthStore, [TYPES.AuthPort, TYPES.ProfileRepository, TYPES.Clock, TYPES.Logger], (auth, profiles, clock, logger) => new AuthStore(auth, profiles, clock, logger));
  factory(TYPES.SignIn, [TYPES.AuthPort], (auth) => new SignIn(auth));
  factory(TYPES.SignUp, [TYPES.AuthPort, TYPES.Clock], (auth, clock) => new SignUp(auth, info.origin, clock));
  factory(TYPES.RequestPasswordReset, [TYPES.AuthPort], (auth) => new RequestPasswordReset(auth, info.origin));
  factory(TYPES.CompletePasswordReset, [TYPES.AuthPort], (auth) => new CompletePasswordReset(auth));
  factory(TYPES.ChangePassword, [TYPES.AuthPort], (auth) => new ChangePassword(auth));
  factory(TYPES.ChangeEmail, [TYPES.AuthPort], (auth) => new ChangeEmail(auth, info.origin));
  factory(TYPES.ResendConfirmation, [TYPES.AuthPort], (auth) => new ResendConfirmation(auth, info.origin));
  factory(TYPES.CompleteEmailCallback, [TYPES.AuthPort], (auth) => new CompleteEmailCallback(auth));
  factory(TYPES.SignOut, [TYPES.AuthPort, TYPES.SessionStore, TYPES.Notifier], (auth, store, notifier) => new SignOut(auth, store, notifier));
  factory(TYPES.SignOutIntent, [], () => new SignOutIntent());
  factory(TYPES.RefreshSession, [TYPES.AuthPort, TYPES.Clock], (auth, clock) => new RefreshSession(auth, clock));
  factory(TYPES.UpdateProfile, [TYPES.AuthStore, TYPES.ProfileRepository], (store, profiles) => new UpdateProfile(store, profiles));
  factory(TYPES.ReadAccountRole, [TYPES.AuthStore, TYPES.ProfileRepository], (store, profiles) => new ReadAccountRole(store, profiles));
  factory(TYPES.RedirectMemory, [TYPES.SessionStore], (store) => new RedirectMemory(store));
  factory(TYPES.SendToLogin, [TYPES.RedirectMemory, TYPES.Notifier], (memory, notifier) => new SendToLogin(memory, notifier));

  // The ports of the backend's other parts: the backend's own objects, so binding them costs nothing.
  if (backend.marketplace) {
    constant(TYPES.ProRepository, backend.marketplace.pros);
    constant(TYPES.ProAdminRepository, backend.marketplace.proAdmin);
    constant(TYPES.ProDocumentStore, backend.marketplace.proDocuments);
    constant(TYPES.NotificationRepository, backend.marketplace.notifications);
    constant(TYPES.PeopleDirectory, backend.marketplace.people);
  }
  if (backend.journey) {
    constant(TYPES.SubmissionRepository, backend.journey.submissions);
    constant(TYPES.PaymentsPort, backend.journey.payments);
    constant(TYPES.PlatformSettings, backend.journey.settings);
    constant(TYPES.ReviewRepository, backend.journey.reviews);
  }
  if (backend.referrals) constant(TYPES.ReferralRepository, backend.referrals);
  if (backend.videos) constant(TYPES.VideoLibrary, backend.videos);
  if (backend.platformStats) constant(TYPES.PlatformStats, backend.platformStats);
  if (backend.analyses) constant(TYPES.AnalysisRepository, backend.analyses);
  if (backend.admin) {
    constant(TYPES.AdminUsers, backend.admin.users);
    constant(TYPES.DemoCreator, backend.admin.demo);
  }
  if (backend.content) {
    constant(TYPES.SuccessStoryRepository, backend.content.stories);
    constant(TYPES.SupportDesk, backend.content.support);
  }
  // Issue 12: a backend without avatars or account deletion answers those sections with "unavailable".
  constant(TYPES.AvatarStore, backend.avatars ?? UNAVAILABLE_AVATARS);
  return { container: c, backend };
}

import { Container } from 'inversify';
import { AdminGateSession } from '../application/admin/admin-gate.session';
import { AdminRecoveryController } from '../application/admin/admin-recovery.controller';
import { AdminStatusCache } from '../application/admin/admin-status-cache';
import { CheckAdminStatus } from '../application/admin/check-admin-status.use-case';
import { RepairPermissions } from '../application/admin/repair-permissions.use-case';
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
import { err } from '../domain/result';
import { dataErrors } from '../domain/shared/data-error';
import { ChangeEmail } from '../application/accounts/change-email.use-case';
import { ChangeAvatar, RemoveAvatar } from '../application/accounts/change-avatar.use-case';
import { DeleteAccount } from '../application/accounts/delete-account.use-case';
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
import { bindMarketplace } from './bind-marketplace';
import { bindSubmissions } from './bind-submissions';
import type { SubmissionAdapters } from '../application/ports/submission-adapters';
import { bindVideos } from './bind-videos';
import type { VideoLibrary } from '../application/ports/video-repository.port';
import type { FileDownloader } from '../application/ports/file-downloader.port';
import { FetchFileDownloader } from '../adapters/browser/fetch-file-downloader.adapter';
import { bindDashboards } from './bind-dashboards';
import type { PlatformStats } from '../application/ports/platform-stats.port';
import { bindAnalysis } from './bind-analysis';
import { bindReferrals } from './bind-referrals';
import type { ReferralRepository } from '../application/ports/referral-repository.port';
import type { AnalysisRepository } from '../application/ports/analysis-repository.port';
import { bindContent } from './bind-content';
import type { ContentAdapters } from '../application/ports/content-adapters';
import type { VideoFactsReader } from '../application/ports/video-facts-reader.port';
import { typedBindings } from './typed-bindings';
import { ConnectionStore } from '../application/connection/connection.store';
import { NETWORK_NOT_NEEDED, type NetworkStatus } from '../application/ports/network-status.port';
import { observedBackend } from './observed-backend';

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
const UNAVAILABLE_AVATARS: AvatarStore = { put: unavailable, remove: unavailable, url: async () => null };
const UNAVAILABLE_ACCOUNT_DELETION: AccountDeletionPort = { impact: unavailable, deleteAccount: unavailable };

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
}


/** The storage gateway's interface lives with the adapters (src/adapters/storage), so its token lives here. */
export const STORAGE_GATEWAY: Token<StorageGateway> = Symbol.for('StorageGateway');

export function createContainer(unobserved: BackendAdapters, platform: Platform, info: AppInfo): Container {
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

  factory(TYPES.AdminStatusCache, [TYPES.SessionStore, TYPES.Clock], (store, clock) => new AdminStatusCache(store, clock));
  factory(
    TYPES.CheckAdminStatus,
    [TYPES.AuthPort, TYPES.ProfileRepository, TYPES.RefreshSession, TYPES.AdminStatusCache, TYPES.Clock, TYPES.Logger],
    (auth, profiles, refresh, cache, clock, logger) => new CheckAdminStatus(auth, profiles, refresh, cache, clock, logger),
  );
  factory(
    TYPES.RepairPermissions,
    [TYPES.FunctionsGateway, TYPES.RefreshSession, TYPES.CheckAdminStatus, TYPES.Clock],
    (functions, refresh, check, clock) => new RepairPermissions(functions, refresh, check, clock),
  );
  factory(
    TYPES.AdminRecoveryController,
    [
      TYPES.AuthPort,
      TYPES.ProfileRepository,
      TYPES.RefreshSession,
      TYPES.CheckAdminStatus,
      TYPES.RepairPermissions,
      TYPES.SignOut,
      TYPES.SignOutIntent,
      TYPES.Notifier,
      TYPES.Clock,
      TYPES.PageReloader,
      TYPES.Logger,
    ],
    (auth, profiles, refresh, check, repair, signOut, intent, notifier, clock, reloader, logger) =>
      new AdminRecoveryController(auth, profiles, refresh, check, repair, signOut, intent, notifier, clock, reloader, logger),
  );
  factory(
    TYPES.AdminGateSessionFactory,
    [TYPES.CheckAdminStatus, TYPES.AdminRecoveryController, TYPES.Clock],
    (check, recovery, clock) => () => new AdminGateSession(check, recovery, clock),
  );
  // Issue 12: a backend without avatars or account deletion answers those sections with "unavailable".
  const avatars = backend.avatars ?? UNAVAILABLE_AVATARS;
  const accounts = backend.accounts ?? UNAVAILABLE_ACCOUNT_DELETION;
  constant(TYPES.AvatarStore, avatars);
  factory(TYPES.ChangeAvatar, [TYPES.AuthStore, TYPES.AuthPort, TYPES.Clock], (store, auth, clock) => new ChangeAvatar(store, auth, avatars, clock));
  factory(TYPES.RemoveAvatar, [TYPES.AuthStore, TYPES.AuthPort], (store, auth) => new RemoveAvatar(store, auth, avatars));
  factory(TYPES.DeleteAccount, [TYPES.AuthStore, TYPES.SignOut], (store, signOut) => new DeleteAccount(store, accounts, signOut));
  if (backend.marketplace) bindMarketplace(c, backend.marketplace);
  if (backend.journey) bindSubmissions(c, backend.journey, backend.videos ?? null, backend.referrals ?? null);
  if (backend.referrals) bindReferrals(c, backend.referrals);
  if (backend.videos) bindVideos(c, backend.videos);
  if (backend.marketplace && backend.journey) bindDashboards(c, backend.platformStats);
  if (backend.analyses) bindAnalysis(c, backend.analyses);
  if (backend.admin) {
    constant(TYPES.AdminUsers, backend.admin.users);
    constant(TYPES.DemoCreator, backend.admin.demo);
  }
  if (backend.content) bindContent(c, backend.content);
  return c;
}

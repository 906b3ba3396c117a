import { Container } from 'inversify';
import { AdminGateSession, type AdminGateSessionFactory } from '../application/admin/admin-gate.session';
import { AdminRecovery } from '../application/admin/admin-recovery.use-case';
import { AdminStatusCache } from '../application/admin/admin-status-cache';
import { CheckAdminStatus } from '../application/admin/check-admin-status.use-case';
import { RepairPermissions } from '../application/admin/repair-permissions.use-case';
import { AuthStore } from '../application/auth/auth-state.store';
import { RefreshSession } from '../application/auth/refresh-session.use-case';
import { SignIn } from '../application/auth/sign-in.use-case';
import { SignOut } from '../application/auth/sign-out.use-case';
import { CompleteEmailCallback } from '../application/auth/complete-email-callback.use-case';
import { ResendConfirmation } from '../application/auth/resend-confirmation.use-case';
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
import { TYPES, type AppInfo } from '../application/ports/tokens';
import type { MarketplaceAdapters } from '../application/ports/marketplace';
import { bindMarketplace } from './bind-marketplace';

/** The adapters one backend provides. */
export interface BackendAdapters {
  readonly auth: AuthPort;
  readonly profiles: ProfileRepository;
  readonly functions: FunctionsGateway;
  /** The pros marketplace; a backend without it yet leaves those screens unavailable. */
  readonly marketplace?: MarketplaceAdapters;
  /** Buckets and objects (§3 Storage). */
  readonly storage?: StorageGateway;
  /** Simulated faults (`clipcoach:faults`); only the embedded backend has them. */
  readonly faults?: FaultInjectionSettings;
}

/** What the host (browser or test) provides. */
export interface Platform {
  readonly clock: Clock;
  readonly sessionStore: KeyValueStore;
  readonly logger: Logger;
  readonly reloader: PageReloader;
}


export function createContainer(backend: BackendAdapters, platform: Platform, info: AppInfo): Container {
  const c = new Container({ defaultScope: 'Singleton' });

  c.bind(TYPES.AuthPort).toConstantValue(backend.auth);
  c.bind(TYPES.ProfileRepository).toConstantValue(backend.profiles);
  c.bind(TYPES.FunctionsGateway).toConstantValue(backend.functions);
  if (backend.storage) c.bind(TYPES.StorageGateway).toConstantValue(backend.storage);
  c.bind(TYPES.FaultInjection).toConstantValue(backend.faults ?? NO_FAULT_INJECTION);
  c.bind(TYPES.Clock).toConstantValue(platform.clock);
  c.bind(TYPES.SessionStore).toConstantValue(platform.sessionStore);
  c.bind(TYPES.Logger).toConstantValue(platform.logger);
  c.bind(TYPES.PageReloader).toConstantValue(platform.reloader);
  c.bind(TYPES.AppInfo).toConstantValue(info);

  c.bind(TYPES.ToastCenter).toResolvedValue((clock: Clock) => new ToastCenter(clock), [TYPES.Clock]);
  c.bind(TYPES.Notifier).toService(TYPES.ToastCenter);

  c.bind(TYPES.AuthStore).toResolvedValue(
    (auth: AuthPort, profiles: ProfileRepository, clock: Clock, logger: Logger) => new AuthStore(auth, profiles, clock, logger),
    [TYPES.AuthPort, TYPES.ProfileRepository, TYPES.Clock, TYPES.Logger],
  );
  c.bind(TYPES.SignIn).toResolvedValue((auth: AuthPort) => new SignIn(auth), [TYPES.AuthPort]);
  c.bind(TYPES.SignUp).toResolvedValue((auth: AuthPort) => new SignUp(auth, info.origin), [TYPES.AuthPort]);
  c.bind(TYPES.ResendConfirmation).toResolvedValue((auth: AuthPort) => new ResendConfirmation(auth, info.origin), [TYPES.AuthPort]);
  c.bind(TYPES.CompleteEmailCallback).toResolvedValue((auth: AuthPort) => new CompleteEmailCallback(auth), [TYPES.AuthPort]);
  c.bind(TYPES.SignOut).toResolvedValue(
    (auth: AuthPort, store: KeyValueStore, notifier: ToastCenter) => new SignOut(auth, store, notifier),
    [TYPES.AuthPort, TYPES.SessionStore, TYPES.Notifier],
  );
  c.bind(TYPES.RefreshSession).toResolvedValue((auth: AuthPort, clock: Clock) => new RefreshSession(auth, clock), [TYPES.AuthPort, TYPES.Clock]);
  c.bind(TYPES.UpdateProfile).toResolvedValue(
    (store: AuthStore, profiles: ProfileRepository) => new UpdateProfile(store, profiles),
    [TYPES.AuthStore, TYPES.ProfileRepository],
  );
  c.bind(TYPES.ReadAccountRole).toResolvedValue(
    (store: AuthStore, profiles: ProfileRepository) => new ReadAccountRole(store, profiles),
    [TYPES.AuthStore, TYPES.ProfileRepository],
  );
  c.bind(TYPES.RedirectMemory).toResolvedValue((store: KeyValueStore) => new RedirectMemory(store), [TYPES.SessionStore]);
  c.bind(TYPES.SendToLogin).toResolvedValue(
    (memory: RedirectMemory, notifier: ToastCenter) => new SendToLogin(memory, notifier),
    [TYPES.RedirectMemory, TYPES.Notifier],
  );

  c.bind(TYPES.AdminStatusCache).toResolvedValue((store: KeyValueStore, clock: Clock) => new AdminStatusCache(store, clock), [TYPES.SessionStore, TYPES.Clock]);
  c.bind(TYPES.CheckAdminStatus).toResolvedValue(
    (auth: AuthPort, profiles: ProfileRepository, refresh: RefreshSession, cache: AdminStatusCache, clock: Clock, logger: Logger) =>
      new CheckAdminStatus(auth, profiles, refresh, cache, clock, logger),
    [TYPES.AuthPort, TYPES.ProfileRepository, TYPES.RefreshSession, TYPES.AdminStatusCache, TYPES.Clock, TYPES.Logger],
  );
  c.bind(TYPES.RepairPermissions).toResolvedValue(
    (functions: FunctionsGateway, refresh: RefreshSession, check: CheckAdminStatus, clock: Clock) => new RepairPermissions(functions, refresh, check, clock),
    [TYPES.FunctionsGateway, TYPES.RefreshSession, TYPES.CheckAdminStatus, TYPES.Clock],
  );
  c.bind(TYPES.AdminRecovery).toResolvedValue(
    (
      auth: AuthPort,
      profiles: ProfileRepository,
      refresh: RefreshSession,
      check: CheckAdminStatus,
      repair: RepairPermissions,
      signOut: SignOut,
      notifier: ToastCenter,
      clock: Clock,
      reloader: PageReloader,
    ) => new AdminRecovery(auth, profiles, refresh, check, repair, signOut, notifier, clock, reloader),
    [
      TYPES.AuthPort,
      TYPES.ProfileRepository,
      TYPES.RefreshSession,
      TYPES.CheckAdminStatus,
      TYPES.RepairPermissions,
      TYPES.SignOut,
      TYPES.Notifier,
      TYPES.Clock,
      TYPES.PageReloader,
    ],
  );
  c.bind<AdminGateSessionFactory>(TYPES.AdminGateSessionFactory).toResolvedValue(
    (check: CheckAdminStatus, recovery: AdminRecovery, clock: Clock) => () => new AdminGateSession(check, recovery, clock),
    [TYPES.CheckAdminStatus, TYPES.AdminRecovery, TYPES.Clock],
  );
  if (backend.marketplace) bindMarketplace(c, backend.marketplace);
  return c;
}

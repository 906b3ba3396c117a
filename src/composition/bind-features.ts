import type { Container } from 'inversify';
import { AdminGateSession } from '../application/admin/admin-gate.session';
import { AdminRecoveryController } from '../application/admin/admin-recovery.controller';
import { AdminStatusCache } from '../application/admin/admin-status-cache';
import { CheckAdminStatus } from '../application/admin/check-admin-status.use-case';
import { RepairPermissions } from '../application/admin/repair-permissions.use-case';
import { ChangeAvatar, RemoveAvatar } from '../application/accounts/change-avatar.use-case';
import { DeleteAccount } from '../application/accounts/delete-account.use-case';
import { TYPES } from '../application/ports/tokens';
import { bindAnalysis } from './bind-analysis';
import { bindContent } from './bind-content';
import { bindDashboards } from './bind-dashboards';
import { bindMarketplace } from './bind-marketplace';
import { bindReferrals } from './bind-referrals';
import { bindSubmissions } from './bind-submissions';
import { bindVideos } from './bind-videos';
import { UNAVAILABLE_ACCOUNT_DELETION, UNAVAILABLE_AVATARS, type BackendAdapters } from './core-container';
import { typedBindings } from './typed-bindings';

/**
 * Everything the core container (createCoreContainer) leaves out: the admin gate and its recovery,
 * the account's avatar and deletion, and each part's use cases and stores (marketplace, journey,
 * referrals, videos, dashboards, analysis, content). Its own chunk in the browser: bootstrap loads
 * it when a screen first asks for one of these, or when someone is signed in.
 */
export function bindFeatures(c: Container, backend: BackendAdapters): void {
  const { factory } = typedBindings(c);
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
  factory(TYPES.ChangeAvatar, [TYPES.AuthStore, TYPES.AuthPort, TYPES.Clock], (store, auth, clock) => new ChangeAvatar(store, auth, avatars, clock));
  factory(TYPES.RemoveAvatar, [TYPES.AuthStore, TYPES.AuthPort], (store, auth) => new RemoveAvatar(store, auth, avatars));
  factory(TYPES.DeleteAccount, [TYPES.AuthStore, TYPES.SignOut], (store, signOut) => new DeleteAccount(store, accounts, signOut));
  if (backend.marketplace) bindMarketplace(c);
  if (backend.journey) bindSubmissions(c, backend.journey, backend.videos ?? null, backend.referrals ?? null);
  if (backend.referrals) bindReferrals(c);
  if (backend.videos) bindVideos(c);
  if (backend.marketplace && backend.journey) bindDashboards(c, backend.platformStats);
  if (backend.analyses) bindAnalysis(c);
  if (backend.content) bindContent(c);
}

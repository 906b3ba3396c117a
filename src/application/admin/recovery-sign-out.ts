import type { AuthState } from '../auth/auth-state.store';

/**
 * Where "Sign Out & Try Again" (§4) is: nothing under way, signed out and waiting its 0.5 s,
 * or due to leave for `to`. While it is under way the admin route owns the redirect.
 */
export type RecoverySignOut =
  | { readonly phase: 'idle' }
  | { readonly phase: 'signing-out' }
  | { readonly phase: 'leaving'; readonly to: string };

export const NO_RECOVERY_SIGN_OUT: RecoverySignOut = { phase: 'idle' };

export type AdminRouteDecision = { readonly kind: 'guard' } | { readonly kind: 'hold' } | { readonly kind: 'leave'; readonly to: string };

/**
 * What an admin route does before its sign-in guard runs. A signed-out user normally meets the
 * guard ("Authentication required", §8); but a recovery sign-out has its own sequence (toast,
 * then /login after 0.5 s), so the guard must not bounce the user in between.
 */
export function decideAdminRoute(auth: AuthState, signOut: RecoverySignOut): AdminRouteDecision {
  if (auth.status !== 'signed-out' || signOut.phase === 'idle') return { kind: 'guard' };
  return signOut.phase === 'leaving' ? { kind: 'leave', to: signOut.to } : { kind: 'hold' };
}

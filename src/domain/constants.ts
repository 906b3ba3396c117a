/**
 * The business-rule constants of the specification (§9), each in one named home, with the
 * specification's wording beside it. The §9 constants of the screens and of the infrastructure
 * live with the code that uses them, under the same names: spinner sizes in ui/kit/spinner.tsx,
 * query cache settings in ui/app/query-client.ts, the auth auto-refresh tick in
 * adapters/local/indexed-db-auth-gateway.adapter.ts, the key set cache in adapters/local/jwt.ts.
 */

/** "Session refresh cooldown: 5 minutes" */
export const SESSION_REFRESH_COOLDOWN_MS = 5 * 60_000;

/** "Admin cache: 30 s" */
export const ADMIN_CACHE_TTL_MS = 30_000;

/**
 * "Admin re-check throttle: 30 s (alternatively 300000 ms)". We read it as 30 s:
 * it equals the cache lifetime, so a check is never throttled while its cached answer is stale.
 * The README explains the choice.
 */
export const ADMIN_RECHECK_THROTTLE_MS = 30_000;

/** "Admin retry maximum: 2, back-off 1 s then 2 s" */
export const ADMIN_RETRY_MAX = 2;
export const ADMIN_RETRY_BACKOFF_MS: readonly number[] = [1_000, 2_000];

/** "Admin pre-check wait: 800 ms" */
export const ADMIN_PRECHECK_WAIT_MS = 800;

/** "Post-admin-check wait: 500 ms" */
export const ADMIN_POSTCHECK_WAIT_MS = 500;

/** "Profile fetch delay: 100 ms" */
export const PROFILE_FETCH_DELAY_MS = 100;

/** "Payment-success auth wait: 3 s" */
export const PAYMENT_SUCCESS_AUTH_WAIT_MS = 3_000;

/** "Recovery panel appears: 3 s" */
export const RECOVERY_PANEL_DELAY_MS = 3_000;

/** "Busy flag forced off: 15 s" */
export const BUSY_FLAG_TIMEOUT_MS = 15_000;

/** "Wait after fix-permissions / refresh action: 1 s" */
export const AFTER_REPAIR_WAIT_MS = 1_000;

/** "Sign-out redirect delay: 0.5 s" */
export const SIGN_OUT_REDIRECT_DELAY_MS = 500;

import type { Clock } from '../ports/clock.port';
import { sleep } from '../ports/clock.port';

/**
 * How an upload behaves when the connection drops: it waits (on the Clock) and tries again,
 * longer each time, then gives up. The same policy drives every backend's upload engine.
 */
export interface UploadRetryPolicy {
  /** The wait before retry number `attempt` (1-based), or null when the upload gives up. */
  delayBefore(attempt: number): number | null;
}

/** 1 s, 3 s, 5 s, 10 s, 20 s, 30 s: about a minute of patience for a flaky connection. */
export const DEFAULT_UPLOAD_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000, 5_000, 10_000, 20_000, 30_000];

export const backOff = (delays: readonly number[] = DEFAULT_UPLOAD_RETRY_DELAYS_MS): UploadRetryPolicy => ({
  delayBefore: (attempt) => (attempt >= 1 && attempt <= delays.length ? delays[attempt - 1]! : null),
});

/**
 * Runs `attempt` until it succeeds, the failure is not worth retrying, or the policy gives up.
 * Before each retry it reports the attempt and the wait, then sleeps on the clock. A retry that
 * succeeds resets nothing: callers start a new `retrying` loop per chunk or request.
 */
export async function withRetries<T, E>(
  clock: Clock,
  policy: UploadRetryPolicy,
  attempt: () => Promise<{ ok: true; value: T } | { ok: false; error: E; retryable: boolean }>,
  onRetry: (attempt: number, retryInMs: number) => void,
  stillWanted: () => boolean = () => true,
): Promise<{ ok: true; value: T } | { ok: false; error: E }> {
  for (let n = 1; ; n++) {
    const outcome = await attempt();
    if (outcome.ok || !outcome.retryable) return outcome.ok ? outcome : { ok: false, error: outcome.error };
    const delay = policy.delayBefore(n);
    if (delay === null || !stillWanted()) return { ok: false, error: outcome.error };
    onRetry(n, delay);
    await sleep(clock, delay);
    if (!stillWanted()) return { ok: false, error: outcome.error };
  }
}

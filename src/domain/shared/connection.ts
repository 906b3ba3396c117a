import { isDataError } from './data-error';

/** What the app knows about reaching its backend (issue 13: offline and errors). */
export interface Connection {
  /** The browser says it has a network. A backend inside the browser needs none, so it stays true there. */
  readonly browserOnline: boolean;
  /** False since a data call failed as `unavailable`, true again once one is answered. */
  readonly backendReachable: boolean;
}

export const CONNECTED: Connection = { browserOnline: true, backendReachable: true };

/** What every page says: nothing, "you're offline", or "we can't reach ClipCoach". */
export type ConnectionStatus = 'connected' | 'offline' | 'unreachable';

export function connectionStatus(connection: Connection): ConnectionStatus {
  if (!connection.browserOnline) return 'offline';
  return connection.backendReachable ? 'connected' : 'unreachable';
}

/**
 * What one data call's outcome says about the backend: a value, or a refusal it reasoned about
 * (forbidden, not found, …), means it was reached; a failure `unavailable` means it was not. Anything
 * that is not a data call's Result (a URL, a count, another port's error) says nothing (null).
 */
export function reachedBackend(outcome: unknown): boolean | null {
  if (typeof outcome !== 'object' || outcome === null || typeof (outcome as { ok?: unknown }).ok !== 'boolean') return null;
  const result = outcome as { ok: boolean; error?: unknown };
  if (result.ok) return true;
  if (!isDataError(result.error)) return null;
  return result.error.reason !== 'unavailable';
}

/** The connection after a data call's outcome (unchanged when it says nothing). */
export function afterCall(connection: Connection, outcome: unknown): Connection {
  const reached = reachedBackend(outcome);
  if (reached === null || reached === connection.backendReachable) return connection;
  return { ...connection, backendReachable: reached };
}

/** The connection once the browser reports its network (coming back online says nothing yet about the backend). */
export function afterNetworkChange(connection: Connection, browserOnline: boolean): Connection {
  return connection.browserOnline === browserOnline ? connection : { ...connection, browserOnline };
}

/**
 * The one catalogue of data failures, for every module (profiles, pros, documents,
 * notifications, storage and what later issues add). A rule in the domain refuses with one of
 * these; an adapter turns its backend's failures (PostgREST codes, IndexedDB exceptions, HTTP
 * statuses) into one of these, so no backend's codes or wording climb above the adapters.
 */
export type DataErrorReason =
  /** The caller may not do this (not signed in, not the owner, not an admin). */
  | 'forbidden'
  /** No such row, or none the caller may see. */
  | 'not-found'
  /** The row is not in a state that allows this (already decided, locked under review, duplicate). */
  | 'conflict'
  /** The input breaks a rule (a field out of range, a missing reason). */
  | 'invalid'
  /** The backend could not be reached or failed for now; trying again may work. */
  | 'unavailable'
  /** The browser's or the bucket's storage is full. */
  | 'quota'
  /** Anything else. */
  | 'failed';

export interface DataError {
  readonly kind: 'data';
  readonly reason: DataErrorReason;
  /** A sentence a person can read; never a backend's own error text. */
  readonly message: string;
}

const make =
  (reason: DataErrorReason, fallback: string) =>
  (message: string = fallback): DataError => ({ kind: 'data', reason, message });

export const dataErrors = {
  forbidden: make('forbidden', 'You do not have permission to do that.'),
  adminOnly: (): DataError => ({ kind: 'data', reason: 'forbidden', message: 'Only administrators can do that.' }),
  notSignedIn: (): DataError => ({ kind: 'data', reason: 'forbidden', message: 'Sign in to do that.' }),
  notFound: make('not-found', 'We could not find that.'),
  conflict: make('conflict', 'That cannot be done in its current state.'),
  invalid: make('invalid', 'Some of the details are not valid.'),
  unavailable: make('unavailable', 'The service is unavailable right now. Please try again.'),
  quota: make('quota', 'There is no storage space left.'),
  failed: make('failed', 'Something went wrong. Please try again.'),
};

export const isDataError = (value: unknown): value is DataError =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'data';

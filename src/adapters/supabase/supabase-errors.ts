import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { callerIdOf } from './supabase-caller';

/** What postgrest-js reports: PostgREST's error body, or a network failure with an empty code. */
export interface PostgrestFailure {
  readonly message: string;
  readonly code?: string;
}

/** The codes the adapters tell refusals apart by (Postgres SQLSTATE and PostgREST's own). */
export const SQL_CODES = {
  /** A policy, a grant or a function's own check refused the caller. */
  notPermitted: '42501',
  /** A unique index: the row exists already. */
  alreadyExists: '23505',
  /** A CHECK constraint or a function's state check: not in this state. */
  checkFailed: '23514',
  /** A function's own check of its arguments (invalid_parameter_value): the domain's validation can say why. */
  invalidInput: '22023',
  /** `.single()` matched no row. */
  noRow: 'PGRST116',
  /** A function's own "no such thing" (raised with HTTP status 404). */
  functionNotFound: 'PT404',
} as const;

/**
 * PostgREST and Postgres codes as the domain's data errors; the codes and the database's wording
 * stay here. Codes: https://postgrest.org/en/stable/references/errors.html and Postgres' SQLSTATE.
 */
export function postgrestToDataError(error: PostgrestFailure): DataError {
  const code = error.code ?? '';
  if (code === SQL_CODES.notPermitted || code === 'PGRST301' || code === 'PGRST302') return dataErrors.forbidden();
  if (code === SQL_CODES.noRow || code === SQL_CODES.functionNotFound || code === 'P0002') return dataErrors.notFound();
  if (code === SQL_CODES.alreadyExists || code === 'P0001' || code === 'PT409') return dataErrors.conflict();
  if (code.startsWith('23') || code.startsWith('22') || code === 'PT400') return dataErrors.invalid();
  if (code === '' || code === '57014' || code.startsWith('08') || code === 'PGRST000' || code === 'PGRST001' || code === 'PGRST002') {
    return dataErrors.unavailable();
  }
  return dataErrors.failed();
}

/** Input a function or a table's CHECK refused (22xxx, 23514): the domain's validation can say why. */
export const isInputRefusal = (error: PostgrestFailure): boolean => (error.code ?? '').startsWith('22') || error.code === SQL_CODES.checkFailed;

/**
 * A function that refuses with 42501 both a caller signed out and one it is not for (not their
 * submission, their own referral code): the client's session tells which the person is told.
 */
export async function refusedCaller(client: ClipCoachSupabaseClient, notForThem: DataError): Promise<DataError> {
  return (await callerIdOf(client)) ? notForThem : dataErrors.notSignedIn();
}

/**
 * A function's or table's refusal as a data error: 42501 is no session, or (`notForThem`) not
 * this caller's to ask, such as an admin's read; anything else as postgrestToDataError says.
 */
export async function postgrestRefusal(client: ClipCoachSupabaseClient, error: PostgrestFailure, notForThem: DataError): Promise<DataError> {
  return error.code === SQL_CODES.notPermitted ? refusedCaller(client, notForThem) : postgrestToDataError(error);
}

/** What storage-js reports when the storage service refused. */
export interface StorageFailure {
  readonly message: string;
  readonly status?: number | string;
  readonly statusCode?: string;
}

/** A refusal of the storage service as a data error. Supabase may send a 403 as HTTP 400 with `statusCode: "403"`. */
export function storageToDataError(error: StorageFailure): DataError {
  const status = Number(error.statusCode ?? error.status);
  if (status === 401 || status === 403) return dataErrors.forbidden();
  if (status === 404) return dataErrors.notFound();
  if (status === 409) return dataErrors.conflict();
  if (status === 413) return dataErrors.invalid('The file is larger than allowed.');
  if (status === 415) return dataErrors.invalid('That type of file is not allowed.');
  if (status === 400) return dataErrors.invalid();
  if (!Number.isFinite(status) || status === 0 || status >= 500) return dataErrors.unavailable();
  return dataErrors.failed();
}

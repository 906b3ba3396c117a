import type { DataError } from '../../src/domain/shared/data-error';

/** A success's value; a failure fails the test with its message. */
export const value = <T,>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected success, got: ${result.error.message}`);
  return result.value;
};

/** 'ok', or the refusal's reason. */
export const failure = (result: { ok: true } | { ok: false; error: DataError }): DataError['reason'] | 'ok' => (result.ok ? 'ok' : result.error.reason);

/** 'ok', or the refusal itself, reason and words: every backend says the same (the domain's refusals). */
export const refusal = (result: { ok: true } | { ok: false; error: DataError }): DataError | 'ok' => (result.ok ? 'ok' : result.error);

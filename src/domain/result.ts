/** Expected failures travel as values, so callers must look at them. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A result's error, or null when it succeeded. */
export const errorOf = <E>(result: Result<unknown, E>): E | null => (result.ok ? null : result.error);

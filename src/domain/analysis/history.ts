/**
 * Undo and redo as a value: what was, what is, what was undone. Bounded: the oldest steps fall
 * off past `limit`. A step recorded with the same `key` as the one before it replaces it
 * (typing the summary is one step, not one per key).
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  readonly lastKey: string | null;
}

export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [], lastKey: null });

export function record<T>(history: History<T>, next: T, options: { key?: string; limit?: number } = {}): History<T> {
  const key = options.key ?? null;
  if (key !== null && key === history.lastKey) return { ...history, present: next, future: [] };
  const limit = options.limit ?? HISTORY_LIMIT;
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [], lastKey: key };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1]!, future: [history.present, ...history.future], lastKey: null };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  return { past: [...history.past, history.present], present: history.future[0]!, future: history.future.slice(1), lastKey: null };
}

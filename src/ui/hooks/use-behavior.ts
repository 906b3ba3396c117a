import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Behavior } from '../../application/shared/behavior';

/** Reads a Behavior's current value and re-renders when it changes. */
export function useBehavior<T>(behavior: Behavior<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = behavior.subscribe({ next: onChange });
      return () => subscription.unsubscribe();
    },
    [behavior],
  );
  return useSyncExternalStore(subscribe, () => behavior.value, () => behavior.value);
}

/** Equal when both are the same value, or objects (or arrays) with the same keys holding the same values (Object.is). */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Reads one slice of a Behavior and re-renders only when that slice changes: `select` picks it
 * from each value, and while `isEqual` (shallow by default) holds, the component keeps the slice it
 * has. `select` and `isEqual` should be stable (module functions, or useCallback), as the slice is
 * remembered per selector.
 */
export function useBehaviorSelector<T, S>(behavior: Behavior<T>, select: (value: T) => S, isEqual: (a: S, b: S) => boolean = shallowEqual): S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = behavior.subscribe({ next: onChange });
      return () => subscription.unsubscribe();
    },
    [behavior],
  );
  const getSlice = useMemo(() => rememberedSlice(behavior, select, isEqual), [behavior, select, isEqual]);
  return useSyncExternalStore(subscribe, getSlice, getSlice);
}

/** The slice of the behavior's current value, the same one while the value (or an equal slice) stays. */
function rememberedSlice<T, S>(behavior: Behavior<T>, select: (value: T) => S, isEqual: (a: S, b: S) => boolean): () => S {
  let remembered: { source: T; slice: S } | null = null;
  return () => {
    const source = behavior.value;
    if (remembered && Object.is(remembered.source, source)) return remembered.slice;
    const slice = select(source);
    remembered = { source, slice: remembered && isEqual(remembered.slice, slice) ? remembered.slice : slice };
    return remembered.slice;
  };
}

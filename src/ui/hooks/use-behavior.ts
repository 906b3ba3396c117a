import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
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

/**
 * Reads a Behavior as component state. Its changes render at React's default priority rather than
 * synchronously (useBehavior's useSyncExternalStore), so the browser paints what a change shows
 * before the effects of what it mounted run: for a change that reveals a whole page (the admin
 * gate's answer, issue 13).
 */
export function useBehaviorState<T>(behavior: Behavior<T>): T {
  const [value, setValue] = useState(() => behavior.value);
  useEffect(() => {
    // A Behavior gives its current value on subscribing: a change before this effect is not lost.
    const subscription = behavior.subscribe({ next: (next) => setValue(() => next) });
    return () => subscription.unsubscribe();
  }, [behavior]);
  return value;
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

import { useCallback, useSyncExternalStore } from 'react';
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

import { useEffect, useState } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';

/**
 * `value` once it has stayed the same for `delayMs` (on the Clock, so tests drive it): a search
 * field applies what was typed when the typing pauses, not at every key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const clock = useInjection(TYPES.Clock);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = clock.scheduler.schedule(() => setSettled(value), delayMs);
    return () => timer.unsubscribe();
  }, [clock, value, delayMs]);
  return settled;
}

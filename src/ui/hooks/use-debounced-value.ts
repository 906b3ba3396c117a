import { useEffect, useState } from 'react';
import type { Clock } from '../../application/ports/clock.port';

/**
 * `value` once it has stayed the same for `delayMs` on `clock` (the app's Clock, so tests drive
 * it): a search field applies what was typed when the typing pauses, not at every key. The caller
 * passes the clock: a hook shared by public and signed-in pages imports no token table.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, clock: Clock): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = clock.scheduler.schedule(() => setSettled(value), delayMs);
    return () => timer.unsubscribe();
  }, [clock, value, delayMs]);
  return settled;
}

import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SystemClock } from '../../../src/adapters/browser/system-clock.adapter';

describe('SystemClock', () => {
  it('reads the wall clock and schedules on rxjs asyncScheduler', () => {
    const clock = new SystemClock();
    const before = Date.now();
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(clock.scheduler).toBe(asyncScheduler);
  });
});

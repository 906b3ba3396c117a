import { firstValueFrom, map, timer } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SystemClock } from '../../../src/adapters/browser/system-clock.adapter';
import { sleep } from '../../../src/application/ports/clock.port';

describe('SystemClock', () => {
  it('tells the wall-clock time', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('runs an rxjs delay on its scheduler in real time: the timer fires once the time has passed, not before', async () => {
    const clock = new SystemClock();
    const start = clock.now();
    const firedAfter = await firstValueFrom(timer(40, clock.scheduler).pipe(map(() => clock.now() - start)));
    expect(firedAfter).toBeGreaterThanOrEqual(39);
  });

  it('a promise delay through the clock waits in real time too', async () => {
    const clock = new SystemClock();
    const start = Date.now();
    await sleep(clock, 40);
    expect(Date.now() - start).toBeGreaterThanOrEqual(39);
  });
});

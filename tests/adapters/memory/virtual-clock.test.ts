import { defer, delay, firstValueFrom, interval, of, retry, take, throwError, timer, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { sleep } from '../../../src/application/ports/clock.port';

/** The test clock every timing test of §9 relies on; these tests prove the tool, not a requirement. */
describe('VirtualClock', () => {
  it('stands still until advanced, then reads the moved time', async () => {
    const clock = new VirtualClock(1_000);
    expect(clock.now()).toBe(1_000);
    await clock.advanceBy(250);
    expect(clock.now()).toBe(1_250);
  });

  it('runs nothing before it is due and runs it exactly at its due time', async () => {
    const clock = new VirtualClock(0);
    const fired: number[] = [];
    clock.scheduler.schedule(() => fired.push(clock.now()), 100);

    await clock.advanceBy(99);
    expect(fired).toEqual([]);
    await clock.advanceBy(1);
    expect(fired).toEqual([100]);
  });

  it('fires timers in due order, and timers due together in the order they were scheduled', async () => {
    const clock = new VirtualClock(0);
    const fired: string[] = [];
    clock.scheduler.schedule(() => fired.push('c@300'), 300);
    clock.scheduler.schedule(() => fired.push('a@100'), 100);
    clock.scheduler.schedule(() => fired.push('b1@200'), 200);
    clock.scheduler.schedule(() => fired.push('b2@200'), 200);

    await clock.advanceBy(1_000);
    expect(fired).toEqual(['a@100', 'b1@200', 'b2@200', 'c@300']);
  });

  it('reads the due time, not the target time, inside a firing timer', async () => {
    const clock = new VirtualClock(0);
    let seen = -1;
    clock.scheduler.schedule(() => (seen = clock.now()), 40);
    await clock.advanceBy(1_000);
    expect(seen).toBe(40);
    expect(clock.now()).toBe(1_000);
  });

  it('runs a timer scheduled by a firing timer within the same advance when it falls due', async () => {
    const clock = new VirtualClock(0);
    const fired: number[] = [];
    clock.scheduler.schedule(() => {
      fired.push(clock.now());
      clock.scheduler.schedule(() => fired.push(clock.now()), 50);
    }, 100);
    await clock.advanceBy(150);
    expect(fired).toEqual([100, 150]);
  });

  it('never fires a cancelled subscription', async () => {
    const clock = new VirtualClock(0);
    const fired: string[] = [];
    const cancelled = clock.scheduler.schedule(() => fired.push('cancelled'), 100);
    clock.scheduler.schedule(() => fired.push('kept'), 100);
    const rx = timer(50, clock.scheduler).subscribe(() => fired.push('rx-cancelled'));

    cancelled.unsubscribe();
    rx.unsubscribe();
    expect(clock.pending).toBe(1);
    await clock.advanceBy(1_000);
    expect(fired).toEqual(['kept']);
    expect(clock.pending).toBe(0);
  });

  it('settles promises chained across several timers within one advanceBy', async () => {
    const clock = new VirtualClock(0);
    const steps: string[] = [];
    const flow = (async () => {
      await sleep(clock, 100);
      steps.push(`first@${clock.now()}`);
      await Promise.resolve();
      await sleep(clock, 200);
      steps.push(`second@${clock.now()}`);
      await sleep(clock, 700);
      steps.push(`third@${clock.now()}`);
      return 'done';
    })();

    await clock.advanceBy(999);
    expect(steps).toEqual(['first@100', 'second@300']);
    await clock.advanceBy(1);
    expect(steps).toEqual(['first@100', 'second@300', 'third@1000']);
    await expect(flow).resolves.toBe('done');
  });

  it('runs rxjs timer on its scheduler', async () => {
    const clock = new VirtualClock(0);
    const values: number[] = [];
    timer(3_000, clock.scheduler).subscribe((v) => values.push(v));
    await clock.advanceBy(2_999);
    expect(values).toEqual([]);
    await clock.advanceBy(1);
    expect(values).toEqual([0]);
  });

  it('runs rxjs delay on its scheduler', async () => {
    const clock = new VirtualClock(0);
    const seen: string[] = [];
    of('late').pipe(delay(800, clock.scheduler)).subscribe((v) => seen.push(`${v}@${clock.now()}`));
    await clock.advanceBy(799);
    expect(seen).toEqual([]);
    await clock.advanceBy(1);
    expect(seen).toEqual(['late@800']);
  });

  it('runs rxjs retry with a back-off timer on its scheduler (1 s then 2 s)', async () => {
    const clock = new VirtualClock(0);
    const attempts: number[] = [];
    const backoff = [1_000, 2_000];
    const result = firstValueFrom(
      defer(() => {
        attempts.push(clock.now());
        return attempts.length < 3 ? throwError(() => new Error('boom')) : of('ok');
      }).pipe(retry({ count: 2, delay: (_error, n) => timer(backoff[n - 1] ?? 0, clock.scheduler) })),
    );

    await clock.flush();
    expect(attempts).toEqual([0]);
    await clock.advanceBy(999);
    expect(attempts).toEqual([0]);
    await clock.advanceBy(1);
    expect(attempts).toEqual([0, 1_000]);
    await clock.advanceBy(1_999);
    expect(attempts).toEqual([0, 1_000]);
    await clock.advanceBy(1);
    expect(attempts).toEqual([0, 1_000, 3_000]);
    await expect(result).resolves.toBe('ok');
  });

  it('runs a periodic rxjs interval on its scheduler', async () => {
    const clock = new VirtualClock(0);
    const ticks: number[] = [];
    const all = firstValueFrom(interval(30_000, clock.scheduler).pipe(take(3), toArray()));
    interval(30_000, clock.scheduler)
      .pipe(take(3))
      .subscribe(() => ticks.push(clock.now()));

    await clock.advanceBy(29_999);
    expect(ticks).toEqual([]);
    await clock.advanceBy(1);
    expect(ticks).toEqual([30_000]);
    await clock.advanceBy(60_000);
    expect(ticks).toEqual([30_000, 60_000, 90_000]);
    await expect(all).resolves.toEqual([0, 1, 2]);
    expect(clock.pending).toBe(0);
  });

  it('flush lets pending promises settle without moving time', async () => {
    const clock = new VirtualClock(500);
    let done = false;
    void Promise.resolve()
      .then(() => undefined)
      .then(() => (done = true));
    await clock.flush();
    expect(done).toBe(true);
    expect(clock.now()).toBe(500);
  });
});

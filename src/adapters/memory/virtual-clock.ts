import { Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import type { Clock } from '../../application/ports/clock.port';

interface Task {
  readonly due: number;
  readonly seq: number;
  readonly run: () => void;
  cancelled: boolean;
}

class VirtualAction<T> extends Subscription implements SchedulerAction<T> {
  private task: Task | null = null;

  constructor(
    private readonly clock: VirtualClock,
    private readonly work: (this: SchedulerAction<T>, state?: T) => void,
  ) {
    super(() => this.cancel());
  }

  schedule(state?: T, delay = 0): Subscription {
    if (this.closed) return this;
    this.cancel();
    this.task = this.clock.enqueue(delay, () => this.work.call(this, state));
    return this;
  }

  private cancel(): void {
    if (this.task) this.task.cancelled = true;
    this.task = null;
  }
}

/** Drains pending promise callbacks so async code reacts between timer firings. */
const settle = async (): Promise<void> => {
  // setImmediate runs after every queued promise callback, without the 1 ms floor of setTimeout.
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

/**
 * A clock for tests: time stands still until `advanceBy` moves it, firing due work in order
 * and letting promises settle between firings. No globals are patched.
 */
export class VirtualClock implements Clock, SchedulerLike {
  private current: number;
  private queue: Task[] = [];
  private seq = 0;
  readonly scheduler: SchedulerLike = this;

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
    return new VirtualAction<T>(this, work).schedule(state, delay);
  }

  /** @internal used by scheduled actions. */
  enqueue(delay: number, run: () => void): Task {
    const task: Task = { due: this.current + Math.max(0, delay), seq: this.seq++, run, cancelled: false };
    this.queue.push(task);
    return task;
  }

  /** Number of timers still waiting. */
  get pending(): number {
    return this.queue.filter((task) => !task.cancelled).length;
  }

  /** Moves time forward by `ms`, running everything that falls due on the way. */
  async advanceBy(ms: number): Promise<void> {
    const target = this.current + ms;
    await settle();
    for (;;) {
      this.queue = this.queue.filter((task) => !task.cancelled);
      this.queue.sort((a, b) => a.due - b.due || a.seq - b.seq);
      const next = this.queue[0];
      if (!next || next.due > target) break;
      this.queue.shift();
      this.current = next.due;
      next.run();
      await settle();
    }
    this.current = target;
    await settle();
  }

  /** Lets pending promises settle without moving time. */
  flush(): Promise<void> {
    return this.advanceBy(0);
  }
}

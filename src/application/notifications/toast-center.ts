import { BehaviorSubject } from 'rxjs';
import type { Clock } from '../ports/clock.port';
import type { Notifier, ToastMessage } from '../ports/notifier.port';
import { asBehavior, type Behavior } from '../shared/behavior';

export interface Toast extends ToastMessage {
  readonly id: number;
}

/** How long a toast stays before it leaves by itself (a product choice). */
export const TOAST_DURATION_MS = 5_000;

/** Holds the toasts on screen; the UI renders them, use cases add them through Notifier. */
export class ToastCenter implements Notifier {
  private readonly subject = new BehaviorSubject<readonly Toast[]>([]);
  private nextId = 1;
  readonly toasts: Behavior<readonly Toast[]> = asBehavior(this.subject);

  constructor(private readonly clock: Clock) {}

  notify(message: ToastMessage): void {
    const toast: Toast = { ...message, id: this.nextId++ };
    this.subject.next([...this.subject.value, toast]);
    this.clock.scheduler.schedule(() => this.dismiss(toast.id), TOAST_DURATION_MS);
  }

  dismiss(id: number): void {
    this.subject.next(this.subject.value.filter((toast) => toast.id !== id));
  }
}

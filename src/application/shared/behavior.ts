import type { BehaviorSubject, Observer, Subscribable, Unsubscribable } from 'rxjs';

/** A read-only view of a BehaviorSubject: its current value and its changes. */
export interface Behavior<T> extends Subscribable<T> {
  readonly value: T;
}

export function asBehavior<T>(subject: BehaviorSubject<T>): Behavior<T> {
  return {
    get value() {
      return subject.value;
    },
    subscribe: (observer: Partial<Observer<T>>): Unsubscribable => subject.subscribe(observer),
  };
}

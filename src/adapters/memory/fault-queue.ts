/** Queued failures for fakes: `failNext('signOut', error)` makes the next call fail. */
export class FaultQueue<TMethod extends string, TError> {
  private readonly queued = new Map<TMethod, TError[]>();
  private readonly counts = new Map<TMethod, number>();

  failNext(method: TMethod, error: TError, times = 1): void {
    const list = this.queued.get(method) ?? [];
    for (let i = 0; i < times; i++) list.push(error);
    this.queued.set(method, list);
  }

  /** Records a call and returns the failure queued for it, if any. */
  take(method: TMethod): TError | undefined {
    this.counts.set(method, (this.counts.get(method) ?? 0) + 1);
    return this.queued.get(method)?.shift();
  }

  calls(method: TMethod): number {
    return this.counts.get(method) ?? 0;
  }
}

import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { TOAST_DURATION_MS, ToastCenter } from '../../../src/application/notifications/toast-center';

describe('ToastCenter', () => {
  it('R6.5 R8.2 shows a toast until TOAST_DURATION_MS, then lets it leave (present just before, gone at)', async () => {
    const clock = new VirtualClock();
    const toasts = new ToastCenter(clock);
    toasts.notify({ kind: 'success', title: 'Admin permissions verified!' });
    expect(toasts.toasts.value).toEqual([{ id: 1, kind: 'success', title: 'Admin permissions verified!' }]);

    await clock.advanceBy(TOAST_DURATION_MS - 1);
    expect(toasts.toasts.value).toHaveLength(1);
    await clock.advanceBy(1);
    expect(toasts.toasts.value).toEqual([]);
  });

  it('R6.5 each toast leaves on its own schedule', async () => {
    const clock = new VirtualClock();
    const toasts = new ToastCenter(clock);
    toasts.notify({ kind: 'error', title: "You don't have admin permissions" });
    await clock.advanceBy(1_000);
    toasts.notify({ kind: 'error', title: 'Sign out failed', description: 'Failed to sign out' });

    await clock.advanceBy(TOAST_DURATION_MS - 1_000);
    expect(toasts.toasts.value.map((t) => t.title)).toEqual(['Sign out failed']);
    await clock.advanceBy(1_000);
    expect(toasts.toasts.value).toEqual([]);
  });

  it('R6.5 a dismissed toast leaves at once and the others stay', () => {
    const toasts = new ToastCenter(new VirtualClock());
    toasts.notify({ kind: 'info', title: 'Refreshing admin access...' });
    toasts.notify({ kind: 'info', title: 'Trying direct database check...' });
    const [first] = toasts.toasts.value;
    toasts.dismiss(first!.id);
    expect(toasts.toasts.value.map((t) => t.title)).toEqual(['Trying direct database check...']);
  });

  it('R6.5 subscribers see every change', () => {
    const toasts = new ToastCenter(new VirtualClock());
    const seen: number[] = [];
    toasts.toasts.subscribe({ next: (list) => seen.push(list.length) });
    toasts.notify({ kind: 'info', title: 'a' });
    toasts.notify({ kind: 'info', title: 'b' });
    expect(seen).toEqual([0, 1, 2]);
  });
});

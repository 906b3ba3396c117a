import { QueryClient, QueryClientProvider, defaultScheduler, notifyManager } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, type Result } from '../../../src/domain/result';
import { resultQueryOptions, useResultQuery } from '../../../src/ui/hooks/use-result-query';

/** Lets every queued microtask run, and the ones they queue, but no task (no timer, no scheduler slice). */
async function drainMicrotasks(): Promise<void> {
  for (let round = 0; round < 50; round += 1) await Promise.resolve();
}

function deferredLoad() {
  let answer: (result: Result<string, never>) => void = () => undefined;
  const load = () => new Promise<Result<string, never>>((resolve) => (answer = resolve));
  return { load, answer: (value: string) => answer(ok(value)) };
}

function Reader({ load, onRender }: { load: () => Promise<Result<string, never>>; onRender?: () => void }) {
  const query = useResultQuery(resultQueryOptions(['reader'], load));
  onRender?.();
  return <p>{query.data ?? 'Loading the panel'}</p>;
}

describe('useResultQuery', () => {
  // React is told of an answer at once; the test watches when the page changes, as a browser would
  // between its tasks, so no act() around it (act would run every task before looking).
  beforeEach(() => {
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => {
    notifyManager.setScheduler(defaultScheduler);
  });

  it('Issue 13 an answer renders in the background, not in the task that brought it: the page keeps what it showed until that render is done', async () => {
    const { load, answer } = deferredLoad();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Reader load={load} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading the panel')).toBeTruthy();

    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    answer('Three clips reviewed');
    await drainMicrotasks();
    // Rendered at once, the answer would be on the page now, in the same task as the query's news.
    expect(screen.getByText('Loading the panel')).toBeTruthy();

    expect(await screen.findByText('Three clips reviewed')).toBeTruthy();
  });

  it('Issue 13 a read the cache can already answer shows its answer in the first render', () => {
    const client = new QueryClient();
    client.setQueryData(['reader'], 'Cached answer');
    render(
      <QueryClientProvider client={client}>
        <Reader load={() => new Promise(() => undefined)} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Cached answer')).toBeTruthy();
  });

  it('Issue 13 a screen that renders again for another cause renders once, with no second render in the background', async () => {
    const client = new QueryClient();
    client.setQueryData(['reader'], 'Cached answer');
    let renders = 0;
    function Screen() {
      const [clicks, setClicks] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setClicks((count) => count + 1)}>{`${clicks} clicks`}</button>
          <Reader load={() => new Promise(() => undefined)} onRender={() => (renders += 1)} />
        </>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    const settled = renders;
    fireEvent.click(screen.getByRole('button', { name: '0 clicks' }));
    expect(screen.getByRole('button', { name: '1 clicks' })).toBeTruthy();
    expect(screen.getByText('Cached answer')).toBeTruthy();
    // One render for the click; the query's answer did not change, so nothing is deferred.
    expect(renders - settled).toBe(1);
  });
});

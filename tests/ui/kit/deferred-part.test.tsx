import { screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeferredPart } from '../../../src/ui/kit/deferred-part';

// Outside act(), as in a browser: act() would finish the background render before returning, and hide the first commit.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | null = null;
let container: HTMLElement;
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  flushSync(() => root?.unmount());
  root = null;
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

function OverviewPage({ count }: { count: number }) {
  return (
    <main>
      <h1>Admin overview</h1>
      <p>Verify pros and run the platform.</p>
      <DeferredPart>
        <ul aria-label="Admin tools">
          <li>Tool {count}</li>
        </ul>
      </DeferredPart>
    </main>
  );
}

describe('DeferredPart (issue 13, TBT)', () => {
  it('the page’s heading and intro are committed without the part, which follows in the background; a later render keeps it', async () => {
    root = createRoot(container);
    flushSync(() => root!.render(<OverviewPage count={1} />));
    expect(screen.getByRole('heading', { name: 'Admin overview' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Admin tools' })).toBeNull();

    expect(await screen.findByRole('list', { name: 'Admin tools' })).toHaveTextContent('Tool 1');

    flushSync(() => root!.render(<OverviewPage count={2} />));
    expect(screen.getByRole('list', { name: 'Admin tools' })).toHaveTextContent('Tool 2');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NetworkStatus } from '../../../src/application/ports/network-status.port';
import { START_FAILURE_BODY, START_FAILURE_TITLE, StartFailure } from '../../../src/ui/app/start-failure';

/** A network whose online and offline events the test sends. */
function fakeNetwork() {
  const listeners = new Set<(online: boolean) => void>();
  const network: NetworkStatus = {
    isOnline: () => false,
    watch: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { network, send: (online: boolean) => act(() => listeners.forEach((listener) => listener(online))) };
}

describe('StartFailure', () => {
  it('issue 13 says plainly that the app could not load, and Refresh Page reloads', async () => {
    const reloads: string[] = [];
    render(<StartFailure reloader={{ reload: () => reloads.push('reload') }} network={fakeNetwork().network} />);
    expect(screen.getByRole('heading', { level: 1, name: START_FAILURE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(START_FAILURE_BODY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reloads).toEqual(['reload']);
  });

  it('issue 13 reloads by itself when the browser is back online, not while it stays offline', () => {
    const reloads: string[] = [];
    const { network, send } = fakeNetwork();
    render(<StartFailure reloader={{ reload: () => reloads.push('reload') }} network={network} />);
    send(false);
    expect(reloads).toEqual([]);
    send(true);
    expect(reloads).toEqual(['reload']);
  });
});

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReadView } from '../../../src/ui/kit/read-view';

/** A read the test answers by hand: each call waits until the test resolves or rejects it. */
function controlledRead() {
  const calls: { resolve: (names: string[]) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<string[]>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

function Names({ load }: { load: () => Promise<string[]> }) {
  const read = useQuery({ queryKey: ['names'], queryFn: load, retry: false });
  return (
    <ReadView read={read} loading="Loading the names" what="the names" spinner="sm">
      {(names) => <p>{names.join(', ')}</p>}
    </ReadView>
  );
}

function renderNames(load: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Names load={load} />
    </QueryClientProvider>,
  );
}

describe('Issue 13 a read as a screen shows it (ReadView)', () => {
  it('shows a spinner named by what loads, then the data', async () => {
    const { load, calls } = controlledRead();
    renderNames(load);
    expect(screen.getByRole('status', { name: 'Loading the names' })).toBeInTheDocument();

    await act(async () => calls[0]!.resolve(['Ana', 'Ben']));
    expect(await screen.findByText('Ana, Ben')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the names' })).not.toBeInTheDocument();
  });

  it('says plainly what failed and offers "Try again", which reads again and shows the data', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledRead();
    renderNames(load);
    await act(async () => calls[0]!.reject(new Error('the network is down')));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the names: the network is down");

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve(['Cleo']));
    expect(await screen.findByText('Cleo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

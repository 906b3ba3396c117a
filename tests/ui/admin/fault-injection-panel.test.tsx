import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalFaultInjector } from '../../../src/adapters/local/fault-injector';
import { InMemoryKeyValueStore } from '../../../src/adapters/memory/in-memory-key-value-store.fake';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { FAULT_SETTINGS_KEY, NO_FAULT_INJECTION, type FaultInjectionSettings } from '../../../src/application/ports/fault-injection.port';
import { TYPES } from '../../../src/application/ports/tokens';
import { FaultInjectionPanel } from '../../../src/ui/admin/fault-injection-panel';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { person } from '../drivers';

function renderPanel(settings: FaultInjectionSettings) {
  const container = { get: <T,>(id: symbol) => (id === TYPES.FaultInjection ? (settings as T) : (undefined as T)) };
  render(
    <ContainerProvider container={container}>
      <FaultInjectionPanel />
    </ContainerProvider>,
  );
  return within(screen.getByRole('region', { name: 'Fault injection' }));
}

const anEmbeddedBackend = () => {
  const store = new InMemoryKeyValueStore();
  return { store, faults: new LocalFaultInjector(store, new VirtualClock()) };
};

async function retype(user: ReturnType<typeof person>, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('FaultInjectionPanel (/admin/debug)', () => {
  it('shows the faults in force from clipcoach:faults', () => {
    const { store, faults } = anEmbeddedBackend();
    store.set(FAULT_SETTINGS_KEY, JSON.stringify({ latencyMs: 5000, failRate: 0.5, only: ['profiles'] }));
    const panel = renderPanel(faults);
    expect(panel.getByRole('status')).toHaveTextContent('Active: 5000 ms added to each call, 50% of calls fail (only profiles).');
    expect(panel.getByLabelText('Added latency (ms)')).toHaveValue('5000');
    expect(panel.getByLabelText('Calls that fail (%)')).toHaveValue('50');
    expect(panel.getByRole('checkbox', { name: 'Profiles' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'Sign-in and sessions' })).not.toBeChecked();
  });

  it('applying writes the documented JSON under clipcoach:faults', async () => {
    const { store, faults } = anEmbeddedBackend();
    const panel = renderPanel(faults);
    expect(panel.getByRole('status')).toHaveTextContent('No faults: every call behaves normally.');
    const user = person();

    await retype(user, panel.getByLabelText('Added latency (ms)'), '5000');
    await retype(user, panel.getByLabelText('Calls that fail (%)'), '50');
    await user.click(panel.getByRole('checkbox', { name: 'Profiles' }));
    await user.click(panel.getByRole('button', { name: 'Apply faults' }));

    expect(JSON.parse(store.get(FAULT_SETTINGS_KEY)!)).toEqual({ latencyMs: 5000, failRate: 0.5, only: ['profiles'] });
    expect(panel.getByRole('status')).toHaveTextContent('Active: 5000 ms added to each call, 50% of calls fail (only profiles).');
  });

  it('with no part ticked the faults apply everywhere; removing them clears the key', async () => {
    const { store, faults } = anEmbeddedBackend();
    const panel = renderPanel(faults);
    const user = person();
    await retype(user, panel.getByLabelText('Calls that fail (%)'), '100');
    await user.click(panel.getByRole('button', { name: 'Apply faults' }));
    expect(JSON.parse(store.get(FAULT_SETTINGS_KEY)!)).toEqual({ latencyMs: 0, failRate: 1 });
    expect(panel.getByRole('status')).toHaveTextContent('Active: 100% of calls fail (every part of the backend).');

    await user.click(panel.getByRole('button', { name: 'Remove all faults' }));
    expect(store.get(FAULT_SETTINGS_KEY)).toBeNull();
    expect(panel.getByRole('status')).toHaveTextContent('No faults: every call behaves normally.');
    expect(panel.getByRole('button', { name: 'Remove all faults' })).toBeDisabled();
  });

  it('refuses values out of range, says why, and writes nothing', async () => {
    const { store, faults } = anEmbeddedBackend();
    const panel = renderPanel(faults);
    const user = person();
    await retype(user, panel.getByLabelText('Calls that fail (%)'), '150');
    await user.click(panel.getByRole('button', { name: 'Apply faults' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Calls that fail must be a percentage from 0 to 100.');
    expect(panel.getByLabelText('Calls that fail (%)')).toHaveAttribute('aria-invalid', 'true');

    await retype(user, panel.getByLabelText('Calls that fail (%)'), '10');
    await retype(user, panel.getByLabelText('Added latency (ms)'), 'soon');
    await user.click(panel.getByRole('button', { name: 'Apply faults' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Added latency must be a whole number of milliseconds from 0 to 60000.');
    expect(store.get(FAULT_SETTINGS_KEY)).toBeNull();
  });

  it('with the hosted backend it says faults have no effect and offers no settings', () => {
    const panel = renderPanel(NO_FAULT_INJECTION);
    expect(panel.getByText(/only affects the embedded backend/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Apply faults' })).not.toBeInTheDocument();
  });
});

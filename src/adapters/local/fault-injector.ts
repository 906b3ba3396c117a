import { sleep, type Clock } from '../../application/ports/clock.port';
import {
  FAULT_SETTINGS_KEY,
  parseFaultSettings,
  type FaultInjectionSettings,
  type FaultScope,
  type FaultSettings,
} from '../../application/ports/fault-injection.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/**
 * Reads `clipcoach:faults` from local storage before every embedded-backend call: waits
 * `latencyMs` on the clock, then fails the call with probability `failRate`. Settings are read
 * at each call, so editing them takes effect at once, in every tab.
 */
export class LocalFaultInjector implements FaultInjectionSettings {
  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: Clock,
    /** False for backends that ignore faults (the hosted one): the panel still edits the key. */
    readonly active: boolean = true,
    private readonly random: () => number = Math.random,
  ) {}

  read(): FaultSettings | null {
    return parseFaultSettings(this.store.get(FAULT_SETTINGS_KEY));
  }

  write(settings: FaultSettings): void {
    this.store.set(FAULT_SETTINGS_KEY, JSON.stringify(settings));
  }

  clear(): void {
    this.store.remove(FAULT_SETTINGS_KEY);
  }

  /** Applies the faults for one call in `scope`; resolves true when the call must fail. */
  async shouldFail(scope: FaultScope): Promise<boolean> {
    if (!this.active) return false;
    const settings = this.read();
    if (!settings || (settings.only && !settings.only.includes(scope))) return false;
    if (settings.latencyMs > 0) await sleep(this.clock, settings.latencyMs);
    return settings.failRate > 0 && this.random() < settings.failRate;
  }
}

/** The message of every simulated failure, so a demo audience can tell it from a real one. */
export const SIMULATED_FAULT_MESSAGE = 'Service unavailable (simulated by clipcoach:faults)';

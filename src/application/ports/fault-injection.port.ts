/** The parts of the embedded backend that fault injection can slow down or break. */
export const FAULT_SCOPES = ['auth', 'profiles', 'functions', 'storage', 'pros', 'submissions'] as const;
export type FaultScope = (typeof FAULT_SCOPES)[number];

/**
 * Faults for demos and browser tests, kept under the local-storage key `clipcoach:faults`,
 * e.g. `{"latencyMs": 5000, "failRate": 0.5, "only": ["profiles"]}`.
 */
export interface FaultSettings {
  /** Added to every affected call, on the clock. */
  readonly latencyMs: number;
  /** Share of affected calls that fail, from 0 (none) to 1 (all). */
  readonly failRate: number;
  /** The scopes affected; absent means all of them. */
  readonly only?: readonly FaultScope[];
}

export const FAULT_SETTINGS_KEY = 'clipcoach:faults';

/** Reads and edits the fault settings (the /admin/debug panel). */
export interface FaultInjectionSettings {
  /** False when the running backend ignores faults (the hosted one). */
  readonly active: boolean;
  /** The settings in force; null when none are (or the stored value is not valid). */
  read(): FaultSettings | null;
  write(settings: FaultSettings): void;
  clear(): void;
}

/** Parses stored settings leniently: anything unusable means "no faults". */
export function parseFaultSettings(raw: string | null): FaultSettings | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const latencyMs = typeof record.latencyMs === 'number' && Number.isFinite(record.latencyMs) ? Math.max(0, record.latencyMs) : 0;
  const failRate = typeof record.failRate === 'number' && Number.isFinite(record.failRate) ? Math.min(1, Math.max(0, record.failRate)) : 0;
  const only = Array.isArray(record.only)
    ? record.only.filter((scope): scope is FaultScope => FAULT_SCOPES.includes(scope as FaultScope))
    : undefined;
  if (latencyMs === 0 && failRate === 0) return null;
  return only ? { latencyMs, failRate, only } : { latencyMs, failRate };
}

/** For backends that have no fault injection (memory, hosted): nothing to read, nothing kept. */
export const NO_FAULT_INJECTION: FaultInjectionSettings = {
  active: false,
  read: () => null,
  write: () => undefined,
  clear: () => undefined,
};

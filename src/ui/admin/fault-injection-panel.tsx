import { useId, useState, type FormEvent } from 'react';
import {
  FAULT_SCOPES,
  FAULT_SETTINGS_KEY,
  type FaultScope,
  type FaultSettings,
} from '../../application/ports/fault-injection.port';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Button, ButtonRow } from '../kit/button';
import { Alert } from '../kit/alert';
import { Card, CardTitle } from '../kit/card';
import { CheckboxGroupField, TextField } from '../kit/fields';
import { ColumnsForm, FullWidth } from '../kit/layout';

/** Latency above a minute is a typo, not a demo. */
const MAX_LATENCY_MS = 60_000;

/** Spans both columns of the settings form. */

const SCOPE_LABEL: Record<FaultScope, string> = {
  auth: 'Sign-in and sessions',
  profiles: 'Profiles',
  functions: 'Server functions',
  storage: 'File storage',
  pros: 'Pros marketplace',
  submissions: 'Submissions and payments',
};

/** One sentence saying what the settings do, for the status line. */
export function describeFaults(settings: FaultSettings | null): string {
  if (!settings) return 'No faults: every call behaves normally.';
  const parts = [
    settings.latencyMs > 0 ? `${settings.latencyMs} ms added to each call` : null,
    settings.failRate > 0 ? `${Math.round(settings.failRate * 100)}% of calls fail` : null,
  ].filter(Boolean);
  const where = settings.only?.length ? `only ${settings.only.map((scope) => SCOPE_LABEL[scope].toLowerCase()).join(', ')}` : 'every part of the backend';
  return `Active: ${parts.join(', ')} (${where}).`;
}

interface Draft {
  readonly latency: string;
  readonly percent: string;
  readonly only: readonly FaultScope[];
}

const draftOf = (settings: FaultSettings | null): Draft => ({
  latency: String(settings?.latencyMs ?? 0),
  percent: String(Math.round((settings?.failRate ?? 0) * 100)),
  only: settings?.only ?? [],
});

/**
 * Slows down or breaks the embedded backend on purpose, for demos and browser tests: edits the
 * `clipcoach:faults` local-storage key. It has no effect with the hosted backend.
 */
export function FaultInjectionPanel() {
  const faults = useInjection(TYPES.FaultInjection);
  const [current, setCurrent] = useState<FaultSettings | null>(() => faults.read());
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (!faults.active) {
    return (
      <Card role="region" aria-label="Fault injection" padding="md">
        <CardTitle>Fault injection</CardTitle>
        <p>Fault injection only affects the embedded backend. This app runs on another backend, so there is nothing to slow down or break here.</p>
      </Card>
    );
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    const latencyMs = Number(draft.latency);
    const percent = Number(draft.percent);
    if (draft.latency.trim() === '' || !Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) {
      setError(`Added latency must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}.`);
      return;
    }
    if (draft.percent.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
      setError('Calls that fail must be a percentage from 0 to 100.');
      return;
    }
    setError(null);
    const settings: FaultSettings = { latencyMs, failRate: percent / 100, ...(draft.only.length ? { only: draft.only } : {}) };
    faults.write(settings);
    setCurrent(faults.read());
  };

  const clear = () => {
    faults.clear();
    setError(null);
    setCurrent(null);
    setDraft(draftOf(null));
  };

  const toggle = (scope: FaultScope, on: boolean) =>
    setDraft((d) => ({ ...d, only: on ? FAULT_SCOPES.filter((s) => s === scope || d.only.includes(s)) : d.only.filter((s) => s !== scope) }));

  return (
    <Card role="region" aria-label="Fault injection" padding="md">
      <CardTitle>Fault injection</CardTitle>
      <p>
        Slow down or break the embedded backend on purpose, for demos and tests. The settings live in this browser&apos;s local storage under{' '}
        <code>{FAULT_SETTINGS_KEY}</code> and apply at once, in every tab. Failed sign-in calls answer as a temporarily unavailable service (503).
      </p>
      <p role="status">{describeFaults(current)}</p>
      <ColumnsForm onSubmit={save} aria-label="Fault settings" aria-describedby={error ? errorId : undefined} columns={2}>
        <TextField
          label="Added latency (ms)"
          inputMode="numeric"
          value={draft.latency}
          onChange={(event) => setDraft({ ...draft, latency: event.target.value })}
          invalidBecauseOf={error?.startsWith('Added latency') ? errorId : null}
        />
        <TextField
          label="Calls that fail (%)"
          inputMode="decimal"
          value={draft.percent}
          onChange={(event) => setDraft({ ...draft, percent: event.target.value })}
          invalidBecauseOf={error?.startsWith('Calls that fail') ? errorId : null}
        />
        <FullWidth>
          <CheckboxGroupField
            legend="Only these parts (none ticked: all of them)"
            options={FAULT_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABEL[scope] }))}
            checked={draft.only}
            onToggle={toggle}
          />
        </FullWidth>
        {error ? (
          <FullWidth id={errorId}>
            <Alert>
              <p>{error}</p>
            </Alert>
          </FullWidth>
        ) : null}
        <FullWidth>
          <ButtonRow>
            <Button type="submit">Apply faults</Button>
            <Button variant="secondary" onClick={clear} disabled={!current}>
              Remove all faults
            </Button>
          </ButtonRow>
        </FullWidth>
      </ColumnsForm>
    </Card>
  );
}

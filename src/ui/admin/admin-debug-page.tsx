import { useState, type ReactNode } from 'react';
import type { SignedInState } from '../../application/auth/auth-state.store';
import { adminCacheSummary, sessionExpirySummary } from '../../application/diagnostics/auth-diagnostics';
import { TYPES, type AppInfo } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useAuthState } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
import { Button, ButtonRow } from '../kit/button';
import { Alert } from '../kit/alert';
import { Card, CardTitle } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { Page } from '../kit/page';
import { FaultInjectionPanel } from './fault-injection-panel';
import { Columns, SpaceAbove } from '../kit/layout';

const BACKEND_LABEL: Record<AppInfo['backend'], string> = {
  memory: 'In memory (embedded, nothing persists a reload)',
  local: 'Embedded (IndexedDB in this browser)',
  supabase: 'Hosted (Supabase)',
};

const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title} padding="md">
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}

type RefreshOutcome = { readonly tone: 'success' | 'error' | 'info'; readonly text: string };

/** /admin/debug (any signed-in user): what the app believes about you, and the repair buttons. */
export default function AdminDebugPage() {
  const state = useAuthState();
  return <Page title="Debug">{state.status === 'signed-in' ? <DebugView state={state} /> : null}</Page>;
}

function DebugView({ state }: { state: SignedInState }) {
  const refreshSession = useInjection(TYPES.RefreshSession);
  const clock = useInjection(TYPES.Clock);
  const appInfo = useInjection(TYPES.AppInfo);
  const cache = useInjection(TYPES.AdminStatusCache);
  const recovery = useInjection(TYPES.AdminRecoveryController);
  const busy = useBehavior(recovery.busy);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshOutcome, setRefreshOutcome] = useState<RefreshOutcome | null>(null);
  // The cache lives in session storage and changes without telling anyone: re-read it after each action.
  const [, setChecks] = useState(0);
  const now = clock.now();
  const expiry = sessionExpirySummary(state.session, now);
  const cached = adminCacheSummary(cache.peek(state.user.id), now);
  const { profile, user } = state;

  const refresh = async () => {
    setRefreshing(true);
    setRefreshOutcome(null);
    const result = await refreshSession.execute({ force: true });
    setRefreshing(false);
    setRefreshOutcome(result.ok ? { tone: 'success', text: 'Session refreshed' } : { tone: 'error', text: `Refresh failed: ${result.error.message}` });
  };
  const afterwards = (action: Promise<unknown>) => void action.finally(() => setChecks((n) => n + 1));

  return (
    <>
      <p>What this browser knows about your sign-in and permissions: the place to look when the admin area or your session misbehaves.</p>
      <Columns columns="repeat(auto-fit, minmax(22rem, 1fr))" align="start">
        <Section title="Authentication">
          <DefinitionList
            items={[
              ['Status', state.status],
              ['E-mail', user.email],
              ['User id', <code key="id">{user.id}</code>],
              ['Admin in metadata', yesNo(user.user_metadata.is_admin === true)],
            ]}
          />
        </Section>
        <Section title="Session">
          <DefinitionList
            items={[
              ['Expires', `${expiry.at} (${expiry.relative})`],
              ['Backend', BACKEND_LABEL[appInfo.backend]],
            ]}
          />
        </Section>
        <Section title="Cached admin status">
          {cached ? (
            <DefinitionList
              items={[
                ['Admin', yesNo(cached.isAdmin)],
                ['Checked', `${cached.age} ago`],
                ['Still used', cached.fresh ? 'yes (younger than 30 s)' : 'no (older than 30 s; the next check asks again)'],
              ]}
            />
          ) : (
            <p>No admin check cached for this tab.</p>
          )}
        </Section>
        <Section title="Profile">
          {state.profileLoading ? (
            <p>Loading…</p>
          ) : profile ? (
            <DefinitionList
              items={[
                ['First name', profile.firstName || '—'],
                ['Last name', profile.lastName || '—'],
                ['Account type', profile.accountType],
                ['Admin', yesNo(profile.isAdmin)],
                ['Onboarding completed', yesNo(profile.onboardingCompleted)],
                ['Terms accepted', yesNo(profile.termsAccepted)],
                ['Created', profile.createdAt],
                ['Updated', profile.updatedAt],
              ]}
            />
          ) : (
            <p>No profile could be read for this user.</p>
          )}
        </Section>
      </Columns>
      <Section title="Actions">
        <ButtonRow>
          <Button onClick={() => void refresh()} disabled={refreshing}>
            Refresh session
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => afterwards(recovery.manualCheck(user))}>
            Re-check admin
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => afterwards(recovery.repair(user))}>
            Repair permissions
          </Button>
        </ButtonRow>
        {refreshOutcome ? (
          <SpaceAbove>
            <Alert tone={refreshOutcome.tone}>
              <p>{refreshOutcome.text}</p>
            </Alert>
          </SpaceAbove>
        ) : null}
      </Section>
      <FaultInjectionPanel />
    </>
  );
}

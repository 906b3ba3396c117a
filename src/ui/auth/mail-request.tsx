import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { inAppPath } from '../../application/navigation/auth-page-links';
import { TYPES } from '../../application/ports/tokens';
import type { Result } from '../../domain/result';
import { useInjection } from '../app/container-context';
import { Alert } from '../kit/alert';
import { Card } from '../kit/card';
import { BreakableText, Pile } from '../kit/layout';

/**
 * How a request that mails the person a link went (a confirmation, a password reset, an address
 * change): sent, to whom, with the link itself where the demo backend sends no real e-mail; or not.
 */
export type MailOutcome = { readonly kind: 'sent'; readonly to: string; readonly demoLink: string | null } | { readonly kind: 'failed'; readonly message: string };

/**
 * A request that mails the person a link: whether it is under way, how it went, and `send` to make
 * it (`linkOf` finds the mailed link in the answer: only the demo backend gives it back), which
 * settles with how it went.
 */
export function useMailRequest() {
  const appInfo = useInjection(TYPES.AppInfo);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<MailOutcome | null>(null);
  const send = async <T,>(to: string, request: () => Promise<Result<T, { readonly message: string }>>, linkOf: (answer: T) => string | undefined): Promise<MailOutcome> => {
    setSending(true);
    setOutcome(null);
    const answer = await request();
    const link = answer.ok ? linkOf(answer.value) : undefined;
    const settled: MailOutcome = answer.ok
      ? { kind: 'sent', to: to.trim(), demoLink: appInfo.simulated && link ? inAppPath(link, appInfo.origin) : null }
      : { kind: 'failed', message: answer.error.message };
    setSending(false);
    setOutcome(settled);
    return settled;
  };
  return { sending, outcome, send };
}

/** What the person is told once the request has answered: `sent` for the address it went to, else `failed` before the reason. */
export function MailOutcomeAlert({ outcome, sent, failed }: { outcome: MailOutcome | null; sent: (to: string) => ReactNode; failed: string }) {
  if (outcome?.kind === 'sent') {
    return (
      <Alert tone="success">
        <BreakableText>{sent(outcome.to)}</BreakableText>
      </Alert>
    );
  }
  if (outcome?.kind === 'failed') {
    return (
      <Alert>
        <p>
          {failed}: {outcome.message}
        </p>
      </Alert>
    );
  }
  return null;
}

/** On the demo backend, which sends no real e-mail, the mailed link itself, labelled `label (demo mode)`. */
export function DemoMailLink({ to, label }: { to: string | null; label: string }) {
  if (!to) return null;
  return (
    <Card role="region" aria-label="Demo mode">
      <Pile gap="md">
        <p>This copy of ClipCoach runs on its built-in demo backend, which sends no real e-mail.</p>
        <Link to={to}>{label} (demo mode)</Link>
      </Pile>
    </Card>
  );
}

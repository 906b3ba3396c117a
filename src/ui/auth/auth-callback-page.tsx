import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TYPES} from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Alert } from '../kit/alert';
import { Page } from '../kit/page';
import { CenteredSpinner } from '../kit/spinner';

type Outcome = { readonly kind: 'confirming' } | { readonly kind: 'confirmed'; readonly to: string } | { readonly kind: 'failed'; readonly message: string };

const CONFIRMING_TEXT = 'Confirming your e-mail…';

/** /auth/callback: the e-mail confirmation link lands here; on success, on to the remembered path. */
export default function AuthCallbackPage() {
  const completeEmailCallback = useInjection(TYPES.CompleteEmailCallback);
  const redirectMemory = useInjection(TYPES.RedirectMemory);
  const { origin } = useInjection(TYPES.AppInfo);
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' });
  const started = useRef(false);
  // The router's location, not window.location: it is the same URL in the browser, and the one a memory router holds.
  const callbackUrl = origin + location.pathname + location.search + location.hash;

  useEffect(() => {
    // A confirmation link works once: StrictMode's second mount must not spend it again.
    if (started.current) return;
    started.current = true;
    void completeEmailCallback.execute(callbackUrl).then((result) => {
      setOutcome(result.ok ? { kind: 'confirmed', to: redirectMemory.consume() } : { kind: 'failed', message: result.error.message });
    });
  }, [completeEmailCallback, redirectMemory, callbackUrl]);

  useEffect(() => {
    if (outcome.kind === 'confirmed') navigate(outcome.to, { replace: true });
  }, [outcome, navigate]);

  if (outcome.kind === 'failed') {
    return (
      <Page title="We could not confirm your e-mail" width="narrow">
        <Alert>
          <p>{outcome.message}</p>
        </Alert>
        <p>The link may have expired or been used already. If your address is confirmed, just sign in; otherwise ask for a new link.</p>
        <p>
          <Link to="/login">Go to sign in</Link> · <Link to="/email-verification">Send a new confirmation e-mail</Link>
        </p>
      </Page>
    );
  }
  return (
    <CenteredSpinner label={CONFIRMING_TEXT}>
      <p>{CONFIRMING_TEXT}</p>
    </CenteredSpinner>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { accountDeletionConfirmed, ACCOUNT_DELETION_WORD, type AccountDeletionImpact } from '../../domain/accounts/account-deletion';
import { useInjection } from '../app/container-context';
import type { LoginNoticeState } from '../auth/reset-password-page';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { BulletList, Pile } from '../kit/layout';
import { countOf, formatPrice } from '../kit/format';

export const ACCOUNT_DELETED_NOTICE = 'Your account has been deleted. Any refunds are on their way.';

/** What deleting the account does, in the person's own numbers. */
function ImpactList({ impact }: { impact: AccountDeletionImpact }) {
  return (
    <BulletList>
      <li>Your drafts are removed ({countOf(impact.draftsRemoved, 'draft', 'drafts')}).</li>
      <li>
        Open submissions are cancelled ({countOf(impact.submissionsCancelled, 'submission', 'submissions')}); the ones paid and not yet delivered are refunded in full
        {impact.refunds > 0 ? ` (${countOf(impact.refunds, 'refund', 'refunds')}, ${formatPrice(impact.refundCents)})` : ' (none to refund)'}.
      </li>
      {impact.listingRemoved ? <li>Your pro listing leaves the marketplace.</li> : null}
      <li>Delivered analyses stay in the other person's history; your sign-in and avatar are removed.</li>
    </BulletList>
  );
}

/** "Delete account": the impact, a typed confirmation ("DELETE" or the e-mail), then signed out with a message. */
export function DeleteAccountSection({ email }: { email: string }) {
  const deleteAccount = useInjection(TYPES.DeleteAccount);
  const navigate = useNavigate();
  const [impact, setImpact] = useState<AccountDeletionImpact | null>(null);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void deleteAccount.impact().then((result) => {
      if (live && result.ok) setImpact(result.value);
    });
    return () => {
      live = false;
    };
  }, [deleteAccount]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDeleting(true);
    setFailure(null);
    const result = await deleteAccount.execute(typed);
    setDeleting(false);
    if (!result.ok) return setFailure(result.error.message);
    const state: LoginNoticeState = { notice: ACCOUNT_DELETED_NOTICE };
    navigate('/login', { replace: true, state });
  };

  return (
    <Card gap="md" role="region" aria-label="Delete account">
      <CardTitle>Delete account</CardTitle>
      <Pile gap="xs">
        <p>Deleting your account:</p>
        {impact ? (
          <ImpactList impact={impact} />
        ) : (
          <p>Your drafts are removed, open submissions cancelled and the paid ones refunded in full.</p>
        )}
      </Pile>
      <p>
        <strong>This cannot be undone.</strong>
      </p>
      <Form onSubmit={submit} aria-label="Confirm account deletion">
        <TextField
          label={`Type ${ACCOUNT_DELETION_WORD} or your e-mail address to confirm`}
          name="confirm-delete"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {failure ? (
          <Alert>
            <p>Your account was not deleted: {failure}</p>
          </Alert>
        ) : null}
        <Button type="submit" variant="danger" disabled={deleting || !accountDeletionConfirmed(typed, email)}>
          {deleting ? 'Deleting…' : 'Delete account'}
        </Button>
      </Form>
    </Card>
  );
}

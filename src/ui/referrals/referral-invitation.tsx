import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { referralQueries } from './referral-queries';

/**
 * /signup?ref=CODE (issue 12): who invited the person ("Invited by Alex", or the code alone when
 * the name is unknown). The code travels with the sign-up (metadata `referral_code`), so it is kept
 * through the e-mail confirmation; an unknown code is said so and the sign-up goes on without it.
 */
export function ReferralInvitation({ code }: { code: string }) {
  const referrals = useInjection(TYPES.ReferralRepository);
  const invitation = useResultQuery(referralQueries.invitation(referrals, code), { retry: false });
  if (invitation.isPending) return null;
  if (invitation.isError) {
    return (
      <Alert tone="info">
        <p>We could not find the referral code {code}. You can still create your account.</p>
      </Alert>
    );
  }
  const name = invitation.data.referrerFirstName;
  return (
    <Alert tone="success">
      <p>{name ? `Invited by ${name}` : `Invited with the referral code ${invitation.data.code}`}. Your first review earns them a credit.</p>
    </Alert>
  );
}

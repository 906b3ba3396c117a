import { Link, useSearchParams } from 'react-router-dom';
import { CheckIcon } from '../kit/icons';
import { LinkButton } from '../kit/link-button';
import { OutcomeCard } from '../kit/outcome-card';
import { Page } from '../kit/page';

/** /payment-success: where the payment provider returns the user (the 3 s settle wait is in RequireAuth). */
export default function PaymentSuccessPage() {
  const submissionId = useSearchParams()[0].get('submission');
  return (
    <Page title="Payment received" width="narrow">
      <OutcomeCard tone="success" icon={CheckIcon}>
        <p>Thank you. Your clip is now with the pro you chose; we will tell you as soon as the analysis is ready.</p>
        <p>You can follow its progress, from review to delivery, in your submissions.</p>
        {submissionId ? (
          <LinkButton to={`/submissions/${encodeURIComponent(submissionId)}`}>View your submission</LinkButton>
        ) : (
          <LinkButton to="/submissions">View your submissions</LinkButton>
        )}
        <p>
          <Link to="/dashboard">Back to the dashboard</Link>
        </p>
      </OutcomeCard>
    </Page>
  );
}

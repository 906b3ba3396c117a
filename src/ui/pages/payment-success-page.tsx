import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '../kit/card';
import { CheckIcon } from '../kit/icons';
import { MediaRow, Pile } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';
import { ToneIcon } from '../kit/status-badge';

/** /payment-success: where the payment provider returns the user (the 3 s settle wait is in RequireAuth). */
export default function PaymentSuccessPage() {
  const submissionId = useSearchParams()[0].get('submission');
  return (
    <Page title="Payment received" width="narrow">
      <Card>
        <MediaRow>
          <ToneIcon tone="success" icon={CheckIcon} size="lg" />
          <Pile gap="md">
            <p>Thank you. Your clip is now with the pro you chose; we will tell you as soon as the analysis is ready.</p>
            <p>You can follow its progress, from review to delivery, in your submissions.</p>
            <div>
              {submissionId ? (
                <LinkButton to={`/submissions/${encodeURIComponent(submissionId)}`}>View your submission</LinkButton>
              ) : (
                <LinkButton to="/submissions">View your submissions</LinkButton>
              )}
            </div>
            <p>
              <Link to="/dashboard">Back to the dashboard</Link>
            </p>
          </Pile>
        </MediaRow>
      </Card>
    </Page>
  );
}

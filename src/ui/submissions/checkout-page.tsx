import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import type { CheckoutMethod } from '../../application/ports/payments.port';
import { CARD_FIELD_LABELS, validateCard, type CardErrors, type CardInput } from '../../domain/payments/simulated-card';
import { useInjection } from '../app/container-context';
import { isNotFound, useResultQuery } from '../hooks/use-result-query';
import NotFoundPage from '../pages/not-found-page';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { EmptyState } from '../kit/empty-state';
import { TextField } from '../kit/fields';
import { Form, FieldRow } from '../kit/form';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { RequestSteps } from './request-steps';
import { Spinner } from '../kit/spinner';
import { submissionKeys, submissionQueries } from './submission-queries';
import { formatPrice } from '../kit/format';

const TITLE = 'Checkout';
const INTRO = 'Review your order and pay to send your clip to the pro.';

/**
 * /checkout?submission=<id>: the order summary (the pro's price, the platform fee, any referral
 * credit, the total) and payment. The simulated provider takes a card here; the hosted one opens
 * its own page. A declined or abandoned payment leaves the submission awaiting payment.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const id = params.get('submission') ?? '';
  const loadCheckout = useInjection(TYPES.LoadCheckout);
  const checkout = useResultQuery(submissionQueries.checkout(loadCheckout, id), { enabled: id !== '' });

  if (id === '') {
    return (
      <Page title={TITLE} intro={INTRO}>
        <EmptyState title="Nothing to pay for yet" action={<LinkButton to="/upload-start">Upload a clip</LinkButton>}>
          <p>Start by choosing a pro and uploading a clip; your order appears here.</p>
        </EmptyState>
      </Page>
    );
  }
  if (checkout.isPending) return <Page title={TITLE}><Spinner size="lg" label="Loading your order" /></Page>;
  if (checkout.isError) {
    if (isNotFound(checkout.error)) return <NotFoundPage />;
    return <Page title={TITLE}><LoadError what="your order" error={checkout.error} onRetry={() => void checkout.refetch()} /></Page>;
  }
  const { view, summary, method } = checkout.data;
  const { submission, proName } = view;
  const money = (cents: number) => formatPrice(cents, summary.currency);

  return (
    <Page title={TITLE} intro={INTRO}>
      <RequestSteps current="payment" />
      <Card>
        <CardTitle>Order summary</CardTitle>
        <DefinitionList
          label="Order summary"
          items={[
            ['Pro', proName],
            ['Review', submission.tier === 'express' ? 'Express' : 'Standard'],
            ['Price', money(summary.priceCents)],
            ...(summary.referralCreditCents > 0 ? ([['Referral credit', `−${money(summary.referralCreditCents)}`]] as const) : []),
            ['Platform fee', money(summary.platformFeeCents)],
            ['Total', money(summary.totalCents)],
          ]}
        />
      </Card>
      {submission.status === 'awaiting_payment' ? (
        <Payment submissionId={submission.id} total={money(summary.totalCents)} method={method} />
      ) : (
        <Alert tone="info">
          <p>This order does not wait for a payment any more.</p>
        </Alert>
      )}
      <LinkButton variant="secondary" to={`/submissions/${encodeURIComponent(submission.id)}`}>
        See the submission
      </LinkButton>
    </Page>
  );
}

function Payment({ submissionId, total, method }: { submissionId: string; total: string; method: CheckoutMethod }) {
  const payForSubmission = useInjection(TYPES.PayForSubmission);
  const clock = useInjection(TYPES.Clock);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [card, setCard] = useState<CardInput>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});

  const pay = useMutation({
    mutationFn: () => payForSubmission.execute(submissionId, method.kind === 'card-form' ? card : undefined),
    onSuccess: async (result) => {
      if (!result.ok) return;
      if (result.value.status === 'redirect') {
        window.location.assign(result.value.url);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
      if (result.value.status === 'succeeded') navigate(`/payment-success?submission=${encodeURIComponent(submissionId)}`);
    },
  });
  const outcome = pay.data?.ok ? pay.data.value : null;
  const refusal = pay.data && !pay.data.ok ? pay.data.error.message : pay.isError ? "We couldn't reach the payment service. Nothing was charged; please try again." : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method.kind === 'card-form') {
      const found = validateCard(card, clock.now());
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    pay.mutate();
  };

  return (
    <Card>
      <CardTitle>Payment</CardTitle>
      <Form buttons="full-width" onSubmit={submit} aria-label="Payment">
        {method.kind === 'card-form' ? (
          <>
            <TextField
              label={CARD_FIELD_LABELS.cardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card.cardNumber}
              error={errors.cardNumber}
              hint="Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
              onChange={(event) => setCard({ ...card, cardNumber: event.target.value })}
            />
            <FieldRow>
              <TextField label={CARD_FIELD_LABELS.expiry} placeholder="MM/YY" autoComplete="cc-exp" value={card.expiry} error={errors.expiry} onChange={(event) => setCard({ ...card, expiry: event.target.value })} />
              <TextField label={CARD_FIELD_LABELS.cvc} inputMode="numeric" autoComplete="cc-csc" value={card.cvc} error={errors.cvc} onChange={(event) => setCard({ ...card, cvc: event.target.value })} />
            </FieldRow>
          </>
        ) : (
          <p>You will pay on our payment provider's secure page, then come back here.</p>
        )}
        {outcome?.status === 'declined' ? <Alert>{outcome.message}</Alert> : null}
        {refusal ? <Alert>{refusal}</Alert> : null}
        <Button type="submit" disabled={pay.isPending}>
          {pay.isPending ? 'Paying…' : `Pay ${total}`}
        </Button>
      </Form>
    </Card>
  );
}

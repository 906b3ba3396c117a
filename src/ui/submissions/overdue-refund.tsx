import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { totalCents, turnaroundEndsAt, type Submission } from '../../domain/submissions/submission';
import { overdueRefund } from '../../domain/submissions/turnaround-guarantee';
import { useInjection } from '../app/container-context';
import { useSignedInUserId } from '../auth/auth-context';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { submissionKeys } from './submission-queries';
import { formatPrice } from '../kit/format';

/** The Clock's time, moved on when `at` comes (on the clock's scheduler), so a deadline shows the moment it passes. */
function useClockPassing(at: number | null): number {
  const clock = useInjection(TYPES.Clock);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (at === null) return undefined;
    const wait = at - clock.now();
    if (wait <= 0) return undefined;
    const timer = clock.scheduler.schedule(() => setTick((n) => n + 1), wait);
    return () => timer.unsubscribe();
  }, [at, clock]);
  return clock.now();
}

/**
 * Issue 12, the turnaround guarantee on /submissions/:id: once the tier's turnaround has run out
 * and the pro has not delivered, the athlete sees "Cancel for a full refund", confirms, and the
 * backend refunds the payment and tells the pro. The domain's `overdueRefund` decides when it is
 * offered (right at the end of the turnaround, not before); the backend decides again.
 */
export function OverdueRefund({ submission }: { submission: Submission }) {
  const userId = useSignedInUserId();
  const cancelOverdue = useInjection(TYPES.CancelOverdueSubmission);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const now = useClockPassing(turnaroundEndsAt(submission));
  const cancel = useMutation({
    mutationFn: () => cancelOverdue.execute(submission.id),
    onSuccess: async (result) => {
      if (!result.ok) return;
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });

  if (cancel.data?.ok) {
    return (
      <Alert tone="success">
        <p>Cancelled. Your payment of {formatPrice(totalCents(cancel.data.value), cancel.data.value.currency)} is refunded in full.</p>
      </Alert>
    );
  }
  if (userId === null) return null;
  // Only the athlete may claim it, whatever their admin flag: the rule needs who is asking, not their rights.
  const offer = overdueRefund(submission, { id: userId, isAdmin: false }, now);
  if (!offer.ok) return null;
  const amount = formatPrice(offer.value.amountCents, offer.value.currency);
  const refusal = cancel.data && !cancel.data.ok ? cancel.data.error.message : cancel.isError ? 'That did not go through. Please try again.' : null;

  return (
    <Card>
      <CardTitle>Not delivered in time</CardTitle>
      <p>
        The pro has not delivered within the {submission.turnaroundHours}-hour turnaround. You can cancel this request and get {amount} back in full.
      </p>
      {confirming ? (
        <div role="group" aria-label="Confirm the cancellation">
          <p>Cancel this request for a full refund of {amount}? The pro is told, and cannot deliver it afterwards.</p>
          <ButtonRow>
            <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              Yes, cancel and refund
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep waiting
            </Button>
          </ButtonRow>
        </div>
      ) : (
        <ButtonRow>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Cancel for a full refund
          </Button>
        </ButtonRow>
      )}
      {refusal ? <Alert>{refusal}</Alert> : null}
    </Card>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { REVIEW_COMMENT_MAX, validateRating, type RatingErrors } from '../../domain/reviews/review';
import type { Submission } from '../../domain/submissions/submission';
import { useInjection } from '../app/container-context';
import { useSignedInUserId } from '../auth/auth-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { TextAreaField } from '../kit/fields';
import { Form } from '../kit/form';
import { MutedText, PlainText } from '../kit/layout';
import { prosKeys } from '../pros/pros-queries';
import { reviewKeys, reviewQueries } from './review-queries';
import { StarRadioGroup, Stars } from '../kit/star-rating';
import { dateText } from '../kit/format';
import { countText } from '../../domain/shared/number-text';

/**
 * Issue 12, on /submissions/:id once delivered: the athlete's "Rate this analysis" form (once),
 * then the rating as sent, which the pro and admins read too. The backend decides who may rate.
 */
export function RateAnalysis({ submission }: { submission: Submission }) {
  const userId = useSignedInUserId();
  const reviews = useInjection(TYPES.ReviewRepository);
  const delivered = submission.status === 'delivered';
  const review = useResultQuery(reviewQueries.forSubmission(reviews, submission.id), { enabled: delivered && userId !== null });
  if (!delivered || userId === null || review.isPending || review.isError) return null;
  if (review.data) {
    return (
      <Card>
        <CardTitle>{submission.athleteId === userId ? 'Your rating' : 'The athlete’s rating'}</CardTitle>
        <p>
          <Stars stars={review.data.stars} />
        </p>
        {review.data.comment ? <PlainText preserveLines>{review.data.comment}</PlainText> : null}
        <MutedText size="sm">Sent {dateText(review.data.createdAt)}</MutedText>
      </Card>
    );
  }
  return submission.athleteId === userId ? <RatingForm submission={submission} /> : null;
}

function RatingForm({ submission }: { submission: Submission }) {
  const rateSubmission = useInjection(TYPES.RateSubmission);
  const queryClient = useQueryClient();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<RatingErrors>({});
  const send = useMutation({
    mutationFn: (input: { stars: number; comment: string }) => rateSubmission.execute(submission.id, input),
    onSuccess: async (result) => {
      if (!result.ok) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: prosKeys.detail(submission.proId) }),
      ]);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = stars === null ? { stars: 'Choose from 1 to 5 stars.' } : validateRating({ stars, comment });
    setErrors(found);
    if (stars === null || found.stars || found.comment) return;
    send.mutate({ stars, comment });
  };
  const refusal = send.data && !send.data.ok ? send.data.error.message : send.isError ? 'Your rating was not sent. Please try again.' : null;

  return (
    <Card>
      <CardTitle>Rate this analysis</CardTitle>
      <Form onSubmit={submit} aria-label="Rate this analysis">
        <StarRadioGroup label="Your rating" value={stars} onChange={setStars} error={errors.stars} />
        <TextAreaField
          label="Comment (optional)"
          rows={3}
          value={comment}
          error={errors.comment}
          hint={`What helped, what was missing. Up to ${countText(REVIEW_COMMENT_MAX)} characters; shown on the pro’s page with your first name.`}
          onChange={(event) => setComment(event.target.value)}
        />
        <ButtonRow>
          <Button type="submit" disabled={send.isPending}>
            Send rating
          </Button>
        </ButtonRow>
        {refusal ? <Alert>{refusal}</Alert> : null}
      </Form>
    </Card>
  );
}

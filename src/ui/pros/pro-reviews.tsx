import { TYPES } from '../../application/ports/tokens';
import { LATEST_REVIEWS_COUNT } from '../../domain/reviews/review';
import { ratedAverage, type Pro } from '../../domain/pros/pro';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Card, CardTitle } from '../kit/card';
import { MutedText, PlainList, PlainText } from '../kit/layout';
import { reviewQueries } from '../submissions/review-queries';
import { RatingSummary, Stars } from '../kit/star-rating';
import { countOf, dateText } from '../kit/format';

/** Issue 12, on /pros/:proId: the pro's rating, how many reviews, and the latest ones (stars, comment, first name, date). */
export function ProReviews({ pro }: { pro: Pick<Pro, 'id' | 'ratingAvg' | 'reviewsCount'> }) {
  const reviews = useInjection(TYPES.ReviewRepository);
  const latest = useResultQuery(reviewQueries.latestForPro(reviews, pro.id, LATEST_REVIEWS_COUNT), { retry: false });
  const average = ratedAverage(pro);
  return (
    <Card gap="md">
      <CardTitle>Reviews</CardTitle>
      {average === null ? (
        <PlainText>No reviews yet.</PlainText>
      ) : (
        <RatingSummary average={average} text={`${average.toFixed(2)} out of 5 from ${countOf(pro.reviewsCount, 'review', 'reviews')}`} />
      )}
      {latest.data && latest.data.length > 0 ? (
        <PlainList aria-label="Latest reviews" gap="md">
          {latest.data.map((review) => (
            <li key={review.id}>
              <Stars stars={review.stars} />{' '}
              <MutedText size="sm">
                {review.athleteFirstName || 'An athlete'} · {dateText(review.createdAt)}
              </MutedText>
              {review.comment ? <PlainText preserveLines>{review.comment}</PlainText> : null}
            </li>
          ))}
        </PlainList>
      ) : null}
    </Card>
  );
}

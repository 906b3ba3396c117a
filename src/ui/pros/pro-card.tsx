import { Link } from 'react-router-dom';
import { formatPrice, type Pro } from '../../domain/pros/pro';
import { CardListItem, CardTitle } from '../kit/card';
import { FactsRow, MutedText } from '../kit/layout';

export const ratingText = (pro: Pick<Pro, 'rating_avg' | 'reviews_count'>): string =>
  pro.rating_avg === null || pro.reviews_count === 0 ? 'New on ClipCoach' : `★ ${pro.rating_avg.toFixed(1)} (${pro.reviews_count} reviews)`;

export const turnaroundText = (hours: number): string => (hours % 24 === 0 ? `${hours / 24}-day turnaround` : `${hours}-hour turnaround`);

/** One pro in the marketplace list. */
export function ProCard({ pro }: { pro: Pro }) {
  return (
    <CardListItem>
      <CardTitle flush>
        <Link to={`/pros/${encodeURIComponent(pro.id)}`}>{pro.display_name}</Link>
      </CardTitle>
      <p>{pro.headline}</p>
      <MutedText size="sm">{pro.sports.join(' · ')}</MutedText>
      <FactsRow gap="md" rowGap="sm">
        <strong>{formatPrice(pro.price_cents, pro.currency)}</strong>
        <span>{turnaroundText(pro.turnaround_hours)}</span>
        <span>{ratingText(pro)}</span>
      </FactsRow>
    </CardListItem>
  );
}

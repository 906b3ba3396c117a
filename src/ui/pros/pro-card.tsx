import { Link } from 'react-router-dom';
import { formatPrice, type Pro } from '../../domain/pros/pro';
import { CardListItem, CardTitle } from '../kit/card';
import { FactsRow, MutedText } from '../kit/layout';

export const ratingText = (pro: Pick<Pro, 'ratingAvg' | 'reviewsCount'>): string =>
  pro.ratingAvg === null || pro.reviewsCount === 0 ? 'New on ClipCoach' : `★ ${pro.ratingAvg.toFixed(1)} (${pro.reviewsCount} reviews)`;

export const turnaroundText = (hours: number): string => (hours % 24 === 0 ? `${hours / 24}-day turnaround` : `${hours}-hour turnaround`);

/** One pro in the marketplace list. */
export function ProCard({ pro }: { pro: Pro }) {
  return (
    <CardListItem>
      <CardTitle flush>
        <Link to={`/pros/${encodeURIComponent(pro.id)}`}>{pro.displayName}</Link>
      </CardTitle>
      <p>{pro.headline}</p>
      <MutedText size="sm">{pro.sports.join(' · ')}</MutedText>
      <FactsRow gap="md" rowGap="sm">
        <strong>{formatPrice(pro.priceCents, pro.currency)}</strong>
        <span>{turnaroundText(pro.turnaroundHours)}</span>
        <span>{ratingText(pro)}</span>
      </FactsRow>
    </CardListItem>
  );
}

import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { formatPrice, type Pro } from '../../domain/pros/pro';
import { cardStyles } from '../kit/card';
import { theme } from '../kit/theme';

export const ratingText = (pro: Pick<Pro, 'rating_avg' | 'reviews_count'>): string =>
  pro.rating_avg === null || pro.reviews_count === 0 ? 'New on ClipCoach' : `★ ${pro.rating_avg.toFixed(1)} (${pro.reviews_count} reviews)`;

export const turnaroundText = (hours: number): string => (hours % 24 === 0 ? `${hours / 24}-day turnaround` : `${hours}-hour turnaround`);

/** One pro in the marketplace list. */
export function ProCard({ pro }: { pro: Pro }) {
  return (
    <li css={[cardStyles, css`list-style: none; display: grid; gap: ${theme.space.xs}; padding: ${theme.space.md};`]}>
      <h2 css={css`font-size: ${theme.font.size.lg}; margin: 0;`}>
        <Link to={`/pros/${encodeURIComponent(pro.id)}`}>{pro.display_name}</Link>
      </h2>
      <p css={css`margin: 0;`}>{pro.headline}</p>
      <p css={css`margin: 0; color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`}>{pro.sports.join(' · ')}</p>
      <p css={css`margin: 0; display: flex; flex-wrap: wrap; gap: ${theme.space.sm} ${theme.space.md};`}>
        <strong>{formatPrice(pro.price_cents, pro.currency)}</strong>
        <span>{turnaroundText(pro.turnaround_hours)}</span>
        <span>{ratingText(pro)}</span>
      </p>
    </li>
  );
}

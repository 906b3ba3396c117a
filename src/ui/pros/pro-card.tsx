import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { formatPrice, type Pro } from '../../domain/pros/pro';
import { cardStyles } from '../kit/card';
import { theme } from '../kit/theme';

export const ratingText = (pro: Pick<Pro, 'ratingAvg' | 'reviewsCount'>): string =>
  pro.ratingAvg === null || pro.reviewsCount === 0 ? 'New on ClipCoach' : `★ ${pro.ratingAvg.toFixed(1)} (${pro.reviewsCount} reviews)`;

export const turnaroundText = (hours: number): string => (hours % 24 === 0 ? `${hours / 24}-day turnaround` : `${hours}-hour turnaround`);

/** One pro in the marketplace list. */
export function ProCard({ pro }: { pro: Pro }) {
  return (
    <li css={[cardStyles, css`list-style: none; display: grid; gap: ${theme.space.xs}; padding: ${theme.space.md};`]}>
      <h2 css={css`font-size: ${theme.font.size.lg}; margin: 0;`}>
        <Link to={`/pros/${encodeURIComponent(pro.id)}`}>{pro.displayName}</Link>
      </h2>
      <p css={css`margin: 0;`}>{pro.headline}</p>
      <p css={css`margin: 0; color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`}>{pro.sports.join(' · ')}</p>
      <p css={css`margin: 0; display: flex; flex-wrap: wrap; gap: ${theme.space.sm} ${theme.space.md};`}>
        <strong>{formatPrice(pro.priceCents, pro.currency)}</strong>
        <span>{turnaroundText(pro.turnaroundHours)}</span>
        <span>{ratingText(pro)}</span>
      </p>
    </li>
  );
}

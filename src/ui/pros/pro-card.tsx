import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ratedAverage, type Pro } from '../../domain/pros/pro';
import { PersonAvatar } from '../accounts/person-avatar';
import { CardListItem, CardTitle } from '../kit/card';
import { ClockIcon, StarFilledIcon, WithIcon } from '../kit/icons';
import { FactsRow, MediaRow, MutedText, PlainList, Stack } from '../kit/layout';
import { countOf, formatPrice } from '../kit/format';

type Rated = Pick<Pro, 'ratingAvg' | 'reviewsCount'>;

/** "4.8 (42 reviews)"; null for a pro nobody has rated yet. */
const ratingFigures = (pro: Rated): string | null => {
  const average = ratedAverage(pro);
  return average === null ? null : `${average.toFixed(1)} (${countOf(pro.reviewsCount, 'review', 'reviews')})`;
};

export const ratingText = (pro: Rated): string => {
  const figures = ratingFigures(pro);
  return figures === null ? 'New on ClipCoach' : `★ ${figures}`;
};

/** The rating beside a filled star; a pro nobody has rated yet is `unrated` (new), with no star to suggest a rating. */
export function RatingFact({ pro, unrated = 'New on ClipCoach' }: { pro: Rated; unrated?: string }) {
  const figures = ratingFigures(pro);
  if (figures === null) return <span>{unrated}</span>;
  return (
    <WithIcon icon={<StarFilledIcon size="sm" label="Rating" />} tone="brand">
      {figures}
    </WithIcon>
  );
}

/** A turnaround in whole days where it is one, else in hours. */
const turnaroundUnits = (hours: number): readonly [number, 'day' | 'hour'] => (hours % 24 === 0 ? [hours / 24, 'day'] : [hours, 'hour']);

/** "2-day turnaround", "36-hour turnaround": the turnaround as a phrase of its own. */
export const turnaroundText = (hours: number): string => {
  const [count, unit] = turnaroundUnits(hours);
  return `${count}-${unit} turnaround`;
};

/** The turnaround as a length of time, for under a "Turnaround" label ("2 days", "36 hours"). */
export const turnaroundDuration = (hours: number): string => {
  const [count, unit] = turnaroundUnits(hours);
  return countOf(count, unit, `${unit}s`);
};

/** One pro in the marketplace list: their face, name, headline, sports, price, turnaround and rating; `action` under them (choosing this pro). */
export function ProCard({ pro, action }: { pro: Pro; action?: ReactNode }) {
  return (
    <CardListItem>
      <MediaRow align="center">
        <PersonAvatar name={pro.displayName} id={pro.id} avatarPath={pro.avatarPath} size="lg" decorative />
        <Stack gap="xs">
          <CardTitle flush>
            <Link to={`/pros/${encodeURIComponent(pro.id)}`}>{pro.displayName}</Link>
          </CardTitle>
          <MutedText size="sm">{pro.sports.join(' · ')}</MutedText>
        </Stack>
      </MediaRow>
      <p>{pro.headline}</p>
      <FactsRow gap="md" rowGap="sm">
        <strong>{formatPrice(pro.priceCents, pro.currency)}</strong>
        <WithIcon icon={<ClockIcon size="sm" />}>{turnaroundText(pro.turnaroundHours)}</WithIcon>
        <RatingFact pro={pro} />
      </FactsRow>
      {action}
    </CardListItem>
  );
}

/** Pro cards side by side, as many of at least 300 px as the width holds (one on a phone): /pros, and choosing a pro to ask. */
export function ProCardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <PlainList aria-label={label} gap="md" columns="repeat(auto-fill, minmax(min(100%, 300px), 1fr))">
      {children}
    </PlainList>
  );
}

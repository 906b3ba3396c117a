import { css } from '@emotion/react';
import { useId } from 'react';
import { STARS } from '../../domain/reviews/review';
import { StarFilledIcon, StarIcon } from './icons';
import { countOf } from './format';
import { theme } from './theme';

export const starsLabel = (stars: number): string => countOf(stars, 'star', 'stars');

const starsStyles = css`display: inline-flex; gap: 2px; vertical-align: middle; color: ${theme.colors.brandStrong};`;

/** A rating drawn as five stars, the earned ones filled, named "4 stars" for screen readers. */
export function Stars({ stars }: { stars: number }) {
  return (
    <span role="img" aria-label={starsLabel(stars)} css={starsStyles}>
      {STARS.map((n) => (n <= stars ? <StarFilledIcon key={n} size="sm" /> : <StarIcon key={n} size="sm" />))}
    </span>
  );
}

const summaryStyles = css`display: flex; align-items: center; gap: ${theme.space.md};`;
const averageStyles = css`font-size: ${theme.font.size.xxl}; font-weight: ${theme.font.weight.bold}; line-height: 1; color: ${theme.colors.text};`;
const summaryTextStyles = css`margin: ${theme.space.xs} 0 0; color: ${theme.colors.textMuted};`;

/**
 * A rating at a glance: the average large (one decimal), five stars with the rounded average
 * filled, and the sentence that says it all (`text`: the figure for screen readers too, so the
 * large figure and the stars are decorative).
 */
export function RatingSummary({ average, text }: { average: number; text: string }) {
  const earned = Math.round(average);
  return (
    <div css={summaryStyles}>
      <span aria-hidden="true" css={averageStyles}>
        {average.toFixed(1)}
      </span>
      <div>
        <span aria-hidden="true" css={starsStyles}>
          {STARS.map((n) => (n <= earned ? <StarFilledIcon key={n} size="md" /> : <StarIcon key={n} size="md" />))}
        </span>
        <p css={summaryTextStyles}>{text}</p>
      </div>
    </div>
  );
}

const groupStyles = css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space.xs} ${theme.space.md};`;
const groupLabelStyles = css`font-weight: ${theme.font.weight.medium}; width: 100%;`;
const optionStyles = css`display: inline-flex; align-items: center; gap: ${theme.space.xs}; min-height: ${theme.touchTarget}; color: ${theme.colors.brandStrong};`;
const errorStyles = css`color: ${theme.colors.danger}; font-size: ${theme.font.size.sm}; width: 100%; margin: 0;`;

/** A radiogroup of 1 to 5 stars; each radio is named "1 star" … "5 stars"; an error is tied to the group. */
export function StarRadioGroup({ label, value, onChange, error }: { label: string; value: number | null; onChange: (stars: number) => void; error?: string | null }) {
  const labelId = useId();
  const errorId = useId();
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} css={groupStyles}>
      <span id={labelId} css={groupLabelStyles}>
        {label}
      </span>
      {STARS.map((stars) => (
        <label key={stars} css={optionStyles}>
          <input type="radio" name={name} value={stars} checked={value === stars} aria-label={starsLabel(stars)} onChange={() => onChange(stars)} />
          <span css={starsStyles}>
            {Array.from({ length: stars }, (_, i) => (
              <StarFilledIcon key={i} size="sm" />
            ))}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} css={errorStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

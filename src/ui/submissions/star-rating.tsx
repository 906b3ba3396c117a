import { css } from '@emotion/react';
import { useId } from 'react';
import { STARS } from '../../domain/reviews/review';
import { theme } from '../kit/theme';

export const starsLabel = (stars: number): string => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** Stars as text for reading: "★★★★☆", named "4 stars" for screen readers. */
export function Stars({ stars }: { stars: number }) {
  return (
    <span role="img" aria-label={starsLabel(stars)} css={css`color: ${theme.colors.brandStrong}; letter-spacing: 0.1em;`}>
      {'★'.repeat(stars)}
      {'☆'.repeat(5 - stars)}
    </span>
  );
}

/** A radiogroup of 1 to 5 stars; each radio is named "1 star" … "5 stars"; an error is tied to the group. */
export function StarRadioGroup({ label, value, onChange, error }: { label: string; value: number | null; onChange: (stars: number) => void; error?: string | null }) {
  const labelId = useId();
  const errorId = useId();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space.xs} ${theme.space.md};`}
    >
      <span id={labelId} css={css`font-weight: ${theme.font.weight.medium}; width: 100%;`}>
        {label}
      </span>
      {STARS.map((stars) => (
        <label key={stars} css={css`display: inline-flex; align-items: center; gap: ${theme.space.xs}; min-height: ${theme.touchTarget};`}>
          <input type="radio" name={name} value={stars} checked={value === stars} aria-label={starsLabel(stars)} onChange={() => onChange(stars)} />
          <span aria-hidden="true">{'★'.repeat(stars)}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} css={css`color: ${theme.colors.danger}; font-size: ${theme.font.size.sm}; width: 100%; margin: 0;`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

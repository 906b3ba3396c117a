import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { centredScreen } from './layout';
import { theme } from './theme';

/** "Spinner sizes: xs, sm, md, lg, xl" (§9) */
export const SPINNER_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

const DIAMETER: Record<SpinnerSize, number> = { xs: 12, sm: 16, md: 24, lg: 40, xl: 64 };

/** A spinning ring; sizes xs, sm, md, lg, xl (§9). */
export function Spinner({ size = 'md', label = 'Loading' }: { size?: SpinnerSize; label?: string }) {
  const diameter = DIAMETER[size];
  return (
    <span
      role="status"
      aria-label={label}
      data-size={size}
      css={css`
        display: inline-block;
        width: ${diameter}px;
        height: ${diameter}px;
        border: ${Math.max(2, Math.round(diameter / 8))}px solid ${theme.colors.brandSoft};
        border-top-color: ${theme.colors.brand};
        border-radius: 50%;
        animation: cc-spin 0.8s linear infinite;
        @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
      `}
    />
  );
}

/** §2: while authentication loads, a centred spinner. */
export function CenteredSpinner({ label = 'Loading', children }: { label?: string; children?: React.ReactNode }) {
  return (
    <div data-testid="centered-spinner" css={centredScreen}>
      <Spinner size="lg" label={label} />
      {children}
    </div>
  );
}

/** §2: the lazy-page fallback, a spinner with "Loading...". */
export function LoadingScreen() {
  return (
    <CenteredSpinner label="Loading">
      <p>Loading...</p>
    </CenteredSpinner>
  );
}

const sizedPanelStyles = css`
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; gap: ${theme.space.sm};
  background: ${theme.colors.neutralSoft}; border-radius: ${theme.radius.lg}; color: ${theme.colors.textMuted};
`;

/**
 * While data loads: a soft panel the size of what will show, saying what is loading, over an
 * invisible stand-in (the same component with placeholder data), so the page already has its final
 * size and nothing below it moves when the data arrives (CLS, issue 13). The stand-in is hidden
 * from everyone: not seen, not read, not focusable.
 */
export function SizedLoading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div css={css`position: relative;`}>
      <div aria-hidden="true" inert css={css`visibility: hidden;`}>
        {children}
      </div>
      <div css={sizedPanelStyles}>
        <Spinner size="sm" label={label} />
        <span aria-hidden="true">{label}…</span>
      </div>
    </div>
  );
}

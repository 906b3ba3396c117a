import { css } from '@emotion/react';
import { theme } from './theme';

/** Where a person is in a short sequence of steps: every step numbered, the current one marked for assistive technology too. */
export function StepIndicator<S extends string>({ label, steps, current, names }: { label: string; steps: readonly S[]; current: S; names: Record<S, string> }) {
  return (
    <ol aria-label={label} css={css`display: flex; flex-wrap: wrap; gap: ${theme.space.sm}; padding: 0; margin: 0; list-style: none;`}>
      {steps.map((step, index) => {
        const isCurrent = step === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            css={css`
              padding: ${theme.space.xs} ${theme.space.sm};
              border-radius: ${theme.radius.pill};
              background: ${isCurrent ? theme.colors.brand : theme.colors.brandSoft};
              color: ${isCurrent ? theme.colors.onBrand : theme.colors.brandStrong};
            `}
          >
            {index + 1}. {names[step]}
          </li>
        );
      })}
    </ol>
  );
}

import { css } from '@emotion/react';
import { CheckIcon } from './icons';
import { theme } from './theme';

const MARK = '28px';

// One equal column a step, its mark over its name, the marks joined by a line: three or four steps
// fit a 360 px phone on one line, a long name wrapping under its own mark.
const listStyles = css`
  display: grid;
  grid-auto-columns: ${theme.column};
  grid-auto-flow: column;
  padding: 0;
  margin: 0;
  list-style: none;
  font-size: ${theme.font.size.sm};
`;

const stepStyles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 0 ${theme.space.xs};
  text-align: center;
  color: ${theme.colors.textMuted};
  /* The line from the step before, behind this step's mark. */
  & + &::before {
    content: '';
    position: absolute;
    top: calc(${MARK} / 2 - 1px);
    right: 50%;
    width: 100%;
    height: 2px;
    background: ${theme.colors.inputBorder};
  }
  &[data-state='done']::before, &[data-state='current']::before { background: ${theme.colors.brand}; }
  &[aria-current='step'] { color: ${theme.colors.text}; font-weight: ${theme.font.weight.bold}; }
`;

const markStyles = css`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${MARK};
  height: ${MARK};
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.colors.inputBorder};
  background: ${theme.colors.surface};
  font-weight: ${theme.font.weight.bold};
  [data-state='done'] > & { border-color: ${theme.colors.brand}; background: ${theme.colors.brandSoft}; color: ${theme.colors.brandStrong}; }
  [data-state='current'] > & { border-color: ${theme.colors.brand}; background: ${theme.colors.brand}; color: ${theme.colors.onBrand}; }
`;

/**
 * Where a person is in a short sequence of steps: every step numbered, those behind ticked, the
 * current one marked for assistive technology too. Each step reads "2. Your clip" (a step behind
 * adds "done").
 */
export function StepIndicator<S extends string>({ label, steps, current, names }: { label: string; steps: readonly S[]; current: S; names: Record<S, string> }) {
  const currentIndex = steps.indexOf(current);
  return (
    <ol aria-label={label} css={listStyles}>
      {steps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined} css={stepStyles}>
            <span css={markStyles}>
              {state === 'done' ? <CheckIcon size="sm" /> : null}
              <span className={state === 'done' ? 'visually-hidden' : undefined}>{index + 1}</span>
            </span>
            <span>
              <span className="visually-hidden">. </span>
              {names[step]}
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

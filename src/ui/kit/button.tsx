import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import { theme } from './theme';

type Variant = 'primary' | 'secondary' | 'danger' | 'link';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  gap: ${theme.space.sm};
  min-height: ${theme.touchTarget};
  /* A label that wraps keeps some room above and below it; one line is centred in the touch height. */
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radius.md};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  border: 1px solid transparent;
  text-decoration: none;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`background: ${theme.colors.brand}; color: ${theme.colors.onBrand}; &:hover:not(:disabled) { background: ${theme.colors.brandStrong}; }`,
  secondary: css`background: ${theme.colors.surface}; color: ${theme.colors.text}; border-color: ${theme.colors.border}; &:hover:not(:disabled) { background: ${theme.colors.background}; }`,
  danger: css`background: ${theme.colors.danger}; color: ${theme.colors.onBrand};`,
  link: css`background: none; color: ${theme.colors.brand}; padding: 0; min-height: auto; text-decoration: underline; text-align: start;`,
};

export type ButtonVariant = Variant;

/**
 * A toggle shown only on a phone (the header's Menu, a side navigation's opener): a full-height
 * outlined control, hidden from 720 px. Each user adds its own display on narrow screens.
 */
export const phoneToggleStyles = css`
  display: none;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.touchTarget};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
`;

/** The button look, for elements that act like buttons (links that start a task). */
export const buttonStyles = (variant: Variant = 'primary') => [base, variants[variant]];

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} css={buttonStyles(variant)} {...props} />;
}

/** Buttons side by side, wrapping onto the next line on a narrow screen. */
export function ButtonRow(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space.sm};`} {...props} />;
}

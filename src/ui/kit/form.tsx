import { css } from '@emotion/react';
import type { FormHTMLAttributes, HTMLAttributes } from 'react';
import { theme } from './theme';

const formStylesFor = (buttons: 'start' | 'stretch') =>
  css`display: grid; grid-template-columns: ${theme.column}; gap: ${theme.space.md}; min-width: 0; & > p { margin: 0; } & > button { justify-self: ${buttons}; }`;
const formStyles = { 'own-width': formStylesFor('start'), 'full-width': formStylesFor('stretch') };

/**
 * A form laid out as one column, its gap alone between its children (a paragraph's own margins
 * dropped). Its buttons keep their own width; `full-width` for a form that is the page's one task
 * (signing in, paying). Browser validation is off: the auth service's own messages (§5) must
 * reach the user, so nothing is blocked before the call.
 */
export function Form({ buttons = 'own-width', ...props }: FormHTMLAttributes<HTMLFormElement> & { buttons?: 'own-width' | 'full-width' }) {
  return <form noValidate css={formStyles[buttons]} {...props} />;
}

/** Two fields side by side from 720 px, stacked on a phone. */
export function FieldRow(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={css`display: grid; grid-template-columns: ${theme.column}; gap: ${theme.space.md}; ${theme.breakpoint.md} { grid-template-columns: ${theme.columns(2)}; }`} {...props} />;
}

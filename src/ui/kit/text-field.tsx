import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes } from 'react';
import { theme } from './theme';

export const fieldStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  label { font-weight: ${theme.font.weight.medium}; }
  input, select, textarea {
    font: inherit;
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  input[aria-invalid='true'], select[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  .field-error { color: ${theme.colors.danger}; font-size: ${theme.font.size.sm}; margin: 0; }
  .field-hint { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; margin: 0; }
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input whose error is tied to it for screen readers. */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyles}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? <p id={hintId} className="field-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </div>
  );
}

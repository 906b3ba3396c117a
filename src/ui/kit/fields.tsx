import { css } from '@emotion/react';
import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { theme } from './theme';

/** A text box's or select's box: the touch-sized control with the kit's border, at its container's width. */
const controlBox = `
  font: inherit;
  min-height: ${theme.touchTarget};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

/* The kit's chevron instead of the browser's own small arrow, as on the phone's section toggles. */
const selectChevron = `
  appearance: none;
  padding-right: calc(${theme.space.md} * 2 + 10px);
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5l5 5 5-5' fill='none' stroke='%2317212b' stroke-width='2'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right ${theme.space.md} center;
`;

/** A select on its own, at its own width, beside its label (a player's speed): the fields' look. */
export const inlineSelectStyles = css`${controlBox} ${selectChevron} width: auto;`;

export const fieldStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
  label { font-weight: ${theme.font.weight.medium}; }
  input, select, textarea {
    ${controlBox}
    width: 100%;
  }
  select { ${selectChevron} }
  /* A file picker's button in the kit's secondary look, not the browser's grey one. */
  input[type='file'] { padding: ${theme.space.xs}; cursor: pointer; }
  input[type='file']::file-selector-button {
    font: inherit; font-weight: ${theme.font.weight.medium}; cursor: pointer;
    min-height: calc(${theme.touchTarget} - 2 * ${theme.space.xs} - 2px); margin-right: ${theme.space.md}; padding: 0 ${theme.space.md};
    border: 1px solid ${theme.colors.inputBorder}; border-radius: ${theme.radius.sm}; background: ${theme.colors.neutralSoft}; color: ${theme.colors.text};
  }
  input[aria-invalid='true'], select[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  .field-error { color: ${theme.colors.danger}; font-size: ${theme.font.size.sm}; margin: 0; }
  .field-hint { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; margin: 0; }
`;

interface FieldOwnProps {
  label: string;
  /** A message about this field, shown under it. */
  error?: string | null;
  hint?: string;
  /** The field is wrong, and the element with this id (e.g. the form's alert) says why. */
  invalidBecauseOf?: string | null;
}

/** Ids and ARIA wiring shared by every labelled field. */
function useFieldIds({ id, error, hint, invalidBecauseOf, describedBy }: { id?: string; error?: string | null; hint?: string; invalidBecauseOf?: string | null; describedBy?: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const ariaDescribedBy = [error ? errorId : null, invalidBecauseOf ?? null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return { inputId, errorId, hintId, ariaDescribedBy, invalid: error || invalidBecauseOf ? true : undefined };
}

function FieldFrame({ label, inputId, hint, hintId, error, errorId, children }: { label: string; inputId: string; hint?: string; hintId: string; error?: string | null; errorId: string; children: ReactNode }) {
  return (
    <div css={fieldStyles}>
      <label htmlFor={inputId}>{label}</label>
      {children}
      {hint ? <p id={hintId} className="field-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </div>
  );
}

/** A labelled input whose error is tied to it for screen readers. */
export function TextField({ label, error, hint, invalidBecauseOf, id, 'aria-describedby': describedBy, ...input }: FieldOwnProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds({ id, error, hint, invalidBecauseOf, describedBy });
  return (
    <FieldFrame label={label} inputId={ids.inputId} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <input id={ids.inputId} aria-invalid={ids.invalid} aria-describedby={ids.ariaDescribedBy} {...input} />
    </FieldFrame>
  );
}

/** An e-mail address field: "E-mail" unless labelled otherwise, named `email`, filled in by the browser from the person's addresses. */
export function EmailField({ label = 'E-mail', ...props }: Omit<ComponentProps<typeof TextField>, 'label' | 'type'> & { label?: string }) {
  return <TextField label={label} type="email" name="email" autoComplete="email" {...props} />;
}

/** A labelled select, wired like TextField. */
export function SelectField({
  label,
  error,
  hint,
  invalidBecauseOf,
  id,
  options,
  'aria-describedby': describedBy,
  ...select
}: FieldOwnProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { readonly value: string; readonly label: string }[] }) {
  const ids = useFieldIds({ id, error, hint, invalidBecauseOf, describedBy });
  return (
    <FieldFrame label={label} inputId={ids.inputId} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <select id={ids.inputId} aria-invalid={ids.invalid} aria-describedby={ids.ariaDescribedBy} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A labelled multi-line text box, wired like TextField. */
export function TextAreaField({ label, error, hint, invalidBecauseOf, id, 'aria-describedby': describedBy, ...textarea }: FieldOwnProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds({ id, error, hint, invalidBecauseOf, describedBy });
  return (
    <FieldFrame label={label} inputId={ids.inputId} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <textarea id={ids.inputId} aria-invalid={ids.invalid} aria-describedby={ids.ariaDescribedBy} {...textarea} />
    </FieldFrame>
  );
}

/** A group of checkboxes under one legend; each box is at least a touch target high; an error is tied to the group. */
export function CheckboxGroupField<V extends string>({
  legend,
  options,
  checked,
  onToggle,
  error,
}: {
  legend: string;
  options: readonly { readonly value: V; readonly label: string }[];
  checked: readonly V[];
  onToggle: (value: V, checked: boolean) => void;
  error?: string | null;
}) {
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      css={css`border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: ${theme.space.sm} ${theme.space.md};`}
    >
      <legend css={css`font-weight: ${theme.font.weight.medium}; margin-bottom: ${theme.space.xs};`}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} css={css`display: inline-flex; align-items: center; gap: ${theme.space.xs}; min-height: ${theme.touchTarget};`}>
          <input type="checkbox" checked={checked.includes(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} css={css`color: ${theme.colors.danger}; font-size: ${theme.font.size.sm}; width: 100%; margin: 0;`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

// A checkbox's hint and error start under its label's words, not under the box, and sit as close
// to them as a text field's do (the label's touch-sized box leaves room below a one-line label).
const checkboxNoteStyles = css`
  & > .field-hint, & > .field-error { padding-left: calc(1.25rem + ${theme.space.sm}); margin-top: calc(-1 * ${theme.space.sm}); }
`;

/** One labelled checkbox, at least a touch target high, with an optional hint and error tied to it (the label may hold links). */
export function CheckboxField({ label, hint, error, id, ...input }: { label: ReactNode; hint?: string; error?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={[fieldStyles, checkboxNoteStyles]}>
      {/* The box on the label's first line, however many lines the label takes. */}
      <label htmlFor={inputId} css={css`display: inline-flex; align-items: flex-start; gap: ${theme.space.sm}; min-height: ${theme.touchTarget}; padding-top: ${theme.space.sm};`}>
        <input
          id={inputId}
          type="checkbox"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          css={css`width: 1.25rem !important; min-height: 0 !important; padding: 0; margin: 2px 0 0;`}
          {...input}
        />
        <span>{label}</span>
      </label>
      {hint ? <p id={hintId} className="field-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </div>
  );
}

/**
 * A labelled file picker: the hint says what is accepted; while a file is sent, a progress bar;
 * then what happened (an alert when it failed). The input is emptied after each pick, so the same
 * file can be picked again.
 */
export function FileField({
  label,
  accept,
  hint,
  progress,
  message,
  failed,
  onFile,
}: {
  label: string;
  accept: string;
  hint: string;
  /** 0–1 while sending; null otherwise. */
  progress?: number | null;
  message?: string | null;
  failed?: boolean;
  onFile: (file: File) => void;
}) {
  const ids = useFieldIds({ hint });
  return (
    <FieldFrame label={label} inputId={ids.inputId} hint={hint} hintId={ids.hintId} errorId={ids.errorId}>
      <input
        id={ids.inputId}
        type="file"
        accept={accept}
        aria-invalid={failed ? true : undefined}
        aria-describedby={ids.ariaDescribedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      {progress != null ? <progress max={1} value={progress} aria-label={`Uploading ${label}`} /> : null}
      {message ? (
        <p role={failed ? 'alert' : 'status'} className={failed ? 'field-error' : 'field-hint'}>
          {message}
        </p>
      ) : null}
    </FieldFrame>
  );
}

// Each choice a box to press, the chosen one in the brand's colours, like a tier on a pricing page.
const choiceStyles = css`
  display: flex; align-items: center; gap: ${theme.space.sm}; min-height: ${theme.touchTarget};
  padding: ${theme.space.xs} ${theme.space.md}; cursor: pointer;
  border: 1px solid ${theme.colors.inputBorder}; border-radius: ${theme.radius.md}; background: ${theme.colors.surface};
  & > input { margin: 0; }
  &:has(input:checked) { border-color: ${theme.colors.brand}; background: ${theme.colors.brandSoft}; box-shadow: inset 0 0 0 1px ${theme.colors.brand}; }
`;

/** One choice among a few, under one legend; each option is at least a touch target high; an error is tied to the group. */
export function RadioGroupField<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { readonly value: V; readonly label: string }[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string | null;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      css={css`border: 0; padding: 0; margin: 0; display: flex; flex-direction: column; gap: ${theme.space.xs};`}
    >
      <legend css={css`font-weight: ${theme.font.weight.medium}; margin-bottom: ${theme.space.xs};`}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} css={choiceStyles}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} css={css`color: ${theme.colors.danger}; font-size: ${theme.font.size.sm}; margin: 0;`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

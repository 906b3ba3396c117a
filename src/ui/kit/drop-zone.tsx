import { css } from '@emotion/react';
import { useState, type DragEvent } from 'react';
import { theme } from './theme';

/**
 * A file input with its label, and a zone around it that takes a dropped file; the hint and the
 * error under it are tied to the input. The input stays the way keyboard and screen-reader users
 * pick a file. It is emptied once it has handed a file on (so the same file can be picked again),
 * and the browser then says "No file chosen": `hint` says what became of the last one.
 */
export function DropZone({
  inputId,
  label,
  accept,
  error,
  hint = 'or drop the file here',
  disabled,
  onFile,
  onDrop,
}: {
  inputId: string;
  label: string;
  accept: string;
  error: string | null;
  /** Under the input: how else to give a file, or what became of the one given. */
  hint?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  onDrop: (event: DragEvent) => void;
}) {
  const [over, setOver] = useState(false);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        onDrop(event);
      }}
      css={css`
        border: 2px dashed ${over ? theme.colors.brand : theme.colors.border};
        background: ${over ? theme.colors.brandSoft : 'transparent'};
        border-radius: ${theme.radius.lg};
        padding: ${theme.space.lg} ${theme.space.md};
        display: flex;
        flex-direction: column;
        gap: ${theme.space.sm};
        align-items: flex-start;
        label { font-weight: ${theme.font.weight.medium}; }
      `}
    >
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <p id={hintId} css={css`margin: 0; color: ${theme.colors.textMuted};`}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" css={css`margin: 0; color: ${theme.colors.danger};`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

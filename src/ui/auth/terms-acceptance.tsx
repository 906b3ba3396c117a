import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { fieldStyles } from '../kit/fields';
import { theme } from '../kit/theme';

/** The sign-up's required "I accept the Terms and the Privacy policy", with links to both and its error beside it. */
export function TermsAcceptance({ checked, error, onChange }: { checked: boolean; error: string | null; onChange: (checked: boolean) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div css={fieldStyles}>
      <div css={css`display: inline-flex; align-items: center; gap: ${theme.space.sm}; min-height: ${theme.touchTarget};`}>
        <input
          id={id}
          type="checkbox"
          name="terms_accepted"
          aria-required="true"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          css={css`width: auto !important; min-height: 0 !important;`}
        />
        <label htmlFor={id}>
          I accept the <Link to="/terms">Terms</Link> and the <Link to="/privacy">Privacy policy</Link>
        </label>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { CheckboxField } from '../kit/fields';

/** The sign-up's required "I accept the Terms and the Privacy policy", with links to both and its error beside it. */
export function TermsAcceptance({ checked, error, onChange }: { checked: boolean; error: string | null; onChange: (checked: boolean) => void }) {
  return (
    <CheckboxField
      label={
        <>
          I accept the <Link to="/terms">Terms</Link> and the <Link to="/privacy">Privacy policy</Link>
        </>
      }
      name="terms_accepted"
      aria-required="true"
      checked={checked}
      error={error}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

import { Link, type LinkProps } from 'react-router-dom';
import { buttonStyles, type ButtonVariant } from './button';

/** A link that looks like a button: for calls to action that go to another page. */
export function LinkButton({ variant = 'primary', ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link css={buttonStyles(variant)} {...props} />;
}

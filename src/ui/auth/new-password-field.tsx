import type { ComponentProps } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../domain/auth/password-policy';
import { TextField } from '../kit/fields';

/** A password being chosen (sign-up, reset, change): the browser may suggest one, and the hint states the policy. */
export function NewPasswordField({ label = 'New password', name = 'new-password', ...props }: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'hint' | 'label'> & { label?: string }) {
  return <TextField label={label} type="password" name={name} autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters; avoid common passwords.`} {...props} />;
}

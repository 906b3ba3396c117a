/**
 * The password rule the simulated backends enforce, mirroring the hosted auth service (§5):
 * weak passwords are rejected with reasons ('length', 'pwned').
 */
export const MIN_PASSWORD_LENGTH = 8;

const KNOWN_WEAK = new Set(['password', 'password1', '12345678', '123456789', 'qwerty123', 'iloveyou', 'letmein1']);

export type WeakPasswordReason = 'length' | 'pwned';

export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (KNOWN_WEAK.has(password.toLowerCase())) reasons.push('pwned');
  return reasons;
}

/** What each reason means to the person typing the password. */
export const WEAK_PASSWORD_EXPLANATIONS: Record<string, string> = {
  length: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  characters: 'Password should contain lower and upper case letters, digits and symbols.',
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
};

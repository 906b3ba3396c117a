import type { AccountType } from '../../domain/auth/account-type';
import type { AuthError } from '../../domain/auth/auth-errors';
import { normalizeReferralCode } from '../../domain/referrals/referral';
import type { Result } from '../../domain/result';
import type { AuthPort, SignUpOutcome } from '../ports/auth.port';
import type { Clock } from '../ports/clock.port';

export interface SignUpRequest {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly accountType: AccountType;
  /** Issue 12: the code of the link the person came through (/signup?ref=CODE), if any. */
  readonly referralCode?: string;
  /** "I accept the Terms and the Privacy policy": recorded with the time (issue 12); the backend refuses a sign-up without it. */
  readonly acceptedTerms: boolean;
}

export const EMAIL_CALLBACK_PATH = '/auth/callback';

/** §7: sign up with e-mail, password, metadata, and the confirmation link back to /auth/callback. */
export class SignUp {
  constructor(
    private readonly gateway: AuthPort,
    private readonly origin: string,
    private readonly clock: Clock,
  ) {}

  execute(request: SignUpRequest): Promise<Result<SignUpOutcome, AuthError>> {
    const referralCode = normalizeReferralCode(request.referralCode);
    return this.gateway.signUp({
      email: request.email.trim(),
      password: request.password,
      data: {
        first_name: request.firstName.trim(),
        last_name: request.lastName.trim(),
        account_type: request.accountType,
        ...(referralCode ? { referral_code: referralCode } : {}),
        ...(request.acceptedTerms ? { terms_accepted_at: new Date(this.clock.now()).toISOString() } : {}),
      },
      emailRedirectTo: this.origin + EMAIL_CALLBACK_PATH,
    });
  }
}

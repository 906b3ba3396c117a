import type {
  AuthChangeEvent,
  AuthChangeListener,
  AuthPort,
  SignUpInput,
  SignUpOutcome,
} from '../../application/ports/auth.port';
import type { Clock } from '../../application/ports/clock.port';
import { authErrors, type AuthError } from '../../domain/auth/auth-errors';
import { weakPasswordReasons } from '../../domain/auth/password-policy';
import { confirmEmailChange, requestEmailChange, type PendingEmailChange } from '../../domain/accounts/email-change';
import { issueResetToken, redeemResetToken, type PasswordResetToken } from '../../domain/accounts/password-reset';
import { checkTermsAccepted } from '../../domain/accounts/terms';
import type { Session } from '../../domain/auth/session';
import type { User, UserMetadata } from '../../domain/auth/user';
import { err, ok, type Result } from '../../domain/result';
import { checkSignUpsOpen, DEFAULT_APP_SETTINGS, type AppSettings } from '../../domain/settings/app-settings';
import { FaultQueue } from './fault-queue';

interface Account {
  user: User;
  password: string;
  confirmed: boolean;
  confirmationToken: string | null;
  pendingEmail: PendingEmailChange | null;
}

type Method =
  | 'signInWithPassword'
  | 'signUp'
  | 'signOut'
  | 'refreshSession'
  | 'getSession'
  | 'updateUserMetadata'
  | 'resendConfirmation'
  | 'completeEmailCallback'
  | 'requestPasswordReset'
  | 'completePasswordReset'
  | 'changePassword'
  | 'changeEmail';

export interface InMemoryAuthOptions {
  /** Confirm e-mail addresses at sign-up (no confirmation step). */
  readonly autoConfirm?: boolean;
  /** Lifetime of an access token. */
  readonly sessionTtlMs?: number;
  /** Whether sign-ups are open now (the platform's app settings); open when not given. */
  readonly signUpSettings?: () => Pick<AppSettings, 'signupsOpen'>;
  /** Issue 12: what the service does with a new account (its referral code and referrer), as the hosted sign-up trigger does. */
  readonly onSignedUp?: (user: User) => void;
}

const randomId = (): string => globalThis.crypto.randomUUID();

/** The auth service, in memory: for unit tests and for running the app without storage. */
export class InMemoryAuthGateway implements AuthPort {
  private readonly accounts = new Map<string, Account>();
  private readonly listeners = new Set<AuthChangeListener>();
  private session: Session | null = null;
  /** The last confirmation link "e-mailed" to each address. */
  private readonly outbox = new Map<string, string>();
  private readonly resetOutbox = new Map<string, string>();
  private readonly resetTokens = new Map<string, PasswordResetToken>();
  readonly faults = new FaultQueue<Method, AuthError>();

  constructor(
    private readonly clock: Clock,
    private readonly options: InMemoryAuthOptions = {},
  ) {}

  /** Adds a confirmed account, as a test or demo fixture. */
  seedUser(input: { email: string; password: string; metadata?: UserMetadata; id?: string; confirmed?: boolean }): User {
    const user: User = { id: input.id ?? randomId(), email: input.email.toLowerCase(), user_metadata: { ...input.metadata } };
    this.accounts.set(user.email, { user, password: input.password, confirmed: input.confirmed ?? true, confirmationToken: null, pendingEmail: null });
    return user;
  }

  /** Starts a session directly, as if the user had signed in earlier (tests). */
  startSessionFor(email: string): Session {
    const account = this.accounts.get(email.toLowerCase());
    if (!account) throw new Error(`No account ${email}`);
    this.session = this.newSession(account.user);
    this.emit('SIGNED_IN');
    return this.session;
  }

  /** Fires an auth event for the current session, as the service does on its own. */
  emitCurrent(event: AuthChangeEvent): void {
    this.emit(event);
  }

  async signInWithPassword({ email, password }: { email: string; password: string }): Promise<Result<Session, AuthError>> {
    const fault = this.faults.take('signInWithPassword');
    if (fault) return err(fault);
    if (!email || !password) return err(authErrors.missingCredentials());
    const account = this.accounts.get(email.toLowerCase());
    if (!account || account.password !== password) return err(authErrors.invalidCredentials());
    if (!account.confirmed) return err(authErrors.emailNotConfirmed());
    this.session = this.newSession(account.user);
    this.emit('SIGNED_IN');
    return ok(this.session);
  }

  async signUp(input: SignUpInput): Promise<Result<SignUpOutcome, AuthError>> {
    const fault = this.faults.take('signUp');
    if (fault) return err(fault);
    if (!input.email || !input.password) return err(authErrors.missingCredentials());
    const open = checkSignUpsOpen(this.options.signUpSettings?.() ?? DEFAULT_APP_SETTINGS);
    if (!open.ok) return open;
    const reasons = weakPasswordReasons(input.password);
    if (reasons.length > 0) return err(authErrors.weakPassword(reasons));
    const terms = checkTermsAccepted(input.data.terms_accepted_at);
    if (!terms.ok) return terms;
    const email = input.email.toLowerCase();
    if (this.accounts.has(email)) return err(authErrors.emailTaken());

    const user: User = { id: randomId(), email, user_metadata: { ...input.data } };
    const confirmed = this.options.autoConfirm === true;
    const confirmationToken = confirmed ? null : randomId();
    this.accounts.set(email, { user, password: input.password, confirmed, confirmationToken, pendingEmail: null });
    this.options.onSignedUp?.(user);
    if (confirmed) {
      this.session = this.newSession(user);
      this.emit('SIGNED_IN');
      return ok({ user, session: this.session });
    }
    const confirmationUrl = confirmationLink(input.emailRedirectTo, confirmationToken!);
    this.outbox.set(email, confirmationUrl);
    return ok({ user, session: null, confirmationUrl });
  }

  async resendConfirmation(email: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl?: string }, AuthError>> {
    const fault = this.faults.take('resendConfirmation');
    if (fault) return err(fault);
    const account = this.accounts.get(email.toLowerCase());
    // Like the hosted service, say nothing about whether the address exists.
    if (!account || account.confirmed || !account.confirmationToken) return ok({});
    const confirmationUrl = confirmationLink(emailRedirectTo, account.confirmationToken);
    this.outbox.set(account.user.email, confirmationUrl);
    return ok({ confirmationUrl });
  }

  async completeEmailCallback(url: string): Promise<Result<Session, AuthError>> {
    const fault = this.faults.take('completeEmailCallback');
    if (fault) return err(fault);
    const params = new URL(url, 'http://callback.invalid').searchParams;
    const token = params.get('token');
    if (params.get('type') === 'email_change') return this.confirmEmailChange(token ?? '');
    const account = [...this.accounts.values()].find((a) => token && a.confirmationToken === token);
    if (!account) return err(authErrors.linkInvalid());
    account.confirmed = true;
    account.confirmationToken = null;
    this.session = this.newSession(account.user);
    this.emit('SIGNED_IN');
    return ok(this.session);
  }

  async signOut(): Promise<Result<void, AuthError>> {
    const fault = this.faults.take('signOut');
    if (fault) return err(fault);
    this.session = null;
    this.emit('SIGNED_OUT');
    return ok(undefined);
  }

  async refreshSession(): Promise<Result<Session, AuthError>> {
    const fault = this.faults.take('refreshSession');
    if (fault) return err(fault);
    if (!this.session) return err(authErrors.sessionMissing());
    const user = this.accounts.get(this.session.user.email)?.user ?? this.session.user;
    this.session = this.newSession(user);
    this.emit('TOKEN_REFRESHED');
    return ok(this.session);
  }

  async getSession(): Promise<Result<Session | null, AuthError>> {
    const fault = this.faults.take('getSession');
    if (fault) return err(fault);
    if (this.session && this.session.expires_at * 1000 <= this.clock.now()) return ok(null);
    return ok(this.session);
  }

  async updateUserMetadata(data: Partial<UserMetadata>): Promise<Result<User, AuthError>> {
    const fault = this.faults.take('updateUserMetadata');
    if (fault) return err(fault);
    if (!this.session) return err(authErrors.sessionMissing());
    const account = this.accounts.get(this.session.user.email);
    if (!account) return err(authErrors.sessionMissing());
    account.user = { ...account.user, user_metadata: { ...account.user.user_metadata, ...data } };
    this.session = { ...this.session, user: account.user };
    this.emit('USER_UPDATED');
    return ok(account.user);
  }

  async requestPasswordReset(email: string, redirectTo: string): Promise<Result<{ resetUrl?: string }, AuthError>> {
    const fault = this.faults.take('requestPasswordReset');
    if (fault) return err(fault);
    const account = this.accounts.get(email.trim().toLowerCase());
    // Like the hosted service, say nothing about whether the address exists.
    if (!account) return ok({});
    const reset = issueResetToken(account.user.id, randomId(), this.clock.now());
    this.resetTokens.set(reset.token, reset);
    const resetUrl = linkWith(redirectTo, { token: reset.token, type: 'recovery' });
    this.resetOutbox.set(account.user.email, resetUrl);
    return ok({ resetUrl });
  }

  async completePasswordReset(url: string, newPassword: string): Promise<Result<void, AuthError>> {
    const fault = this.faults.take('completePasswordReset');
    if (fault) return err(fault);
    const token = new URL(url, 'http://callback.invalid').searchParams.get('token') ?? '';
    const redeemed = redeemResetToken(this.resetTokens.get(token) ?? null, newPassword, this.clock.now());
    if (!redeemed.ok) return redeemed;
    const account = this.accountById(redeemed.value.userId);
    if (!account) return err(authErrors.invalidJwt());
    this.resetTokens.set(token, redeemed.value);
    account.password = newPassword;
    // Following the link proves the address.
    account.confirmed = true;
    if (this.session?.user.id === account.user.id) {
      this.session = null;
      this.emit('SIGNED_OUT');
    }
    return ok(undefined);
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<Result<void, AuthError>> {
    const fault = this.faults.take('changePassword');
    if (fault) return err(fault);
    const account = this.signedInAccount();
    if (!account) return err(authErrors.sessionMissing());
    if (account.password !== currentPassword) return err(authErrors.invalidCredentials());
    const reasons = weakPasswordReasons(newPassword);
    if (reasons.length > 0) return err(authErrors.weakPassword(reasons));
    account.password = newPassword;
    return ok(undefined);
  }

  async changeEmail(newEmail: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl?: string }, AuthError>> {
    const fault = this.faults.take('changeEmail');
    if (fault) return err(fault);
    const account = this.signedInAccount();
    if (!account) return err(authErrors.sessionMissing());
    const pending = requestEmailChange(account.user.email, newEmail, randomId());
    if (!pending.ok) return pending;
    if (this.accounts.has(pending.value.newEmail)) return err(authErrors.emailTaken());
    account.pendingEmail = pending.value;
    const confirmationUrl = linkWith(emailRedirectTo, { token: pending.value.token, type: 'email_change' });
    this.outbox.set(pending.value.newEmail, confirmationUrl);
    return ok({ confirmationUrl });
  }

  /** Service rights: removes an account (the account deletion's last step). */
  deleteUserAsService(id: string): void {
    const account = this.accountById(id);
    if (!account) return;
    this.accounts.delete(account.user.email);
    if (this.session?.user.id === id) {
      this.session = null;
      this.emit('SIGNED_OUT');
    }
  }

  /** The reset link last e-mailed to this address. */
  resetLinkFor(email: string): string | null {
    return this.resetOutbox.get(email.toLowerCase()) ?? null;
  }

  private confirmEmailChange(token: string): Result<Session, AuthError> {
    const account = [...this.accounts.values()].find((a) => token && a.pendingEmail?.token === token) ?? null;
    const confirmed = confirmEmailChange(account?.pendingEmail ?? null, token);
    if (!confirmed.ok || !account) return confirmed.ok ? err(authErrors.linkInvalid()) : confirmed;
    if (this.accounts.has(confirmed.value)) return err(authErrors.emailTaken());
    this.accounts.delete(account.user.email);
    account.user = { ...account.user, email: confirmed.value };
    account.pendingEmail = null;
    this.accounts.set(confirmed.value, account);
    this.session = this.newSession(account.user);
    this.emit('USER_UPDATED');
    return ok(this.session);
  }

  private signedInAccount(): Account | null {
    if (!this.session || this.session.expires_at * 1000 <= this.clock.now()) return null;
    return this.accountById(this.session.user.id);
  }

  private accountById(id: string): Account | null {
    return [...this.accounts.values()].find((a) => a.user.id === id) ?? null;
  }

  onAuthStateChange(listener: AuthChangeListener): () => void {
    this.listeners.add(listener);
    // The hosted client reports the initial session asynchronously; so do we.
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener('INITIAL_SESSION', this.session);
    });
    return () => this.listeners.delete(listener);
  }

  /** The confirmation link last e-mailed to this address, as a test reads it from the mailbox. */
  confirmationLinkFor(email: string): string | null {
    return this.outbox.get(email.toLowerCase()) ?? null;
  }

  /** Server-side view of a user, for the fakes that play server functions. */
  userById(id: string): User | undefined {
    return [...this.accounts.values()].find((a) => a.user.id === id)?.user;
  }

  /** Server-side removal of an account (wiping demo data). */
  removeUserAsService(id: string): void {
    for (const [email, account] of this.accounts) if (account.user.id === id) this.accounts.delete(email);
  }

  /** Server-side write of a user's metadata (a service-role operation). */
  setMetadataAsService(id: string, data: Partial<UserMetadata>): void {
    const account = [...this.accounts.values()].find((a) => a.user.id === id);
    if (!account) return;
    account.user = { ...account.user, user_metadata: { ...account.user.user_metadata, ...data } };
  }

  currentSession(): Session | null {
    return this.session;
  }

  private newSession(user: User): Session {
    const ttl = this.options.sessionTtlMs ?? 3_600_000;
    return {
      access_token: `memory-access-${randomId()}`,
      refresh_token: `memory-refresh-${randomId()}`,
      expires_at: Math.floor((this.clock.now() + ttl) / 1000),
      user,
    };
  }

  private emit(event: AuthChangeEvent): void {
    for (const listener of [...this.listeners]) listener(event, this.session);
  }
}

function confirmationLink(emailRedirectTo: string, token: string): string {
  return linkWith(emailRedirectTo, { token, type: 'signup' });
}

function linkWith(base: string, params: { token: string; type: string }): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}token=${encodeURIComponent(params.token)}&type=${params.type}`;
}

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
}

type Method = 'signInWithPassword' | 'signUp' | 'signOut' | 'refreshSession' | 'getSession' | 'updateUserMetadata' | 'resendConfirmation' | 'completeEmailCallback';

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
  readonly faults = new FaultQueue<Method, AuthError>();

  constructor(
    private readonly clock: Clock,
    private readonly options: InMemoryAuthOptions = {},
  ) {}

  /** Adds a confirmed account, as a test or demo fixture. */
  seedUser(input: { email: string; password: string; metadata?: UserMetadata; id?: string; confirmed?: boolean }): User {
    const user: User = { id: input.id ?? randomId(), email: input.email.toLowerCase(), user_metadata: { ...input.metadata } };
    this.accounts.set(user.email, { user, password: input.password, confirmed: input.confirmed ?? true, confirmationToken: null });
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
    const email = input.email.toLowerCase();
    if (this.accounts.has(email)) return err(authErrors.emailTaken());

    const user: User = { id: randomId(), email, user_metadata: { ...input.data } };
    const confirmed = this.options.autoConfirm === true;
    const confirmationToken = confirmed ? null : randomId();
    this.accounts.set(email, { user, password: input.password, confirmed, confirmationToken });
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
    const token = new URL(url, 'http://callback.invalid').searchParams.get('token');
    const account = [...this.accounts.values()].find((a) => token && a.confirmationToken === token);
    if (!account) return err(authErrors.invalidJwt('Email link is invalid or has expired'));
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
  const separator = emailRedirectTo.includes('?') ? '&' : '?';
  return `${emailRedirectTo}${separator}token=${encodeURIComponent(token)}&type=signup`;
}

import type { Unsubscribable } from 'rxjs';
import type {
  AuthChangeEvent,
  AuthChangeListener,
  AuthPort,
  SignUpInput,
  SignUpOutcome,
} from '../../application/ports/auth.port';
import { sleep, type Clock } from '../../application/ports/clock.port';
import { authErrors, type AuthError } from '../../domain/auth/auth-errors';
import type { Session } from '../../domain/auth/session';
import type { User, UserMetadata } from '../../domain/auth/user';
import { err, ok, type Result } from '../../domain/result';
import type { LocalFaultInjector } from './fault-injector';
import type { AccessTokenVerifier } from './jwt';
import type { LocalAuthServer } from './local-auth-server';
import { toLocalStorageError } from './local-database';
import type { PersistedSession } from './persisted-session';
import type { AuthBroadcast, TabChannel, TabLock } from './tab-sync';

export interface IndexedDbAuthGatewayOptions {
  /** The session in local storage under `{product}_auth_token`. */
  readonly persisted: PersistedSession;
  /** Tells the other tabs about sign-in, sign-out and refreshes. */
  readonly channel: TabChannel;
  /** Keeps two tabs from refreshing the same token. */
  readonly lock: TabLock;
  readonly faults: LocalFaultInjector;
  /** Confirm addresses at sign-up, with no confirmation link (tests). */
  readonly autoConfirm?: boolean;
  /** Refresh on the clock's 30 s tick (default true). */
  readonly autoRefresh?: boolean;
}

/** "Auth auto-refresh tick: 30 s; refresh when 3 ticks remain; refresh retry back-off from 200 ms, doubling" (§9) */
export const AUTH_REFRESH_TICK_MS = 30_000;
export const AUTH_REFRESH_THRESHOLD_TICKS = 3;
export const AUTH_REFRESH_RETRY_BASE_MS = 200;

/** How often, and how far apart, a tab looks again for a change another tab announced but local storage does not show yet. */
const FOLLOW_RETRIES = 10;
const FOLLOW_RETRY_MS = 50;

/** A session this close to expiry is refreshed before use: the threshold of the auto-refresh tick. */
const EXPIRY_MARGIN_MS = AUTH_REFRESH_THRESHOLD_TICKS * AUTH_REFRESH_TICK_MS;

/**
 * The auth client of the embedded backend, behaving like the hosted client: session persisted
 * in local storage, refreshed on a 30 s tick when 3 ticks remain (a failed refresh retried after
 * 200 ms, 400 ms, … within one tick, §9), events for every change, tabs kept in step through a
 * channel, and refreshes serialised across tabs by a lock so one refresh token is never used twice.
 */
export class IndexedDbAuthGateway implements AuthPort {
  private session: Session | null = null;
  private readonly listeners = new Set<AuthChangeListener>();
  private readonly ready: Promise<void>;
  private readonly subscriptions: (Unsubscribable | (() => void))[] = [];
  private refreshing: Promise<Result<Session, AuthError>> | null = null;

  constructor(
    private readonly server: LocalAuthServer,
    private readonly verifier: AccessTokenVerifier,
    private readonly clock: Clock,
    private readonly options: IndexedDbAuthGatewayOptions,
  ) {
    this.ready = this.restoreSession();
    this.subscriptions.push(options.channel.subscribe((message) => void this.ready.then(() => this.followOtherTab(message))));
    if (options.autoRefresh !== false) {
      const tick = () => void this.autoRefreshTick();
      // Every 30 s on the clock, for as long as the gateway lives.
      this.subscriptions.push(
        clock.scheduler.schedule(function repeat() {
          tick();
          this.schedule(undefined, AUTH_REFRESH_TICK_MS);
        }, AUTH_REFRESH_TICK_MS),
      );
    }
  }

  /** Resolves once the stored session has been read (and repaired or dropped). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /** Stops the tick and the channel (tests, hot reload). */
  dispose(): void {
    for (const subscription of this.subscriptions.splice(0)) {
      if (typeof subscription === 'function') subscription();
      else subscription.unsubscribe();
    }
    this.listeners.clear();
  }

  async signInWithPassword({ email, password }: { email: string; password: string }): Promise<Result<Session, AuthError>> {
    return this.guard(async () => {
      await this.ready;
      if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
      const result = await this.server.signIn(email, password);
      if (result.ok) this.adopt(result.value, 'SIGNED_IN');
      return result;
    });
  }

  async signUp(input: SignUpInput): Promise<Result<SignUpOutcome, AuthError>> {
    return this.guard(async (): Promise<Result<SignUpOutcome, AuthError>> => {
      await this.ready;
      if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
      const result = await this.server.signUp({ ...input, autoConfirm: this.options.autoConfirm === true });
      if (!result.ok) return result;
      const { user, session, confirmationUrl } = result.value;
      if (session) {
        this.adopt(session, 'SIGNED_IN');
        return ok({ user, session });
      }
      return ok({ user, session: null, ...(confirmationUrl ? { confirmationUrl } : {}) });
    });
  }

  async resendConfirmation(email: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl?: string }, AuthError>> {
    return this.guard(async () => {
      if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
      const confirmationUrl = await this.server.resendConfirmation(email, emailRedirectTo);
      // Like the hosted service, say nothing about whether the address exists.
      return ok(confirmationUrl ? { confirmationUrl } : {});
    });
  }

  async completeEmailCallback(url: string): Promise<Result<Session, AuthError>> {
    return this.guard(async () => {
      await this.ready;
      if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
      const params = new URL(url, 'http://callback.invalid').searchParams;
      const token = params.get('token') ?? '';
      const result = params.get('type') === 'email_change' ? await this.server.confirmEmailChange(token) : await this.server.confirm(token);
      if (result.ok) this.adopt(result.value, 'SIGNED_IN');
      return result;
    });
  }

  async signOut(): Promise<Result<void, AuthError>> {
    return this.guard(async () => {
      await this.ready;
      if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
      const session = this.session;
      if (session) await this.server.logout(session.refresh_token);
      this.drop();
      return ok(undefined);
    });
  }

  async refreshSession(): Promise<Result<Session, AuthError>> {
    return this.guard(async () => {
      await this.ready;
      if (!this.session) return err(authErrors.sessionMissing());
      return this.refresh({ force: true });
    });
  }

  async getSession(): Promise<Result<Session | null, AuthError>> {
    return this.guard(async () => {
      await this.ready;
      if (!this.session) return ok(null);
      if (this.session.expires_at * 1000 - this.clock.now() >= EXPIRY_MARGIN_MS) return ok(this.session);
      return this.refresh({ force: false });
    });
  }

  async updateUserMetadata(data: Partial<UserMetadata>): Promise<Result<User, AuthError>> {
    return this.guard(async () => {
      const current = await this.getSession();
      if (!current.ok) return current;
      if (!current.value) return err(authErrors.sessionMissing());
      if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
      const claims = await this.verifier.verify(current.value.access_token);
      if (!claims.ok) return claims;
      const updated = await this.server.updateUserMetadata(claims.value.sub, data);
      if (!updated.ok) return updated;
      if (this.session && this.session.user.id === updated.value.id) this.adopt({ ...this.session, user: updated.value }, 'USER_UPDATED');
      return updated;
    });
  }

  async requestPasswordReset(email: string, redirectTo: string): Promise<Result<{ resetUrl?: string }, AuthError>> {
    return this.guard(async () => {
      if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
      const resetUrl = await this.server.requestPasswordReset(email, redirectTo);
      // Like the hosted service, say nothing about whether the address exists.
      return ok(resetUrl ? { resetUrl } : {});
    });
  }

  async completePasswordReset(url: string, newPassword: string): Promise<Result<void, AuthError>> {
    return this.guard(async () => {
      await this.ready;
      if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
      const token = new URL(url, 'http://callback.invalid').searchParams.get('token') ?? '';
      const result = await this.server.completePasswordReset(token, newPassword);
      // Every session of the account has ended: this tab's too, when it was that account's.
      if (result.ok && this.session) this.drop();
      return result;
    });
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<Result<void, AuthError>> {
    return this.guard(async () => {
      const userId = await this.signedInUserId();
      if (!userId.ok) return userId;
      return this.server.changePassword(userId.value, currentPassword, newPassword);
    });
  }

  async changeEmail(newEmail: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl?: string }, AuthError>> {
    return this.guard(async () => {
      const userId = await this.signedInUserId();
      if (!userId.ok) return userId;
      return this.server.changeEmail(userId.value, newEmail, emailRedirectTo);
    });
  }

  /** The verified caller, as the server reads it from the access token. */
  private async signedInUserId(): Promise<Result<string, AuthError>> {
    const current = await this.getSession();
    if (!current.ok) return current;
    if (!current.value) return err(authErrors.sessionMissing());
    if (await this.options.faults.shouldFail('auth')) return err(authErrors.retryable(503));
    const claims = await this.verifier.verify(current.value.access_token);
    return claims.ok ? ok(claims.value.sub) : claims;
  }

  onAuthStateChange(listener: AuthChangeListener): () => void {
    this.listeners.add(listener);
    // Like the hosted client: the initial session arrives asynchronously, once it has been read.
    void this.ready.then(() => {
      if (this.listeners.has(listener)) listener('INITIAL_SESSION', this.session);
    });
    return () => this.listeners.delete(listener);
  }

  /** The caller's access token, refreshed first when close to expiry (what a request would carry). */
  async accessToken(): Promise<string | null> {
    const session = await this.getSession();
    return session.ok ? (session.value?.access_token ?? null) : null;
  }

  private async restoreSession(): Promise<void> {
    const stored = this.options.persisted.read();
    if (stored.status === 'none') return;
    if (stored.status === 'damaged') {
      this.options.persisted.remove();
      return;
    }
    const { session } = stored;
    let trusted = false;
    try {
      const claims = await this.verifier.verify(session.access_token, { allowExpired: true });
      trusted = claims.ok && claims.value.sub === session.user.id;
    } catch {
      trusted = false;
    }
    if (!trusted) {
      this.options.persisted.remove();
      return;
    }
    this.session = session;
    if (session.expires_at * 1000 - this.clock.now() < EXPIRY_MARGIN_MS) {
      // An expired session is renewed with its refresh token, as the hosted client does; when
      // that token no longer works the user is signed out.
      await this.guard(() => this.refreshUnderLock(session.refresh_token, { force: false, quiet: true }));
    }
  }

  private async autoRefreshTick(): Promise<void> {
    await this.ready;
    const session = this.session;
    if (!session || this.refreshing) return;
    const ticksLeft = Math.floor((session.expires_at * 1000 - this.clock.now()) / AUTH_REFRESH_TICK_MS);
    if (ticksLeft > AUTH_REFRESH_THRESHOLD_TICKS) return;
    await this.guard(() => this.refresh({ force: false }));
  }

  /** One refresh at a time in this tab; concurrent callers share it. */
  private refresh(options: { force: boolean }): Promise<Result<Session, AuthError>> {
    if (!this.refreshing) {
      const token = this.session?.refresh_token ?? '';
      this.refreshing = this.refreshUnderLock(token, { ...options, quiet: false }).finally(() => (this.refreshing = null));
    }
    return this.refreshing;
  }

  /**
   * Holds the cross-tab lock for the whole refresh. Inside it, a session another tab has just
   * refreshed is adopted (unless forced), and a forced refresh uses the newest stored token.
   * `quiet` (while restoring the stored session) changes the session without events: the
   * listeners hear the outcome as INITIAL_SESSION.
   */
  private refreshUnderLock(expectedToken: string, options: { force: boolean; quiet: boolean }): Promise<Result<Session, AuthError>> {
    return this.options.lock.run(`${this.options.persisted.key}:refresh`, async () => {
      const stored = this.options.persisted.read();
      const latest = stored.status === 'found' && stored.session.user.id === this.session?.user.id ? stored.session : null;
      let token = expectedToken;
      if (latest && latest.refresh_token !== expectedToken) {
        const stillFresh = latest.expires_at * 1000 - this.clock.now() >= EXPIRY_MARGIN_MS;
        if (stillFresh && !options.force) {
          if (this.session?.access_token !== latest.access_token) this.adopt(latest, 'TOKEN_REFRESHED', { emit: !options.quiet, broadcast: false });
          return ok(latest);
        }
        token = latest.refresh_token;
      }
      const result = await this.refreshWithBackoff(token);
      if (result.ok) this.adopt(result.value, 'TOKEN_REFRESHED', { emit: !options.quiet, broadcast: true });
      else if (result.error.kind !== 'retryable') this.drop({ emit: !options.quiet, broadcast: true });
      return result;
    });
  }

  /** §9: a failed refresh is retried after 200 ms, then 400 ms, doubling, while within one tick. */
  private async refreshWithBackoff(refreshToken: string): Promise<Result<Session, AuthError>> {
    const startedAt = this.clock.now();
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(this.clock, AUTH_REFRESH_RETRY_BASE_MS * 2 ** (attempt - 1));
      const result = (await this.options.faults.shouldFail('auth')) ? err(authErrors.retryable(503)) : await this.server.refresh(refreshToken, this.session?.user.id);
      if (result.ok || result.error.kind !== 'retryable') return result;
      const nextBackoff = AUTH_REFRESH_RETRY_BASE_MS * 2 ** attempt;
      if (this.clock.now() + nextBackoff - startedAt >= AUTH_REFRESH_TICK_MS) return result;
    }
  }

  /**
   * Another tab changed the stored session: take it as it now stands. Chromium hands local storage
   * to the other tabs a moment after the channel's message, so a sign-out is followed from the
   * message itself, and a change the storage does not show yet is looked for again shortly.
   */
  private followOtherTab(message: AuthBroadcast, attempt = 0): void {
    if (message.event === 'SIGNED_OUT') {
      this.followSignOut();
      return;
    }
    const stored = this.options.persisted.read();
    const storageLags = stored.status !== 'found' || (this.session?.access_token === stored.session.access_token && message.event !== 'USER_UPDATED');
    if (storageLags && attempt < FOLLOW_RETRIES) {
      this.clock.scheduler.schedule(() => this.followOtherTab(message, attempt + 1), FOLLOW_RETRY_MS);
      return;
    }
    if (stored.status !== 'found') {
      this.followSignOut();
      return;
    }
    if (storageLags) return;
    const event: AuthChangeEvent = this.session?.user.id === stored.session.user.id ? (message.event === 'SIGNED_IN' ? 'TOKEN_REFRESHED' : message.event) : 'SIGNED_IN';
    this.session = stored.session;
    this.emit(event);
  }

  private followSignOut(): void {
    if (!this.session) return;
    this.session = null;
    this.emit('SIGNED_OUT');
  }

  private adopt(session: Session, event: AuthChangeEvent, how = { emit: true, broadcast: true }): void {
    this.session = session;
    this.options.persisted.write(session, this.clock.now());
    if (how.emit) this.emit(event);
    if (how.broadcast) this.options.channel.post({ type: 'auth', event });
  }

  private drop(how = { emit: true, broadcast: true }): void {
    this.session = null;
    this.options.persisted.remove();
    if (how.emit) this.emit('SIGNED_OUT');
    if (how.broadcast) this.options.channel.post({ type: 'auth', event: 'SIGNED_OUT' });
  }

  private emit(event: AuthChangeEvent): void {
    for (const listener of [...this.listeners]) listener(event, this.session);
  }

  /** IndexedDB failures (unavailable, over quota) come back as an error value with a clear message. */
  private async guard<T>(work: () => Promise<Result<T, AuthError>>): Promise<Result<T, AuthError>> {
    try {
      return await work();
    } catch (error) {
      return err(authErrors.unknown(toLocalStorageError(error).message));
    }
  }
}

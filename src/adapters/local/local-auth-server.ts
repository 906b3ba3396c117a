import type { Clock } from '../../application/ports/clock.port';
import { authErrors, type AuthError } from '../../domain/auth/auth-errors';
import type { Session } from '../../domain/auth/session';
import type { User, UserMetadata } from '../../domain/auth/user';
import { err, ok, type Result } from '../../domain/result';
import { checkSignUpsOpen } from '../../domain/settings/app-settings';
import { confirmEmailChange, requestEmailChange, type PendingEmailChange } from '../../domain/accounts/email-change';
import { issueResetToken, redeemResetToken, type PasswordResetToken } from '../../domain/accounts/password-reset';
import { checkTermsAccepted } from '../../domain/accounts/terms';
import { randomToken } from './bytes';
import { generateSigningKey, importPrivateKey, JWT_ISSUER, signJwt, type PrivateSigningKey, type PublicJwk } from './jwt';
import { request, type LocalDatabase } from './local-database';
import { appSettingsIn } from './local-settings';
import type { PasswordRecord, Pbkdf2PasswordHasher } from './password-hasher';

/** A stored account. The password exists only as its PBKDF2 record. */
export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly user_metadata: UserMetadata;
  readonly password: PasswordRecord;
  readonly confirmed_at: string | null;
  readonly confirmation_token: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  /** The latest password-reset token (issue 12); absent on records written before it. */
  readonly password_reset?: PasswordResetToken | null;
  /** A change of address waiting for its link (issue 12). */
  readonly pending_email?: PendingEmailChange | null;
}

interface RefreshTokenRecord {
  readonly token: string;
  readonly user_id: string;
  readonly session_id: string;
  readonly revoked: boolean;
  readonly created_at: number;
}

interface SigningKeyRecord {
  readonly kid: string;
  readonly private_jwk: JsonWebKey;
  readonly public_jwk: PublicJwk;
  readonly created_at: number;
  readonly revoked_at: number | null;
}

/** Lifetime of an access token: one hour, the hosted service's default. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60_000;

export const refreshTokenErrors = {
  notFound: (): AuthError => authErrors.invalidJwt('Invalid Refresh Token: Refresh Token Not Found'),
  alreadyUsed: (): AuthError => authErrors.invalidJwt('Invalid Refresh Token: Already Used'),
};

const toUser = (record: UserRecord): User => ({ id: record.id, email: record.email, user_metadata: record.user_metadata });

/**
 * The auth service of the embedded backend: what the hosted service does on its servers
 * (accounts, password checks, token issue and rotation, signing keys), done on IndexedDB.
 * The gateway is its client; nothing here knows about tabs or local storage.
 */
export class LocalAuthServer {
  private signingKey: Promise<PrivateSigningKey> | null = null;
  /** Confirmation links "mailed", newest per address: the simulated mailbox. */
  private readonly outbox = new Map<string, string>();
  /** Issue 12: what the service does with a new account (its referral code and referrer), as the hosted sign-up trigger does. */
  afterSignUp: ((user: User) => Promise<void>) | null = null;

  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly hasher: Pbkdf2PasswordHasher,
    private readonly accessTokenTtlMs: number = ACCESS_TOKEN_TTL_MS,
    private readonly subtle: SubtleCrypto = globalThis.crypto.subtle,
  ) {}

  private nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** The public keys that currently verify access tokens (the key set endpoint). */
  async keySet(): Promise<readonly PublicJwk[]> {
    const keys = await this.db.read('signing_keys', (tx) => request(tx.objectStore('signing_keys').getAll() as IDBRequest<SigningKeyRecord[]>));
    return keys.filter((key) => key.revoked_at === null).map((key) => key.public_jwk);
  }

  /** Withdraws every signing key and signs from now on with a new one. */
  async rotateSigningKey(): Promise<void> {
    const fresh = await this.newKeyRecord();
    await this.db.write('signing_keys', async (tx) => {
      const store = tx.objectStore('signing_keys');
      const keys = (await request(store.getAll())) as SigningKeyRecord[];
      for (const key of keys) if (key.revoked_at === null) store.put({ ...key, revoked_at: this.clock.now() });
      store.put(fresh);
      return ok(undefined);
    });
    this.signingKey = null;
  }

  async signUp(input: {
    email: string;
    password: string;
    data: UserMetadata;
    emailRedirectTo: string;
    autoConfirm: boolean;
  }): Promise<Result<{ user: User; confirmationUrl: string | null; session: Session | null }, AuthError>> {
    if (!input.email || !input.password) return err(authErrors.missingCredentials());
    const open = checkSignUpsOpen(await this.db.read('settings', appSettingsIn));
    if (!open.ok) return open;
    // The password rule loads with the first sign-up, not with every page.
    const { weakPasswordReasons } = await import('../../domain/auth/password-policy');
    const reasons = weakPasswordReasons(input.password);
    if (reasons.length > 0) return err(authErrors.weakPassword(reasons));
    const terms = checkTermsAccepted(input.data.terms_accepted_at);
    if (!terms.ok) return terms;
    const password = await this.hasher.hash(input.password);
    const now = this.nowIso();
    const confirmationToken = input.autoConfirm ? null : randomToken();
    const record: UserRecord = {
      id: globalThis.crypto.randomUUID(),
      email: input.email.trim().toLowerCase(),
      user_metadata: { ...input.data },
      password,
      confirmed_at: input.autoConfirm ? now : null,
      confirmation_token: confirmationToken,
      created_at: now,
      updated_at: now,
    };
    const created = await this.db.write('users', async (tx) => {
      const store = tx.objectStore('users');
      if (await request(store.index('email').getKey(record.email))) return err(authErrors.emailTaken());
      store.add(record);
      return ok(record);
    });
    if (!created.ok) return created;
    await this.afterSignUp?.(toUser(record));
    const session = input.autoConfirm ? await this.startSession(record) : null;
    const confirmationUrl = confirmationToken ? this.mail(record.email, input.emailRedirectTo, confirmationToken) : null;
    return ok({ user: toUser(record), confirmationUrl, session });
  }

  /** Mails the pending confirmation link again; null (and no mail) when nothing is pending. */
  async resendConfirmation(email: string, emailRedirectTo: string): Promise<string | null> {
    const record = await this.findByEmail(email);
    if (!record || record.confirmed_at || !record.confirmation_token) return null;
    return this.mail(record.email, emailRedirectTo, record.confirmation_token);
  }

  /** The newest confirmation link mailed to `email` (the simulated mailbox), or null. */
  confirmationLinkFor(email: string): string | null {
    return this.outbox.get(email.trim().toLowerCase()) ?? null;
  }

  private mail(email: string, emailRedirectTo: string, token: string, type: 'signup' | 'recovery' | 'email_change' = 'signup'): string {
    const separator = emailRedirectTo.includes('?') ? '&' : '?';
    const url = `${emailRedirectTo}${separator}token=${encodeURIComponent(token)}&type=${type}`;
    this.outbox.set(type === 'recovery' ? `recovery:${email}` : email, url);
    return url;
  }

  /** The newest reset link mailed to `email`, or null. */
  resetLinkFor(email: string): string | null {
    return this.outbox.get(`recovery:${email.trim().toLowerCase()}`) ?? null;
  }

  /** Issues a reset token (the previous one stops working) and mails the link; null when there is no such account. */
  async requestPasswordReset(email: string, redirectTo: string): Promise<string | null> {
    const token = randomToken();
    const issued = await this.db.write('users', async (tx) => {
      const store = tx.objectStore('users');
      const record = (await request(store.index('email').get(email.trim().toLowerCase()))) as UserRecord | undefined;
      if (!record) return ok(null);
      store.put({ ...record, password_reset: issueResetToken(record.id, token, this.clock.now()) } satisfies UserRecord);
      return ok(record);
    });
    return issued.ok && issued.value ? this.mail(issued.value.email, redirectTo, token, 'recovery') : null;
  }

  /** Spends a reset token: the new password, the address confirmed, and every session of the account ended. */
  async completePasswordReset(token: string, newPassword: string): Promise<Result<void, AuthError>> {
    const records = await this.db.read('users', (tx) => request(tx.objectStore('users').getAll() as IDBRequest<UserRecord[]>));
    const holder = token ? records.find((r) => r.password_reset?.token === token) : undefined;
    const redeemed = redeemResetToken(holder?.password_reset ?? null, newPassword, this.clock.now());
    if (!redeemed.ok || !holder) return redeemed.ok ? err(authErrors.invalidJwt()) : redeemed;
    const password = await this.hasher.hash(newPassword);
    const stored = await this.db.write(['users', 'refresh_tokens'], async (tx) => {
      const store = tx.objectStore('users');
      const current = (await request(store.get(holder.id))) as UserRecord | undefined;
      // Spent meanwhile (another tab): the token is checked again inside the write.
      if (!current || current.password_reset?.token !== token || current.password_reset.usedAt !== null) return err(authErrors.resetLinkInvalid());
      const now = this.nowIso();
      store.put({ ...current, password, password_reset: redeemed.value, confirmed_at: current.confirmed_at ?? now, confirmation_token: null, updated_at: now } satisfies UserRecord);
      await this.revokeAllSessions(tx, holder.id);
      return ok(undefined);
    });
    return stored;
  }

  /** The signed-in user's new password, once the current one is checked. */
  async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<Result<void, AuthError>> {
    const record = await this.db.read('users', (tx) => request(tx.objectStore('users').get(userId) as IDBRequest<UserRecord | undefined>));
    if (!record) return err(authErrors.sessionMissing());
    const check = await this.hasher.check(currentPassword, record.password);
    if (!check.matches) return err(authErrors.invalidCredentials());
    const { weakPasswordReasons } = await import('../../domain/auth/password-policy');
    const reasons = weakPasswordReasons(newPassword);
    if (reasons.length > 0) return err(authErrors.weakPassword(reasons));
    const password = await this.hasher.hash(newPassword);
    return this.db.write('users', async (tx) => {
      const store = tx.objectStore('users');
      const current = (await request(store.get(userId))) as UserRecord | undefined;
      if (!current) return err(authErrors.sessionMissing());
      store.put({ ...current, password, updated_at: this.nowIso() } satisfies UserRecord);
      return ok(undefined);
    });
  }

  /** Records a pending change of address and mails the link to the new address. */
  async changeEmail(userId: string, newEmail: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl: string }, AuthError>> {
    const token = randomToken();
    const pending = await this.db.write('users', async (tx) => {
      const store = tx.objectStore('users');
      const record = (await request(store.get(userId))) as UserRecord | undefined;
      if (!record) return err(authErrors.sessionMissing());
      const change = requestEmailChange(record.email, newEmail, token);
      if (!change.ok) return change;
      if (await request(store.index('email').getKey(change.value.newEmail))) return err(authErrors.emailTaken());
      store.put({ ...record, pending_email: change.value } satisfies UserRecord);
      return ok(change.value);
    });
    if (!pending.ok) return pending;
    return ok({ confirmationUrl: this.mail(pending.value.newEmail, emailRedirectTo, token, 'email_change') });
  }

  /** Opens the link of a change of address: the new address takes over, and a session starts for it. */
  async confirmEmailChange(token: string): Promise<Result<Session, AuthError>> {
    const changed = await this.db.write('users', async (tx) => {
      const store = tx.objectStore('users');
      const records = (await request(store.getAll())) as UserRecord[];
      const record = token ? records.find((r) => r.pending_email?.token === token) : undefined;
      const confirmed = confirmEmailChange(record?.pending_email ?? null, token);
      if (!confirmed.ok || !record) return confirmed.ok ? err(authErrors.linkInvalid()) : confirmed;
      if (await request(store.index('email').getKey(confirmed.value))) return err(authErrors.emailTaken());
      const next: UserRecord = { ...record, email: confirmed.value, pending_email: null, updated_at: this.nowIso() };
      store.put(next);
      return ok(next);
    });
    return changed.ok ? ok(await this.startSession(changed.value)) : changed;
  }

  /** Service rights: removes an account and ends its sessions (the account deletion's last step). */
  async deleteUserAsService(userId: string): Promise<void> {
    await this.db.write(['users', 'refresh_tokens'], async (tx) => {
      tx.objectStore('users').delete(userId);
      await this.revokeAllSessions(tx, userId);
      return ok(undefined);
    });
  }

  private async revokeAllSessions(tx: IDBTransaction, userId: string): Promise<void> {
    const tokens = tx.objectStore('refresh_tokens');
    const all = (await request(tokens.index('user_id').getAll(userId))) as RefreshTokenRecord[];
    for (const token of all) if (!token.revoked) tokens.put({ ...token, revoked: true });
  }

  /** Creates an account with service rights (an administrator, fixtures): confirmed unless told otherwise. */
  async createUserAsService(input: { email: string; password: string; metadata: UserMetadata; confirmed?: boolean }): Promise<User> {
    return this.seedUser({ ...input, password: await this.hasher.hash(input.password) });
  }

  /** Adds an account with an already computed password record (fixtures). */
  async seedUser(input: { email: string; password: PasswordRecord; metadata: UserMetadata; id?: string; confirmed?: boolean }): Promise<User> {
    const now = this.nowIso();
    const record: UserRecord = {
      id: input.id ?? globalThis.crypto.randomUUID(),
      email: input.email.toLowerCase(),
      user_metadata: { ...input.metadata },
      password: input.password,
      confirmed_at: input.confirmed === false ? null : now,
      confirmation_token: input.confirmed === false ? randomToken() : null,
      created_at: now,
      updated_at: now,
    };
    await this.db.write('users', async (tx) => {
      tx.objectStore('users').put(record);
      return ok(undefined);
    });
    return toUser(record);
  }

  async signIn(email: string, password: string): Promise<Result<Session, AuthError>> {
    if (!email || !password) return err(authErrors.missingCredentials());
    const record = await this.findByEmail(email);
    const check = record ? await this.hasher.check(password, record.password) : null;
    if (!record || !check?.matches) return err(authErrors.invalidCredentials());
    if (!record.confirmed_at) return err(authErrors.emailNotConfirmed());
    if (check.upgraded) await this.replacePassword(record, check.upgraded);
    return ok(await this.startSession(record));
  }

  /**
   * Stores a stronger record of the same password after a successful sign-in, unless the stored
   * record changed meanwhile (another tab upgraded it first).
   */
  private async replacePassword(record: UserRecord, upgraded: PasswordRecord): Promise<void> {
    await this.db.write('users', async (tx) => {
      const store = tx.objectStore('users');
      const current = (await request(store.get(record.id))) as UserRecord | undefined;
      if (current && current.password.hash === record.password.hash && current.password.salt === record.password.salt) {
        store.put({ ...current, password: upgraded } satisfies UserRecord);
      }
      return ok(undefined);
    });
  }

  /** Consumes a confirmation token: confirms the address and starts a session. */
  async confirm(token: string): Promise<Result<Session, AuthError>> {
    const confirmed = await this.db.write('users', async (tx) => {
      const store = tx.objectStore('users');
      const record = token ? ((await request(store.index('confirmation_token').get(token))) as UserRecord | undefined) : undefined;
      if (!record) return err(authErrors.linkInvalid());
      const updated: UserRecord = { ...record, confirmed_at: this.nowIso(), confirmation_token: null, updated_at: this.nowIso() };
      store.put(updated);
      return ok(updated);
    });
    return confirmed.ok ? ok(await this.startSession(confirmed.value)) : confirmed;
  }

  /**
   * Exchanges a refresh token for a new session. Each refresh token works once. `userId`, whose
   * token the caller believes it is, is read beside the token (one round trip less; another
   * owner's record is read after it as before), and the new access token is signed while the
   * rotation commits (issue 13: the admin check waits on a refresh).
   */
  async refresh(refreshToken: string, userId?: string): Promise<Result<Session, AuthError>> {
    const next = randomToken();
    const rotated = await this.db.write(['refresh_tokens', 'users'], async (tx) => {
      const tokens = tx.objectStore('refresh_tokens');
      const users = tx.objectStore('users');
      const [current, expected] = await Promise.all([
        request(tokens.get(refreshToken)) as Promise<RefreshTokenRecord | undefined>,
        userId === undefined ? undefined : (request(users.get(userId)) as Promise<UserRecord | undefined>),
      ]);
      if (!current) return err(refreshTokenErrors.notFound());
      if (current.revoked) return err(refreshTokenErrors.alreadyUsed());
      const user = expected?.id === current.user_id ? expected : ((await request(users.get(current.user_id))) as UserRecord | undefined);
      if (!user) return err(refreshTokenErrors.notFound());
      tokens.put({ ...current, revoked: true });
      tokens.add({ token: next, user_id: user.id, session_id: current.session_id, revoked: false, created_at: this.clock.now() } satisfies RefreshTokenRecord);
      const session = this.sessionFor(user, current.session_id, next);
      session.catch(() => undefined); // awaited below; a rotation that fails to commit drops it
      return ok(session);
    });
    if (!rotated.ok) return rotated;
    return ok(await rotated.value);
  }

  /** Ends one session: its refresh tokens stop working. */
  async logout(refreshToken: string): Promise<void> {
    await this.db.write('refresh_tokens', async (tx) => {
      const tokens = tx.objectStore('refresh_tokens');
      const current = (await request(tokens.get(refreshToken))) as RefreshTokenRecord | undefined;
      if (!current) return ok(undefined);
      const all = (await request(tokens.index('user_id').getAll(current.user_id))) as RefreshTokenRecord[];
      for (const token of all) if (token.session_id === current.session_id && !token.revoked) tokens.put({ ...token, revoked: true });
      return ok(undefined);
    });
  }

  /** Merges metadata into a user's record (the user's own PUT /user, or a service-role write). */
  async updateUserMetadata(userId: string, data: Partial<UserMetadata>): Promise<Result<User, AuthError>> {
    const updated = await this.db.write('users', async (tx) => {
      const store = tx.objectStore('users');
      const record = (await request(store.get(userId))) as UserRecord | undefined;
      if (!record) return err(authErrors.sessionMissing());
      const next: UserRecord = { ...record, user_metadata: { ...record.user_metadata, ...data }, updated_at: this.nowIso() };
      store.put(next);
      return ok(next);
    });
    return updated.ok ? ok(toUser(updated.value)) : updated;
  }

  async userById(id: string): Promise<User | null> {
    const record = await this.db.read('users', (tx) => request(tx.objectStore('users').get(id) as IDBRequest<UserRecord | undefined>));
    return record ? toUser(record) : null;
  }

  private async findByEmail(email: string): Promise<UserRecord | undefined> {
    const normalized = email.trim().toLowerCase();
    return this.db.read('users', (tx) => request(tx.objectStore('users').index('email').get(normalized) as IDBRequest<UserRecord | undefined>));
  }

  private async startSession(record: UserRecord): Promise<Session> {
    const sessionId = globalThis.crypto.randomUUID();
    const refreshToken = randomToken();
    await this.db.write('refresh_tokens', async (tx) => {
      tx.objectStore('refresh_tokens').add({ token: refreshToken, user_id: record.id, session_id: sessionId, revoked: false, created_at: this.clock.now() } satisfies RefreshTokenRecord);
      return ok(undefined);
    });
    return this.sessionFor(record, sessionId, refreshToken);
  }

  private async sessionFor(record: UserRecord, sessionId: string, refreshToken: string): Promise<Session> {
    const user = toUser(record);
    const iat = Math.floor(this.clock.now() / 1000);
    const exp = Math.floor((this.clock.now() + this.accessTokenTtlMs) / 1000);
    const access_token = await signJwt(
      { iss: JWT_ISSUER, sub: user.id, aud: 'authenticated', role: 'authenticated', email: user.email, session_id: sessionId, user_metadata: user.user_metadata, iat, exp },
      await this.currentSigningKey(),
      this.subtle,
    );
    return { access_token, refresh_token: refreshToken, expires_at: exp, user };
  }

  private currentSigningKey(): Promise<PrivateSigningKey> {
    if (!this.signingKey) {
      this.signingKey = this.loadOrCreateSigningKey();
      this.signingKey.catch(() => (this.signingKey = null));
    }
    return this.signingKey;
  }

  private async loadOrCreateSigningKey(): Promise<PrivateSigningKey> {
    const active = async () => {
      const keys = await this.db.read('signing_keys', (tx) => request(tx.objectStore('signing_keys').getAll() as IDBRequest<SigningKeyRecord[]>));
      return keys.filter((key) => key.revoked_at === null).sort((a, b) => b.created_at - a.created_at)[0];
    };
    let record = await active();
    if (!record) {
      const fresh = await this.newKeyRecord();
      // Two tabs starting together may both get here; the first key written wins.
      const stored = await this.db.write('signing_keys', async (tx) => {
        const store = tx.objectStore('signing_keys');
        const existing = ((await request(store.getAll())) as SigningKeyRecord[]).find((key) => key.revoked_at === null);
        if (existing) return ok(existing);
        store.add(fresh);
        return ok(fresh);
      });
      record = stored.ok ? stored.value : fresh;
    }
    return { kid: record.kid, privateKey: await importPrivateKey(record.private_jwk, this.subtle) };
  }

  private async newKeyRecord(): Promise<SigningKeyRecord> {
    const kid = randomToken(9);
    const { privateJwk, publicJwk } = await generateSigningKey(kid, this.subtle);
    return { kid, private_jwk: privateJwk, public_jwk: publicJwk, created_at: this.clock.now(), revoked_at: null };
  }
}

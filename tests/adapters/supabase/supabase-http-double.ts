import { createHash, randomUUID } from 'node:crypto';
import { http, type HttpHandler } from 'msw';
import { weakPasswordReasons } from '../../../src/domain/auth/password-policy';
import { fixPermissions } from '../../../supabase/functions/fix-permissions/fix-permissions';
import { MarketplaceDouble } from './supabase-http-double-marketplace';

/**
 * An HTTP-level double of a Supabase project: the auth service (GoTrue), the REST API (PostgREST)
 * over `profiles`, the storage service and the functions gateway. Requests and answers follow the
 * real services' shapes (as supabase-js reads them), errors included, so the adapters under test
 * run the real supabase-js code path from `fetch` upwards. What `profiles` and storage let a
 * caller do mirrors supabase/migrations (proven on Postgres in tests/supabase).
 */

export const DOUBLE_URL = 'https://clipcoach-double.supabase.co';
export const DOUBLE_ANON_KEY = 'anon-key-of-the-double';
/** The service-role key: a client built with it bypasses row-level security (server side only). */
export const DOUBLE_SERVICE_ROLE_KEY = 'service-role-key-of-the-double';

const ACCESS_TOKEN_TTL_S = 3600;

export interface DoubleUser {
  id: string;
  email: string;
  password: string;
  email_confirmed_at: string | null;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface ProfileRow {
  id: string;
  first_name: string;
  last_name: string;
  account_type: string;
  created_at: string;
  updated_at: string;
  onboarding_completed: boolean;
  terms_accepted: boolean;
  is_admin: boolean;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  created_at: string;
  updated_at: string;
}

/** A confirmation e-mail the auth service "sent". */
export interface Mail {
  readonly to: string;
  readonly type: 'signup';
  /** The link in the e-mail: the auth service's /verify, which redirects to the app. */
  readonly link: string;
  /** For templates that link straight to the app: `/auth/callback?token_hash=…&type=signup`. */
  readonly tokenHash: string;
  readonly redirectTo: string;
}

/** One request as the double received it. */
export interface RecordedRequest {
  readonly method: string;
  /** Path below the project URL, e.g. `/rest/v1/profiles`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  /** Parsed JSON body, or for multipart uploads the form's field names and file types. */
  readonly body: unknown;
}

export interface Fault {
  readonly method?: string;
  /** Matched against the path below the project URL. */
  readonly path: string | RegExp;
  readonly status: number;
  readonly body?: unknown;
  /** How many matching requests fail (default 1). */
  readonly times?: number;
}

type Caller =
  | { role: 'anon' }
  | { role: 'service_role' }
  | { role: 'authenticated'; uid: string; accessToken: string }
  | { role: 'invalid'; reason: 'bad_jwt' | 'session_not_found' };

/** Who a storage request acts for: a signed-in user, or the service role (policies bypassed). */
interface Actor {
  readonly uid: string | null;
  readonly service: boolean;
}

interface SessionRow {
  userId: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  active: boolean;
}

interface FlowState {
  userId: string;
  codeChallenge: string;
  method: 'plain' | 's256';
  authCode: string | null;
}

const nowIso = () => new Date().toISOString();
const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** GoTrue's error body for API version 2024-01-01: `{ code, message }`, with the version header. */
const authError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { code, message, ...extra }, { 'X-Supabase-Api-Version': '2024-01-01' });

/** PostgREST's error body. */
const restError = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  json(status, { code, details, hint, message });

/** The storage service's error body. */
const storageError = (status: number, error: string, message: string) => json(status, { statusCode: String(status), error, message });

/** Columns of profiles a signed-in user may write (supabase/migrations: column grants). */
const PROFILE_INSERT_COLUMNS = new Set(['id', 'first_name', 'last_name', 'account_type', 'created_at', 'updated_at', 'onboarding_completed', 'terms_accepted']);
const PROFILE_UPDATE_COLUMNS = new Set(['first_name', 'last_name', 'account_type', 'onboarding_completed', 'terms_accepted', 'updated_at']);
const PROFILE_COLUMNS = [...PROFILE_INSERT_COLUMNS, 'is_admin'];

export class SupabaseHttpDouble {
  readonly url = DOUBLE_URL;
  readonly anonKey = DOUBLE_ANON_KEY;
  readonly serviceRoleKey = DOUBLE_SERVICE_ROLE_KEY;
  readonly requests: RecordedRequest[] = [];
  readonly mailbox: Mail[] = [];
  /** Confirm e-mail addresses at sign-up (the project's "Confirm email" setting turned off). */
  autoConfirm = false;

  private readonly users = new Map<string, DoubleUser>();
  private readonly sessions = new Map<string, SessionRow>();
  private readonly refreshTokens = new Map<string, SessionRow>();
  private readonly flowStates = new Map<string, FlowState>();
  private readonly confirmationTokens = new Map<string, { userId: string; tokenHash: string; flowId: string | null; redirectTo: string }>();
  private readonly profiles = new Map<string, ProfileRow>();
  private readonly buckets = new Map<string, BucketRow>();
  private readonly objects = new Map<string, ObjectRow>();
  private readonly signTokens = new Map<string, { bucket: string; name: string; expiresAt: number }>();
  private readonly faults: Array<Fault & { left: number }> = [];
  /** The marketplace tables and functions (supabase/migrations/20250601000200_marketplace.sql). */
  readonly marketplace = new MarketplaceDouble((uid) => uid !== null && this.profiles.get(uid)?.is_admin === true);

  /** The msw handlers: one catch-all that records, injects faults and routes like the services do. */
  readonly handlers: HttpHandler[] = [http.all(`${DOUBLE_URL}/*`, ({ request }) => this.handle(request))];

  // ---- fixtures and inspection (the service side; no policies apply) -------------------------

  /** A confirmed account with its profile, as if it signed up earlier. */
  seedUser(input: { email: string; password: string; metadata?: Record<string, unknown>; confirmed?: boolean; isAdmin?: boolean }): DoubleUser {
    const user = this.createUser(input.email, input.password, input.metadata ?? {}, input.confirmed ?? true);
    if (input.isAdmin) this.profiles.get(user.id)!.is_admin = true;
    return user;
  }

  user(email: string): DoubleUser | undefined {
    return [...this.users.values()].find((u) => u.email === email.toLowerCase());
  }

  userById(id: string): DoubleUser | undefined {
    return this.users.get(id);
  }

  profile(id: string): ProfileRow | undefined {
    return this.profiles.get(id);
  }

  /** A service-role write, such as an admin granting admin rights. */
  setProfileAsService(id: string, patch: Partial<ProfileRow>): void {
    const row = this.profiles.get(id);
    if (row) this.profiles.set(id, { ...row, ...patch });
  }

  /** Removes a profile row (a user created before the sign-up trigger existed). */
  deleteProfileAsService(id: string): void {
    this.profiles.delete(id);
  }

  seedBucket(bucket: Partial<BucketRow> & { id: string }): void {
    const now = nowIso();
    this.buckets.set(bucket.id, {
      name: bucket.id,
      owner: '',
      public: false,
      file_size_limit: null,
      allowed_mime_types: null,
      created_at: now,
      updated_at: now,
      ...bucket,
    });
  }

  /** An object written with service rights (another user's upload, a fixture). */
  putObjectAsService(bucket: string, name: string, content: string, mimetype = 'application/octet-stream'): void {
    const now = nowIso();
    const owner = name.split('/')[0] ?? null;
    this.objects.set(`${bucket}/${name}`, { id: randomUUID(), bucket_id: bucket, name, owner, bytes: new TextEncoder().encode(content), mimetype, cacheControl: '3600', created_at: now, updated_at: now });
  }

  objectNames(bucket: string): string[] {
    return [...this.objects.values()].filter((o) => o.bucket_id === bucket).map((o) => o.name).sort();
  }

  lastMailTo(email: string): Mail | undefined {
    return [...this.mailbox].reverse().find((m) => m.to === email.toLowerCase());
  }

  /** Where the browser lands after following the e-mail's link (the auth service redirects to the app). */
  async landingUrlOf(mail: Mail): Promise<string> {
    const response = await fetch(mail.link, { redirect: 'manual' });
    const location = response.headers.get('Location');
    if (!location) throw new Error(`The verify link answered ${response.status} without a redirect`);
    return location;
  }

  /** Makes the next matching request(s) fail with the given status and body. */
  failNext(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  // ---- routing ---------------------------------------------------------------------------------

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    this.requests.push({ method: request.method, path, query: url.searchParams, headers: request.headers, body: await readBody(request.clone()) });

    const fault = this.faults.find((f) => f.left > 0 && (!f.method || f.method === request.method) && (typeof f.path === 'string' ? f.path === path : f.path.test(path)));
    if (fault) {
      fault.left -= 1;
      if (fault.body === undefined) return new Response(`upstream ${fault.status}`, { status: fault.status });
      // The auth service stamps every answer with its API version; supabase-js reads `code` only then.
      return json(fault.status, fault.body, path.startsWith('/auth/v1/') ? { 'X-Supabase-Api-Version': '2024-01-01' } : {});
    }

    if (path.startsWith('/auth/v1/')) return this.auth(request, path.slice('/auth/v1'.length), url.searchParams);
    if (path.startsWith('/rest/v1/')) return this.rest(request, path.slice('/rest/v1'.length), url.searchParams);
    if (path.startsWith('/storage/v1/')) return this.storage(request, path.slice('/storage/v1'.length), url.searchParams);
    if (path.startsWith('/functions/v1/')) return this.functions(request, path.slice('/functions/v1/'.length));
    return json(404, { message: 'no Route matched with those values' });
  }

  private callerOf(request: Request): Caller {
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (!bearer || bearer === this.anonKey) return { role: 'anon' };
    if (bearer === this.serviceRoleKey) return { role: 'service_role' };
    const session = this.sessions.get(bearer);
    if (!session) return { role: 'invalid', reason: 'bad_jwt' };
    if (!session.active || session.expiresAt * 1000 <= Date.now()) return { role: 'invalid', reason: 'session_not_found' };
    return { role: 'authenticated', uid: session.userId, accessToken: bearer };
  }

  // ---- auth (GoTrue) ---------------------------------------------------------------------------

  private async auth(request: Request, route: string, query: URLSearchParams): Promise<Response> {
    const method = request.method;
    if (method === 'POST' && route === '/signup') return this.signUp((await request.json()) as Record<string, unknown>, query.get('redirect_to') ?? '');
    if (method === 'POST' && route === '/token') return this.token(query.get('grant_type'), (await request.json()) as Record<string, unknown>);
    if (method === 'GET' && route === '/verify') return this.verifyLink(query);
    if (method === 'POST' && route === '/verify') return this.verifyTokenHash((await request.json()) as Record<string, unknown>);
    if (method === 'POST' && route === '/resend') return this.resend((await request.json()) as Record<string, unknown>, query.get('redirect_to') ?? '');
    if (method === 'POST' && route === '/logout') return this.logout(request, query.get('scope') ?? 'global');
    if (route === '/user' && (method === 'GET' || method === 'PUT')) {
      const caller = this.callerOf(request);
      if (caller.role === 'anon' || caller.role === 'service_role') return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      if (caller.role === 'invalid') return this.invalidToken(caller.reason);
      const user = this.users.get(caller.uid)!;
      if (method === 'PUT') {
        const body = (await request.json()) as { data?: Record<string, unknown> };
        if (body.data) user.user_metadata = { ...user.user_metadata, ...body.data };
        user.updated_at = nowIso();
      }
      return json(200, this.userJson(user));
    }
    return authError(404, 'not_found', `No route for ${method} ${route}`);
  }

  private invalidToken(reason: 'bad_jwt' | 'session_not_found'): Response {
    return reason === 'bad_jwt'
      ? authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is malformed')
      : authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }

  private signUp(body: Record<string, unknown>, redirectTo: string): Response {
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) return authError(400, 'validation_failed', 'To signup, please provide your email');
    if (!password) return authError(400, 'validation_failed', 'Signup requires a valid password');
    const reasons = weakPasswordReasons(password);
    if (reasons.length > 0) {
      const message = reasons.includes('length') ? 'Password should be at least 8 characters.' : 'Password is known to be weak and easy to guess, please choose a different one.';
      return authError(422, 'weak_password', message, { weak_password: { reasons } });
    }
    const existing = this.user(email);
    if (existing?.email_confirmed_at) {
      // GoTrue does not say the address is taken; it answers with a user that has no identities.
      return json(200, { ...this.userJson(existing), id: randomUUID(), identities: [], user_metadata: {} });
    }
    const user = existing ?? this.createUser(email, password, (body.data as Record<string, unknown>) ?? {}, this.autoConfirm);
    if (this.autoConfirm) return json(200, this.issueSession(user));
    this.sendConfirmation(user, redirectTo, body);
    return json(200, this.userJson(user));
  }

  private sendConfirmation(user: DoubleUser, redirectTo: string, body: Record<string, unknown>): void {
    const token = randomUUID().replaceAll('-', '');
    const tokenHash = createHash('sha224').update(user.email + token).digest('hex');
    let flowId: string | null = null;
    if (typeof body.code_challenge === 'string' && body.code_challenge) {
      flowId = randomUUID();
      this.flowStates.set(flowId, {
        userId: user.id,
        codeChallenge: body.code_challenge,
        method: body.code_challenge_method === 'plain' ? 'plain' : 's256',
        authCode: null,
      });
    }
    this.confirmationTokens.set(token, { userId: user.id, tokenHash, flowId, redirectTo });
    const link = `${this.url}/auth/v1/verify?token=${token}&type=signup&redirect_to=${encodeURIComponent(redirectTo)}`;
    this.mailbox.push({ to: user.email, type: 'signup', link, tokenHash, redirectTo });
  }

  private verifyLink(query: URLSearchParams): Response {
    const token = query.get('token') ?? '';
    const entry = this.confirmationTokens.get(token);
    const redirectTo = query.get('redirect_to') || entry?.redirectTo || this.url;
    if (!entry) {
      const refused = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
      return new Response(null, { status: 303, headers: { Location: `${redirectTo}?${refused}` } });
    }
    this.confirmationTokens.delete(token);
    const user = this.users.get(entry.userId)!;
    user.email_confirmed_at = nowIso();
    const flow = entry.flowId ? this.flowStates.get(entry.flowId) : undefined;
    if (flow) {
      flow.authCode = randomUUID();
      return new Response(null, { status: 303, headers: { Location: `${redirectTo}?code=${flow.authCode}` } });
    }
    const session = this.issueSession(user);
    const fragment = new URLSearchParams({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: String(session.expires_in), token_type: 'bearer', type: 'signup' });
    return new Response(null, { status: 303, headers: { Location: `${redirectTo}#${fragment}` } });
  }

  private verifyTokenHash(body: Record<string, unknown>): Response {
    const match = [...this.confirmationTokens.entries()].find(([, entry]) => entry.tokenHash === body.token_hash);
    if (!match) return authError(403, 'otp_expired', 'Email link is invalid or has expired');
    const [token, entry] = match;
    this.confirmationTokens.delete(token);
    const user = this.users.get(entry.userId)!;
    user.email_confirmed_at = nowIso();
    return json(200, this.issueSession(user));
  }

  private resend(body: Record<string, unknown>, redirectTo: string): Response {
    const user = typeof body.email === 'string' ? this.user(body.email) : undefined;
    if (user && !user.email_confirmed_at) this.sendConfirmation(user, redirectTo, body);
    return json(200, { message_id: null });
  }

  private token(grantType: string | null, body: Record<string, unknown>): Response {
    if (grantType === 'password') {
      const user = typeof body.email === 'string' ? this.user(body.email) : undefined;
      if (!user || user.password !== body.password) return authError(400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
      return json(200, this.issueSession(user));
    }
    if (grantType === 'refresh_token') {
      const current = typeof body.refresh_token === 'string' ? this.refreshTokens.get(body.refresh_token) : undefined;
      if (!current || !current.active) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      current.active = false;
      this.refreshTokens.delete(current.refreshToken);
      return json(200, this.issueSession(this.users.get(current.userId)!));
    }
    if (grantType === 'pkce') {
      const flowEntry = [...this.flowStates.entries()].find(([, flow]) => flow.authCode && flow.authCode === body.auth_code);
      if (!flowEntry) return authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      const [flowId, flow] = flowEntry;
      const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
      const challenge = flow.method === 'plain' ? verifier : base64url(createHash('sha256').update(verifier).digest());
      if (challenge !== flow.codeChallenge) return authError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      this.flowStates.delete(flowId);
      return json(200, this.issueSession(this.users.get(flow.userId)!));
    }
    return authError(400, 'validation_failed', `unsupported_grant_type ${grantType}`);
  }

  private logout(request: Request, scope: string): Response {
    const caller = this.callerOf(request);
    if (caller.role === 'anon' || caller.role === 'service_role') return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    if (caller.role === 'invalid') return this.invalidToken(caller.reason);
    for (const session of this.sessions.values()) {
      const mine = session.userId === caller.uid;
      const thisOne = session.accessToken === caller.accessToken;
      if (mine && (scope === 'global' || (scope === 'local' && thisOne) || (scope === 'others' && !thisOne))) session.active = false;
    }
    return new Response(null, { status: 204 });
  }

  private createUser(email: string, password: string, metadata: Record<string, unknown>, confirmed: boolean): DoubleUser {
    const now = nowIso();
    const user: DoubleUser = {
      id: randomUUID(),
      email: email.toLowerCase(),
      password,
      email_confirmed_at: confirmed ? now : null,
      user_metadata: { ...metadata },
      app_metadata: { provider: 'email', providers: ['email'] },
      created_at: now,
      updated_at: now,
    };
    this.users.set(user.id, user);
    this.onAuthUserCreated(user);
    return user;
  }

  /** supabase/migrations: private.handle_new_user — the profile from the metadata, never is_admin. */
  private onAuthUserCreated(user: DoubleUser): void {
    const meta = user.user_metadata;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    this.profiles.set(user.id, {
      id: user.id,
      first_name: text(meta.first_name),
      last_name: text(meta.last_name),
      account_type: meta.account_type === 'pro' || meta.account_type === 'athlete' ? meta.account_type : 'athlete',
      created_at: user.created_at,
      updated_at: user.created_at,
      onboarding_completed: false,
      terms_accepted: false,
      is_admin: false,
    });
  }

  private issueSession(user: DoubleUser) {
    const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_S;
    const sessionId = randomUUID();
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt, iat: expiresAt - ACCESS_TOKEN_TTL_S, session_id: sessionId, aal: 'aal1', user_metadata: user.user_metadata }),
    );
    const accessToken = `${header}.${payload}.${base64url(randomUUID())}`;
    const row: SessionRow = { userId: user.id, accessToken, refreshToken: randomUUID().replaceAll('-', '').slice(0, 12), expiresAt, active: true };
    this.sessions.set(accessToken, row);
    this.refreshTokens.set(row.refreshToken, row);
    user.updated_at = nowIso();
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      expires_at: expiresAt,
      refresh_token: row.refreshToken,
      user: { ...this.userJson(user), last_sign_in_at: nowIso() },
    };
  }

  private userJson(user: DoubleUser) {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.email_confirmed_at ?? undefined,
      confirmed_at: user.email_confirmed_at ?? undefined,
      phone: '',
      confirmation_sent_at: user.email_confirmed_at ? undefined : user.created_at,
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      identities: [{ identity_id: user.id, id: user.id, user_id: user.id, provider: 'email', identity_data: { email: user.email, sub: user.id } }],
      created_at: user.created_at,
      updated_at: user.updated_at,
      is_anonymous: false,
    };
  }

  // ---- REST (PostgREST) over profiles ------------------------------------------------------------

  private async rest(request: Request, route: string, query: URLSearchParams): Promise<Response> {
    const caller = this.callerOf(request);
    if (caller.role === 'invalid') return restError(401, 'PGRST301', 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)');
    if (route !== '/profiles') {
      const tableCaller = caller.role === 'authenticated' ? { role: caller.role, uid: caller.uid } : { role: caller.role };
      return (
        (await this.marketplace.handle(request, route, query, tableCaller)) ??
        restError(404, 'PGRST205', `Could not find the table 'public.${route.slice(1)}' in the schema cache`)
      );
    }
    // supabase/migrations revokes everything on profiles from anon.
    if (caller.role === 'anon') return restError(401, '42501', 'permission denied for table profiles');

    const service = caller.role === 'service_role';
    const uid = caller.role === 'authenticated' ? caller.uid : '';
    const filters = [...query.entries()].filter(([key]) => key !== 'select' && key !== 'columns');
    const matches = (row: ProfileRow) =>
      filters.every(([column, expression]) => {
        const eq = /^eq\.(.*)$/.exec(expression);
        if (!eq) throw new Error(`The double supports eq filters only, got ${column}=${expression}`);
        return String(row[column as keyof ProfileRow]) === eq[1];
      });
    const readable = (row: ProfileRow) => service || row.id === uid || this.profiles.get(uid)?.is_admin === true;
    const wantsObject = (request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json');
    const returnsRepresentation = (request.headers.get('Prefer') ?? '').includes('return=representation');
    const select = (query.get('select') ?? '*').split(',').map((c) => c.trim());
    for (const column of select) {
      if (column !== '*' && !PROFILE_COLUMNS.includes(column)) return restError(400, '42703', `column profiles.${column} does not exist`);
    }
    const project = (row: ProfileRow) => (select.includes('*') ? { ...row } : Object.fromEntries(select.map((c) => [c, row[c as keyof ProfileRow]])));
    const answer = (status: number, rows: ProfileRow[]) => {
      if (wantsObject) {
        if (rows.length !== 1) return restError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows.length} rows`);
        return json(status, project(rows[0]!), { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' });
      }
      return json(status, rows.map(project));
    };

    if (request.method === 'GET') return answer(200, [...this.profiles.values()].filter((row) => readable(row) && matches(row)));

    if (request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown> | Array<Record<string, unknown>>;
      const rows = Array.isArray(body) ? body : [body];
      for (const row of rows) {
        if (!service && Object.keys(row).some((column) => !PROFILE_INSERT_COLUMNS.has(column))) return restError(403, '42501', 'permission denied for table profiles');
        if (!service && row.id !== uid) return restError(403, '42501', 'new row violates row-level security policy for table "profiles"');
        if (this.profiles.has(String(row.id))) {
          return restError(409, '23505', 'duplicate key value violates unique constraint "profiles_pkey"', `Key (id)=(${String(row.id)}) already exists.`);
        }
      }
      const now = nowIso();
      const inserted = rows.map((row) => {
        const profile: ProfileRow = {
          id: String(row.id),
          first_name: typeof row.first_name === 'string' ? row.first_name : '',
          last_name: typeof row.last_name === 'string' ? row.last_name : '',
          account_type: typeof row.account_type === 'string' ? row.account_type : 'athlete',
          created_at: typeof row.created_at === 'string' ? row.created_at : now,
          updated_at: typeof row.updated_at === 'string' ? row.updated_at : now,
          onboarding_completed: row.onboarding_completed === true,
          terms_accepted: row.terms_accepted === true,
          is_admin: service && row.is_admin === true,
        };
        this.profiles.set(profile.id, profile);
        return profile;
      });
      return returnsRepresentation ? answer(201, inserted) : new Response(null, { status: 201 });
    }

    if (request.method === 'PATCH') {
      const patch = (await request.json()) as Record<string, unknown>;
      if (!service && Object.keys(patch).some((column) => !PROFILE_UPDATE_COLUMNS.has(column))) return restError(403, '42501', 'permission denied for table profiles');
      // The update policy: own row only (an admin reads every row but updates only their own).
      const targets = [...this.profiles.values()].filter((row) => (service || row.id === uid) && matches(row));
      const updated = targets.map((row) => {
        const next = { ...row, ...(patch as Partial<ProfileRow>), updated_at: nowIso() };
        this.profiles.set(row.id, next);
        return next;
      });
      return returnsRepresentation ? answer(200, updated) : new Response(null, { status: 204 });
    }
    return restError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }

  // ---- storage -----------------------------------------------------------------------------------

  private async storage(request: Request, route: string, query: URLSearchParams): Promise<Response> {
    const caller = this.callerOf(request);
    if (caller.role === 'invalid') return storageError(400, 'InvalidJWT', 'invalid signature');
    const actor: Actor = { uid: caller.role === 'authenticated' ? caller.uid : null, service: caller.role === 'service_role' };
    const method = request.method;

    if (route === '/bucket' || route.startsWith('/bucket/')) return this.bucketRoute(request, route, actor);

    if (method === 'POST' && route.startsWith('/object/list/')) {
      const bucket = this.buckets.get(decodeURIComponent(route.slice('/object/list/'.length)));
      if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
      const body = (await request.json()) as { prefix?: string; limit?: number; offset?: number; search?: string };
      return json(200, this.listFolder(bucket.id, actor, body));
    }
    if (method === 'POST' && (route === '/object/move' || route === '/object/copy')) {
      const body = (await request.json()) as { bucketId: string; sourceKey: string; destinationKey: string };
      return this.relocate(body, actor, route === '/object/move');
    }
    if (method === 'POST' && route.startsWith('/object/sign/')) {
      const { bucket, name } = splitKey(route.slice('/object/sign/'.length));
      const body = (await request.json()) as { expiresIn: number };
      const object = this.objects.get(`${bucket}/${name}`);
      if (!this.buckets.has(bucket)) return storageError(404, 'Bucket not found', 'Bucket not found');
      if (!object || !this.mayRead(object, actor)) return storageError(404, 'not_found', 'Object not found');
      const token = randomUUID();
      this.signTokens.set(token, { bucket, name, expiresAt: Date.now() + body.expiresIn * 1000 });
      return json(200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
    }
    if (method === 'GET' && route.startsWith('/object/sign/')) {
      const signed = this.signTokens.get(query.get('token') ?? '');
      const { bucket, name } = splitKey(route.slice('/object/sign/'.length));
      if (!signed || signed.bucket !== bucket || signed.name !== name) return storageError(400, 'InvalidSignature', 'invalid signature');
      if (signed.expiresAt <= Date.now()) return storageError(400, 'InvalidJWT', '"exp" claim timestamp check failed');
      const object = this.objects.get(`${bucket}/${name}`);
      return object ? this.objectBody(object) : storageError(404, 'not_found', 'Object not found');
    }
    if (method === 'DELETE' && /^\/object\/[^/]+$/.test(route)) {
      const bucket = decodeURIComponent(route.slice('/object/'.length));
      if (!this.buckets.has(bucket)) return storageError(404, 'Bucket not found', 'Bucket not found');
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      const removed: unknown[] = [];
      for (const name of new Set(prefixes)) {
        const object = this.objects.get(`${bucket}/${name}`);
        if (!object || !this.mayWrite(bucket, name, actor)) continue;
        this.objects.delete(`${bucket}/${name}`);
        removed.push(this.fileObject(object));
      }
      return json(200, removed);
    }
    if (route.startsWith('/object/')) {
      const key = route.replace(/^\/object\/(authenticated\/|public\/)?/, '');
      const { bucket, name } = splitKey(key);
      if (method === 'GET') {
        if (!this.buckets.has(bucket)) return storageError(404, 'Bucket not found', 'Bucket not found');
        const object = this.objects.get(`${bucket}/${name}`);
        const publicRead = route.startsWith('/object/public/') && this.buckets.get(bucket)!.public;
        if (!object || (!publicRead && !this.mayRead(object, actor))) return storageError(404, 'not_found', 'Object not found');
        return this.objectBody(object);
      }
      if (method === 'POST' || method === 'PUT') return this.upload(request, bucket, name, actor, method === 'PUT' || request.headers.get('x-upsert') === 'true');
    }
    return storageError(404, 'not_found', `Route ${method}:${route} not found`);
  }

  /** supabase/migrations storage policies: the first folder of the path is the owner's user id. */
  private ownsPath(name: string, actor: Actor): boolean {
    return actor.service || (actor.uid !== null && name.split('/')[0] === actor.uid);
  }

  private mayRead(object: ObjectRow, actor: Actor): boolean {
    if (actor.service || this.buckets.get(object.bucket_id)?.public) return true;
    return this.ownsPath(object.name, actor) || (actor.uid !== null && this.profiles.get(actor.uid)?.is_admin === true);
  }

  private mayWrite(bucket: string, name: string, actor: Actor): boolean {
    return this.ownsPath(name, actor) && (actor.service || this.marketplace.mayWriteObject(bucket, actor.uid));
  }

  private async upload(request: Request, bucketId: string, name: string, actor: Actor, upsert: boolean): Promise<Response> {
    const bucket = this.buckets.get(bucketId);
    if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
    if (!validKey(name)) return storageError(400, 'InvalidKey', `Invalid key: ${name}`);
    let bytes: Uint8Array;
    let mimetype: string;
    let cacheControl = '3600';
    const contentType = request.headers.get('Content-Type') ?? '';
    if (contentType.startsWith('multipart/form-data')) {
      const form = await request.formData();
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!file) return storageError(400, 'InvalidRequest', 'No file in the form');
      bytes = new Uint8Array(await file.arrayBuffer());
      mimetype = file.type || 'text/plain;charset=UTF-8';
      cacheControl = String(form.get('cacheControl') ?? cacheControl);
    } else {
      bytes = new Uint8Array(await request.arrayBuffer());
      mimetype = contentType || 'text/plain;charset=UTF-8';
    }
    if (bucket.file_size_limit !== null && bytes.byteLength > bucket.file_size_limit) {
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    if (!mimeAllowed(bucket.allowed_mime_types, mimetype)) return storageError(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`);
    if (!this.mayWrite(bucketId, name, actor)) return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    const existing = this.objects.get(`${bucketId}/${name}`);
    if (existing && !upsert) return storageError(409, 'Duplicate', 'The resource already exists');
    const now = nowIso();
    const object: ObjectRow = {
      id: existing?.id ?? randomUUID(),
      bucket_id: bucketId,
      name,
      owner: actor.uid,
      bytes,
      mimetype,
      cacheControl,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    this.objects.set(`${bucketId}/${name}`, object);
    return json(200, { Id: object.id, Key: `${bucketId}/${name}` });
  }

  private relocate(body: { bucketId: string; sourceKey: string; destinationKey: string }, actor: Actor, move: boolean): Response {
    if (!this.buckets.has(body.bucketId)) return storageError(404, 'Bucket not found', 'Bucket not found');
    if (!validKey(body.destinationKey)) return storageError(400, 'InvalidKey', `Invalid key: ${body.destinationKey}`);
    const source = this.objects.get(`${body.bucketId}/${body.sourceKey}`);
    if (!source || !this.mayRead(source, actor)) return storageError(404, 'not_found', 'Object not found');
    if (!this.mayWrite(body.bucketId, body.destinationKey, actor) || (move && !this.mayWrite(body.bucketId, body.sourceKey, actor))) {
      return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    }
    if (body.sourceKey === body.destinationKey || this.objects.has(`${body.bucketId}/${body.destinationKey}`)) {
      return storageError(409, 'Duplicate', 'The resource already exists');
    }
    const now = nowIso();
    const target: ObjectRow = { ...source, id: move ? source.id : randomUUID(), name: body.destinationKey, owner: actor.uid, created_at: move ? source.created_at : now, updated_at: now };
    this.objects.set(`${body.bucketId}/${body.destinationKey}`, target);
    if (move) {
      this.objects.delete(`${body.bucketId}/${body.sourceKey}`);
      return json(200, { message: 'Successfully moved' });
    }
    return json(200, { Id: target.id, Key: `${body.bucketId}/${body.destinationKey}` });
  }

  private listFolder(bucketId: string, actor: Actor, body: { prefix?: string; limit?: number; offset?: number; search?: string }) {
    const prefix = (body.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const start = prefix ? `${prefix}/` : '';
    const folders = new Set<string>();
    const entries: Array<Record<string, unknown>> = [];
    for (const object of this.objects.values()) {
      if (object.bucket_id !== bucketId || !object.name.startsWith(start) || !this.mayRead(object, actor)) continue;
      const rest = object.name.slice(start.length);
      const slash = rest.indexOf('/');
      if (slash === -1) entries.push({ ...this.fileObject(object), name: rest });
      else folders.add(rest.slice(0, slash));
    }
    for (const name of folders) entries.push({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    const search = (body.search ?? '').toLowerCase();
    const offset = body.offset ?? 0;
    const limit = body.limit ?? 100;
    return entries
      .filter((entry) => String(entry.name).toLowerCase().includes(search))
      .sort((a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0))
      .slice(offset, offset + limit);
  }

  private fileObject(object: ObjectRow) {
    return {
      name: object.name,
      bucket_id: object.bucket_id,
      owner: object.owner ?? '',
      id: object.id,
      updated_at: object.updated_at,
      created_at: object.created_at,
      last_accessed_at: object.updated_at,
      metadata: {
        eTag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
        size: object.bytes.byteLength,
        mimetype: object.mimetype,
        cacheControl: `max-age=${object.cacheControl}`,
        lastModified: object.updated_at,
        contentLength: object.bytes.byteLength,
        httpStatusCode: 200,
      },
    };
  }

  private objectBody(object: ObjectRow): Response {
    return new Response(object.bytes.slice(), { status: 200, headers: { 'Content-Type': object.mimetype, 'Content-Length': String(object.bytes.byteLength) } });
  }

  private async bucketRoute(request: Request, route: string, actor: Actor): Promise<Response> {
    // storage.buckets has no policy for API users in supabase/migrations: managing buckets takes
    // the service role (or a migration). Reading them is allowed, as the storage API allows it.
    if (!actor.service && request.method !== 'GET') return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    const id = decodeURIComponent(route.slice('/bucket/'.length));
    const method = request.method;
    if (method === 'GET' && route === '/bucket') return json(200, [...this.buckets.values()].sort((a, b) => a.id.localeCompare(b.id)));
    if (method === 'POST' && route === '/bucket') {
      const body = (await request.json()) as { id: string; name?: string; public?: boolean; file_size_limit?: number | string | null; allowed_mime_types?: string[] | null };
      if (!body.id || body.id.includes('/')) return storageError(400, 'InvalidBucketName', 'The bucket name contains invalid characters');
      if (this.buckets.has(body.id)) return storageError(409, 'Duplicate', 'The resource already exists');
      this.seedBucket({ id: body.id, name: body.name ?? body.id, owner: actor.uid ?? '', public: body.public ?? false, file_size_limit: parseSize(body.file_size_limit), allowed_mime_types: body.allowed_mime_types ?? null });
      return json(200, { name: body.id });
    }
    if (method === 'POST' && route.endsWith('/empty')) {
      const bucketId = id.slice(0, -'/empty'.length);
      if (!this.buckets.has(bucketId)) return storageError(404, 'Bucket not found', 'Bucket not found');
      for (const [key, object] of this.objects) if (object.bucket_id === bucketId) this.objects.delete(key);
      return json(200, { message: 'Successfully emptied' });
    }
    const bucket = this.buckets.get(id);
    if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
    if (method === 'GET') return json(200, bucket);
    if (method === 'PUT') {
      const body = (await request.json()) as { public?: boolean; file_size_limit?: number | string | null; allowed_mime_types?: string[] | null };
      this.buckets.set(id, {
        ...bucket,
        ...(body.public !== undefined ? { public: body.public } : {}),
        ...(body.file_size_limit !== undefined ? { file_size_limit: parseSize(body.file_size_limit) } : {}),
        ...(body.allowed_mime_types !== undefined ? { allowed_mime_types: body.allowed_mime_types } : {}),
        updated_at: nowIso(),
      });
      return json(200, { message: 'Successfully updated' });
    }
    if (method === 'DELETE') {
      if ([...this.objects.values()].some((o) => o.bucket_id === id)) return storageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
      this.buckets.delete(id);
      return json(200, { message: 'Successfully deleted' });
    }
    return storageError(404, 'not_found', `Route ${method}:${route} not found`);
  }

  // ---- functions ---------------------------------------------------------------------------------

  /** Runs the real fix-permissions decision (supabase/functions) against the double's state. */
  private functions(request: Request, name: string): Promise<Response> | Response {
    if (name !== 'fix-permissions') return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    // The functions gateway verifies the JWT before the function runs (verify_jwt = true).
    const caller = this.callerOf(request);
    if (caller.role === 'invalid') return json(401, { code: 401, message: 'Invalid JWT' });
    return fixPermissions(request, {
      callerOf: async (token) => {
        const session = this.sessions.get(token);
        return session && session.active ? { id: session.userId } : null;
      },
      profileIsAdmin: async (userId) => this.profiles.get(userId)?.is_admin ?? null,
      writeAdminFlag: async (userId, isAdmin) => {
        const user = this.users.get(userId);
        if (!user) throw new Error('User not found');
        user.user_metadata = { ...user.user_metadata, is_admin: isAdmin };
        user.app_metadata = { ...user.app_metadata, is_admin: isAdmin };
      },
    });
  }
}

function splitKey(key: string): { bucket: string; name: string } {
  const decoded = decodeURIComponent(key);
  const slash = decoded.indexOf('/');
  return { bucket: decoded.slice(0, slash), name: decoded.slice(slash + 1) };
}

function validKey(name: string): boolean {
  return !!name && !name.startsWith('/') && name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function mimeAllowed(allowed: string[] | null, mimetype: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = mimetype.toLowerCase().split(';')[0]!.trim();
  return allowed.some((pattern) => (pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1).toLowerCase()) : pattern.toLowerCase() === type));
}

function parseSize(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const match = /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(value.trim());
  if (!match) return null;
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[(match[2] ?? 'B').toUpperCase() as 'B' | 'KB' | 'MB' | 'GB'];
  return Number(match[1]) * unit;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const contentType = request.headers.get('Content-Type') ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { type: value.type, size: value.size }]));
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

import { createHash, randomUUID } from 'node:crypto';
import { http, type HttpHandler } from 'msw';
import { weakPasswordReasons } from '../../../src/domain/auth/password-policy';
import { createCheckout, type CheckoutPlan } from '../../../supabase/functions/create-checkout/create-checkout';
import { fixPermissions } from '../../../supabase/functions/fix-permissions/fix-permissions';
import { refundPayment, type RefundPlan } from '../../../supabase/functions/refund-payment/refund-payment';
import { deleteAccount, type ClosedAccount } from '../../../supabase/functions/delete-account/delete-account';
import { stripeWebhook } from '../../../supabase/functions/stripe-webhook/stripe-webhook';
import { FAKE_STRIPE_API, FAKE_STRIPE_SECRET_KEY, FAKE_WEBHOOK_SECRET, FakeStripe, stripeSignatureHeader, type StripeEventBody } from './fake-stripe';
import type { DbCaller, HostedDatabase } from './hosted-database';
import { PostgrestOverPglite } from './postgrest-over-pglite';

/**
 * An HTTP-level double of a Supabase project: the auth service (GoTrue), the REST API (PostgREST),
 * the storage service and the functions gateway. Requests and answers follow the real services'
 * shapes (as supabase-js reads them), errors included, so the adapters under test run the real
 * supabase-js code path from `fetch` upwards. Behind them is PGlite running supabase/migrations
 * (hosted-database.ts): tables and functions answer through postgrest-over-pglite.ts as the
 * caller's role, the auth service writes auth.users (the sign-up trigger makes the profile), and
 * storage runs each object read and write on storage.objects as the caller, so every grant,
 * policy, trigger and function is the migrations' own. Only the services' own behaviour (tokens,
 * e-mails, bucket size and type limits, object bytes) lives here.
 */

export const DOUBLE_URL = 'https://clipcoach-double.supabase.co';
export const DOUBLE_ANON_KEY = 'anon-key-of-the-double';
/** The service-role key: a client built with it bypasses row-level security (server side only). */
export const DOUBLE_SERVICE_ROLE_KEY = 'service-role-key-of-the-double';

/** Seeded accounts signed up earlier, accepting the Terms (supabase/migrations/20250601001800: no account without). */
const SEEDED_TERMS = { terms_accepted_at: '2026-01-01T00:00:00.000Z' } as const;

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

/** A row of storage.objects as the double reads it. */
interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: ObjectMetadata;
  created_at: string;
  updated_at: string;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
}

/** An object's bytes, kept by the double (the database holds its row). */
interface Stored {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly mimetype: string;
}

/** A submission fixture; `paid` adds a succeeded payment. */
export interface SubmissionFixture {
  readonly id: string;
  readonly pro_id: string;
  readonly athlete_id: string;
  readonly status: string;
  readonly paid: boolean;
}

/** A confirmation e-mail the auth service "sent". */
export interface Mail {
  readonly to: string;
  readonly type: 'signup' | 'recovery' | 'email_change';
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

export class SupabaseHttpDouble {
  readonly url = DOUBLE_URL;
  readonly anonKey = DOUBLE_ANON_KEY;
  readonly serviceRoleKey = DOUBLE_SERVICE_ROLE_KEY;
  readonly requests: RecordedRequest[] = [];
  readonly mailbox: Mail[] = [];
  /** Stripe as the checkout functions reach it (their fetch), and the events it delivers. */
  readonly stripe = new FakeStripe();
  /** The app's address the functions send Stripe back to (APP_URL). */
  readonly appUrl = 'https://app.clipcoach.test';
  /** Confirm e-mail addresses at sign-up (the project's "Confirm email" setting turned off). */
  autoConfirm = false;

  private readonly users = new Map<string, DoubleUser>();
  private readonly sessions = new Map<string, SessionRow>();
  private readonly refreshTokens = new Map<string, SessionRow>();
  private readonly flowStates = new Map<string, FlowState>();
  private readonly confirmationTokens = new Map<string, { userId: string; tokenHash: string; flowId: string | null; redirectTo: string; type: Mail['type']; newEmail?: string }>();
  /** The objects' bytes; which objects exist, and who may touch them, is storage.objects in the database. */
  private readonly blobs = new Map<string, Stored>();
  private readonly signTokens = new Map<string, { bucket: string; name: string; expiresAt: number }>();
  private readonly faults: Array<Fault & { left: number }> = [];
  private readonly postgrest: PostgrestOverPglite;

  /** The msw handlers: one catch-all that records, injects faults and routes like the services do. */
  readonly handlers: HttpHandler[] = [http.all(`${DOUBLE_URL}/*`, ({ request }) => this.handle(request))];

  /** `db` holds the migrations; the double assumes it starts empty of users and objects (HostedDatabase.reset). */
  constructor(private readonly db: HostedDatabase) {
    this.postgrest = new PostgrestOverPglite(db);
  }

  // ---- fixtures and inspection (the service side: the service role or the database owner) -----

  /**
   * A confirmed account with its profile (made by the sign-up trigger), as if it signed up earlier:
   * having accepted the Terms (the trigger refuses an account without), unless `metadata` says otherwise.
   */
  async seedUser(input: { email: string; password: string; metadata?: Record<string, unknown>; confirmed?: boolean; isAdmin?: boolean }): Promise<DoubleUser> {
    const user = await this.createUser(input.email, input.password, { ...SEEDED_TERMS, ...input.metadata }, input.confirmed ?? true);
    if (input.isAdmin) await this.setProfileAsService(user.id, { is_admin: true });
    return user;
  }

  user(email: string): DoubleUser | undefined {
    return [...this.users.values()].find((u) => u.email === email.toLowerCase());
  }

  userById(id: string): DoubleUser | undefined {
    return this.users.get(id);
  }

  async profile(id: string): Promise<ProfileRow | undefined> {
    const [row] = await this.db.rows<{ row: ProfileRow }>(SERVICE, `select to_json(p) as row from public.profiles p where p.id = $1`, [id]);
    return row?.row;
  }

  /** A service-role write, such as an admin granting admin rights. */
  async setProfileAsService(id: string, patch: Partial<ProfileRow>): Promise<void> {
    const columns = Object.keys(patch).map((c) => `"${c}" = v."${c}"`);
    await this.db.rows(SERVICE, `update public.profiles p set ${columns.join(', ')} from json_populate_record(null::public.profiles, $2::json) v where p.id = $1`, [id, JSON.stringify(patch)]);
  }

  /** Removes a profile row (a user created before the sign-up trigger existed). */
  async deleteProfileAsService(id: string): Promise<void> {
    await this.db.rows(SERVICE, `delete from public.profiles where id = $1`, [id]);
  }

  /** A bucket as a migration creates it (created or replaced). */
  async seedBucket(bucket: Partial<BucketRow> & { id: string }): Promise<void> {
    const row = { name: bucket.id, public: false, file_size_limit: null, allowed_mime_types: null, ...bucket };
    await this.db.rows(
      'owner',
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       select id, name, public, file_size_limit, allowed_mime_types from json_populate_record(null::storage.buckets, $1::json)
       on conflict (id) do update set name = excluded.name, public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types`,
      [JSON.stringify(row)],
    );
  }

  /** An object written with service rights (another user's upload, a fixture). */
  async putObjectAsService(bucket: string, name: string, content: string, mimetype = 'application/octet-stream'): Promise<void> {
    const bytes = new TextEncoder().encode(content);
    const blob: Stored = { bytes, mimetype };
    await this.db.rows(SERVICE, `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, null, null, $3::jsonb)`, [bucket, name, JSON.stringify(metadataOf(bytes, mimetype, '3600'))]);
    this.blobs.set(`${bucket}/${name}`, blob);
  }

  async objectNames(bucket: string): Promise<string[]> {
    const rows = await this.db.rows<{ name: string }>('owner', `select name from storage.objects where bucket_id = $1 order by name collate "C"`, [bucket]);
    return rows.map((row) => row.name);
  }

  /** The marketplace tables written and read with service rights. */
  readonly marketplace = {
    seedPro: async (fixture: Record<string, unknown>): Promise<void> => {
      // The object mother's placeholder verifier ('admin-1') is no user of this project.
      const pro = UUID.test(String(fixture.verified_by)) ? fixture : { ...fixture, verified_by: null };
      // A pro is a user: one that has no account yet signs up first (pros.id references the profile).
      const id = String(pro.id);
      if (!(await this.profile(id))) await this.createUser(`pro-${id}@example.com`, randomUUID(), { ...SEEDED_TERMS, account_type: 'pro' }, true, id);
      const columns = Object.keys(pro).map((c) => `"${c}"`).join(', ');
      await this.db.rows(SERVICE, `insert into public.pros (${columns}) select ${columns} from json_populate_record(null::public.pros, $1::json)`, [JSON.stringify(pro)]);
    },
    /** A submission of `athlete_id` to `pro_id`, paid when `paid` (a succeeded payment of it). */
    seedSubmission: async (fixture: SubmissionFixture): Promise<void> => {
      await this.db.as(SERVICE, async (tx) => {
        await tx.query(`insert into public.submissions (id, pro_id, athlete_id, status, sport, price_cents) values ($1, $2, $3, $4, 'Tennis', 4500)`, [
          fixture.id,
          fixture.pro_id,
          fixture.athlete_id,
          fixture.status,
        ]);
        if (fixture.paid) {
          await tx.query(`insert into public.payments (submission_id, payer_id, amount_cents, provider, status) values ($1, $2, 4500, 'simulated', 'succeeded')`, [
            fixture.id,
            fixture.athlete_id,
          ]);
        }
      });
    },
    submissionsOf: async (proId: string): Promise<Array<Record<string, unknown>>> => {
      const rows = await this.db.rows<{ row: Record<string, unknown> }>(SERVICE, `select to_json(s) as row from public.submissions s where s.pro_id = $1 order by s.created_at, s.id`, [proId]);
      return rows.map((r) => r.row);
    },
  };

  /** Stripe delivers `event` to the stripe-webhook function, signed at `timestampS` (now by default) with `secret`. */
  async deliverStripeEvent(event: StripeEventBody, options: { timestampS?: number; secret?: string } = {}): Promise<Response> {
    const body = JSON.stringify(event);
    const signature = stripeSignatureHeader(body, options.timestampS ?? Math.floor(Date.now() / 1000), options.secret ?? FAKE_WEBHOOK_SECRET);
    return fetch(`${this.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body });
  }

  /** A video row as the upload would leave it (service rights): `ready` with its facts, or as given. */
  async seedVideo(video: { id: string; ownerId: string; status: 'uploading' | 'ready' | 'failed' | 'needs_repair' }): Promise<void> {
    const ready = video.status === 'ready';
    await this.db.rows(
      SERVICE,
      `insert into public.videos (id, owner_id, path, file_name, mime_type, size_bytes, status, duration_s, width, height, thumbnail_path, repair_note)
       values ($1, $2, $3, 'clip.mp4', 'video/mp4', 1000, $4, $5, $6, $7, $8, $9)`,
      [video.id, video.ownerId, `${video.ownerId}/${video.id}.mp4`, video.status, ready ? 12.5 : null, ready ? 1280 : null, ready ? 720 : null, ready ? `${video.ownerId}/${video.id}.thumb.jpg` : null, video.status === 'failed' ? 'The file could not be read.' : null],
    );
  }

  /** The athlete pays on Stripe's page behind `url` (what pay() answered) and Stripe delivers the webhook. */
  async completeCheckout(url: string): Promise<Response> {
    const session = [...this.stripe.sessions.values()].find((s) => s.url === url);
    if (!session) throw new Error(`no Checkout session at ${url}`);
    return this.deliverStripeEvent(this.stripe.pay(session));
  }

  /** Rows of one statement run with service rights (a server function's view). */
  asService<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.rows<T>(SERVICE, sql, params);
  }

  lastMailTo(email: string, types: readonly Mail['type'][] = ['signup']): Mail | undefined {
    return [...this.mailbox].reverse().find((m) => m.to === email.toLowerCase() && types.includes(m.type));
  }

  /** Where the browser lands after following the e-mail's link (the auth service redirects to the app). */
  async landingUrlOf(mail: Mail): Promise<string> {
    if (!mail.link.startsWith(this.url)) return mail.link;
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
    if (path.startsWith('/rest/v1/')) return this.restRoute(request, path.slice('/rest/v1'.length), url.searchParams);
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
    if (method === 'POST' && route === '/recover') return this.recover((await request.json()) as Record<string, unknown>, query.get('redirect_to') ?? '');
    if (method === 'POST' && route === '/logout') return this.logout(request, query.get('scope') ?? 'global');
    if (route === '/user' && (method === 'GET' || method === 'PUT')) {
      const caller = this.callerOf(request);
      if (caller.role === 'anon' || caller.role === 'service_role') return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      if (caller.role === 'invalid') return this.invalidToken(caller.reason);
      const user = this.users.get(caller.uid)!;
      if (method === 'PUT') {
        const body = (await request.json()) as { data?: Record<string, unknown>; password?: string; email?: string };
        if (typeof body.password === 'string') {
          const reasons = weakPasswordReasons(body.password);
          if (reasons.length > 0) return authError(422, 'weak_password', 'Password should be at least 8 characters.', { weak_password: { reasons } });
          user.password = body.password;
        }
        if (typeof body.email === 'string' && body.email.toLowerCase() !== user.email) {
          const next = body.email.toLowerCase();
          if (this.user(next)) return authError(422, 'email_exists', 'A user with this email address has already been registered');
          // As GoTrue with "secure email change" off: one link, to the new address; the change waits for it.
          this.sendLink(user, 'email_change', query.get('redirect_to') ?? '', body as Record<string, unknown>, next);
        }
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

  private async signUp(body: Record<string, unknown>, redirectTo: string): Promise<Response> {
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
    let user: DoubleUser;
    try {
      user = existing ?? await this.createUser(email, password, (body.data as Record<string, unknown>) ?? {}, this.autoConfirm);
    } catch {
      // As the auth service does when a database trigger refuses the new user (sign-ups closed).
      return authError(500, 'unexpected_failure', 'Database error saving new user');
    }
    if (this.autoConfirm) return json(200, this.issueSession(user));
    this.sendConfirmation(user, redirectTo, body);
    return json(200, this.userJson(user));
  }

  private sendConfirmation(user: DoubleUser, redirectTo: string, body: Record<string, unknown>): void {
    this.sendLink(user, 'signup', redirectTo, body);
  }

  /** POST /recover: a recovery link for a known address; the same empty answer either way. */
  private recover(body: Record<string, unknown>, redirectTo: string): Response {
    const user = typeof body.email === 'string' ? this.user(body.email) : undefined;
    if (user) this.sendLink(user, 'recovery', redirectTo, body);
    return json(200, {});
  }

  private sendLink(user: DoubleUser, type: Mail['type'], redirectTo: string, body: Record<string, unknown>, to: string = user.email): void {
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
    this.confirmationTokens.set(token, { userId: user.id, tokenHash, flowId, redirectTo, type, ...(type === 'email_change' ? { newEmail: to } : {}) });
    // The "Change Email Address" template links straight to the app with the token hash (docs/supabase.md):
    // supabase-js drops the PKCE verifier as soon as updateUser saves the session, so a ?code= could not be exchanged.
    const separator = redirectTo.includes('?') ? '&' : '?';
    const link =
      type === 'email_change'
        ? `${redirectTo}${separator}token_hash=${tokenHash}&type=email_change`
        : `${this.url}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
    this.mailbox.push({ to, type, link, tokenHash, redirectTo });
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
    if (entry.type === 'email_change' && entry.newEmail) user.email = entry.newEmail;
    const flow = entry.flowId ? this.flowStates.get(entry.flowId) : undefined;
    if (flow) {
      flow.authCode = randomUUID();
      return new Response(null, { status: 303, headers: { Location: `${redirectTo}?code=${flow.authCode}` } });
    }
    const session = this.issueSession(user);
    const fragment = new URLSearchParams({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: String(session.expires_in), token_type: 'bearer', type: entry.type });
    return new Response(null, { status: 303, headers: { Location: `${redirectTo}#${fragment}` } });
  }

  private verifyTokenHash(body: Record<string, unknown>): Response {
    const match = [...this.confirmationTokens.entries()].find(([, entry]) => entry.tokenHash === body.token_hash);
    if (!match) return authError(403, 'otp_expired', 'Email link is invalid or has expired');
    const [token, entry] = match;
    this.confirmationTokens.delete(token);
    const user = this.users.get(entry.userId)!;
    user.email_confirmed_at = nowIso();
    if (entry.type === 'email_change' && entry.newEmail) user.email = entry.newEmail;
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


  private async createUser(email: string, password: string, metadata: Record<string, unknown>, confirmed: boolean, id: string = randomUUID()): Promise<DoubleUser> {
    const now = nowIso();
    const user: DoubleUser = {
      id,
      email: email.toLowerCase(),
      password,
      email_confirmed_at: confirmed ? now : null,
      user_metadata: { ...metadata },
      app_metadata: { provider: 'email', providers: ['email'] },
      created_at: now,
      updated_at: now,
    };
    // As the auth service does: its own role writes auth.users, and the migrations' sign-up trigger makes the profile.
    await this.db.as('owner', async (tx) => {
      await tx.exec('set local role supabase_auth_admin');
      await tx.query(`insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, created_at, updated_at) values ($1, $2, $3::jsonb, $4, $5, $5)`, [
        user.id,
        user.email,
        JSON.stringify(user.user_metadata),
        user.email_confirmed_at,
        now,
      ]);
    });
    this.users.set(user.id, user);
    return user;
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


  // ---- REST (PostgREST over the migrations) -------------------------------------------------------

  private restRoute(request: Request, route: string, query: URLSearchParams): Promise<Response> | Response {
    const caller = this.callerOf(request);
    if (caller.role === 'invalid') return restError(401, 'PGRST301', 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)');
    return this.postgrest.handle(request, route, query, dbCallerOf(caller));
  }

  // ---- storage -----------------------------------------------------------------------------------
  // As Supabase's storage service: the bucket's size and type limits are checked by the service,
  // and every read and write of an object is a statement on storage.objects run as the caller, so
  // the migrations' storage policies decide.

  private async storage(request: Request, route: string, query: URLSearchParams): Promise<Response> {
    const callerOrInvalid = this.callerOf(request);
    if (callerOrInvalid.role === 'invalid') return storageError(400, 'InvalidJWT', 'invalid signature');
    const caller = dbCallerOf(callerOrInvalid);
    const method = request.method;
    try {
      if (route === '/bucket' || route.startsWith('/bucket/')) return await this.bucketRoute(request, route, caller);
      if (route === '/upload/resumable' || route.startsWith('/upload/resumable/')) return await this.resumable(request, route, caller);

      if (method === 'POST' && route.startsWith('/object/list/')) {
        const bucket = await this.bucket(decodeURIComponent(route.slice('/object/list/'.length)));
        if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
        const body = (await request.json()) as { prefix?: string; limit?: number; offset?: number; search?: string };
        return json(200, await this.listFolder(bucket.id, caller, body));
      }
      if (method === 'POST' && (route === '/object/move' || route === '/object/copy')) {
        const body = (await request.json()) as { bucketId: string; sourceKey: string; destinationKey: string };
        return await this.relocate(body, caller, route === '/object/move');
      }
      if (method === 'POST' && /^\/object\/sign\/[^/]+$/.test(route)) {
        // Many objects at once (createSignedUrls): one entry per path, an error for each the caller may not read.
        const bucket = decodeURIComponent(route.slice('/object/sign/'.length));
        const body = (await request.json()) as { expiresIn: number; paths: string[] };
        if (!(await this.bucket(bucket))) return storageError(404, 'Bucket not found', 'Bucket not found');
        const signed = [];
        for (const path of body.paths) {
          if (!(await this.readableObject(bucket, path, caller))) {
            signed.push({ path, signedURL: null, error: 'Either the object does not exist or you do not have access to it' });
            continue;
          }
          const token = randomUUID();
          this.signTokens.set(token, { bucket, name: path, expiresAt: Date.now() + body.expiresIn * 1000 });
          signed.push({ path, signedURL: `/object/sign/${bucket}/${path}?token=${token}`, error: null });
        }
        return json(200, signed);
      }
      if (method === 'POST' && route.startsWith('/object/sign/')) {
        const { bucket, name } = splitKey(route.slice('/object/sign/'.length));
        const body = (await request.json()) as { expiresIn: number };
        if (!(await this.bucket(bucket))) return storageError(404, 'Bucket not found', 'Bucket not found');
        if (!(await this.readableObject(bucket, name, caller))) return storageError(404, 'not_found', 'Object not found');
        const token = randomUUID();
        this.signTokens.set(token, { bucket, name, expiresAt: Date.now() + body.expiresIn * 1000 });
        return json(200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
      }
      if (method === 'GET' && route.startsWith('/object/sign/')) {
        const signed = this.signTokens.get(query.get('token') ?? '');
        const { bucket, name } = splitKey(route.slice('/object/sign/'.length));
        if (!signed || signed.bucket !== bucket || signed.name !== name) return storageError(400, 'InvalidSignature', 'invalid signature');
        if (signed.expiresAt <= Date.now()) return storageError(400, 'InvalidJWT', '"exp" claim timestamp check failed');
        const object = await this.readableObject(bucket, name, 'owner');
        return object ? this.objectBody(object) : storageError(404, 'not_found', 'Object not found');
      }
      if (method === 'DELETE' && /^\/object\/[^/]+$/.test(route)) {
        const bucket = decodeURIComponent(route.slice('/object/'.length));
        if (!(await this.bucket(bucket))) return storageError(404, 'Bucket not found', 'Bucket not found');
        const { prefixes } = (await request.json()) as { prefixes: string[] };
        const removed = await this.db.rows<ObjectRow>(caller, `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [
          bucket,
          [...new Set(prefixes)],
        ]);
        for (const row of removed) this.blobs.delete(`${bucket}/${row.name}`);
        return json(200, removed.map((row) => this.fileObject(row)));
      }
      if (route.startsWith('/object/')) {
        const key = route.replace(/^\/object\/(authenticated\/|public\/)?/, '');
        const { bucket: bucketId, name } = splitKey(key);
        if (method === 'GET') {
          const bucket = await this.bucket(bucketId);
          if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
          // The public route serves a public bucket's objects without asking the policies.
          const publicRead = route.startsWith('/object/public/') && bucket.public;
          const object = await this.readableObject(bucketId, name, publicRead ? 'owner' : caller);
          return object ? this.objectBody(object) : storageError(404, 'not_found', 'Object not found');
        }
        if (method === 'POST' || method === 'PUT') return await this.upload(request, bucketId, name, caller, method === 'PUT' || request.headers.get('x-upsert') === 'true');
      }
      return storageError(404, 'not_found', `Route ${method}:${route} not found`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === '42501') return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
      if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
      throw error;
    }
  }

  private async bucket(id: string): Promise<BucketRow | undefined> {
    const [row] = await this.db.rows<{ row: BucketRow }>('owner', `select to_json(b) as row from storage.buckets b where b.id = $1`, [id]);
    return row?.row;
  }

  // ---- resumable uploads (TUS 1.0.0, as Supabase Storage's /upload/resumable) --------------------
  // Creation (with data), HEAD for the offset, PATCH to append. The bucket's limits are checked at
  // creation, before a byte is kept; the finished object is written through `upload` above, as
  // the caller, so the storage.objects policies decide exactly as for a plain upload.

  /** Every TUS request the double answered (tests count them: a refused file sends none). */
  readonly tusRequests: { method: string; authorization: string | null }[] = [];
  /** Body bytes the TUS routes received, re-sent ones included. */
  tusBytesReceived = 0;
  private readonly tusUploads = new Map<string, { bucket: string; name: string; length: number; contentType: string; upsert: boolean; parts: Uint8Array[]; offset: number; owner: string | null }>();

  private async resumable(request: Request, route: string, caller: DbCaller): Promise<Response> {
    this.tusRequests.push({ method: request.method, authorization: request.headers.get('Authorization') });
    const headers = { 'Tus-Resumable': '1.0.0' };
    const uid = caller.role === 'authenticated' ? caller.uid : null;
    if (request.method === 'POST' && route === '/upload/resumable') {
      const metadata = Object.fromEntries(
        (request.headers.get('Upload-Metadata') ?? '').split(',').filter(Boolean).map((pair) => {
          const [key, value = ''] = pair.trim().split(' ');
          return [key!, Buffer.from(value, 'base64').toString('utf8')];
        }),
      );
      const bucket = await this.bucket(metadata.bucketName ?? '');
      if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
      const length = Number(request.headers.get('Upload-Length'));
      const contentType = metadata.contentType ?? 'application/octet-stream';
      if (bucket.file_size_limit !== null && length > bucket.file_size_limit) return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
      if (!mimeAllowed(bucket.allowed_mime_types, contentType)) return storageError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
      const id = randomUUID();
      this.tusUploads.set(id, { bucket: bucket.id, name: metadata.objectName ?? '', length, contentType, upsert: request.headers.get('x-upsert') === 'true', parts: [], offset: 0, owner: uid });
      const location = `${DOUBLE_URL}/storage/v1/upload/resumable/${id}`;
      const appended = await this.tusAppend(id, request, caller);
      if (appended instanceof Response) return appended;
      return new Response(null, { status: 201, headers: { ...headers, Location: location, 'Upload-Offset': String(appended) } });
    }
    const id = route.slice('/upload/resumable/'.length);
    const upload = this.tusUploads.get(id);
    // Another person's upload URL is as good as unknown.
    if (!upload || upload.owner !== uid) return storageError(404, 'not_found', 'Upload not found');
    if (request.method === 'HEAD') {
      return new Response(null, { status: 200, headers: { ...headers, 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length), 'Cache-Control': 'no-store' } });
    }
    if (request.method === 'PATCH') {
      if (Number(request.headers.get('Upload-Offset')) !== upload.offset) return new Response(null, { status: 409, headers });
      const appended = await this.tusAppend(id, request, caller);
      if (appended instanceof Response) return appended;
      return new Response(null, { status: 204, headers: { ...headers, 'Upload-Offset': String(appended) } });
    }
    if (request.method === 'DELETE') {
      this.tusUploads.delete(id);
      return new Response(null, { status: 204, headers });
    }
    return storageError(404, 'not_found', `Route ${request.method}:${route} not found`);
  }

  /** Appends the request's body; the last byte writes the object through `upload`. Returns the new offset. */
  private async tusAppend(id: string, request: Request, caller: DbCaller): Promise<number | Response> {
    const upload = this.tusUploads.get(id)!;
    const bytes = new Uint8Array(await request.arrayBuffer());
    this.tusBytesReceived += bytes.byteLength;
    if (upload.offset + bytes.byteLength > upload.length) return storageError(400, 'InvalidRequest', 'Upload-Length exceeded');
    if (bytes.byteLength > 0) upload.parts.push(bytes);
    upload.offset += bytes.byteLength;
    if (upload.offset < upload.length) return upload.offset;
    const whole = new Uint8Array(upload.length);
    let at = 0;
    for (const part of upload.parts) {
      whole.set(part, at);
      at += part.byteLength;
    }
    const back = () => {
      upload.offset -= bytes.byteLength;
      if (bytes.byteLength > 0) upload.parts.pop();
    };
    const request2 = new Request(`${DOUBLE_URL}/storage/v1/object/${upload.bucket}/${upload.name}`, { method: 'POST', headers: { 'Content-Type': upload.contentType }, body: whole });
    const written = await this.upload(request2, upload.bucket, upload.name, caller, upload.upsert).catch((error: unknown) => {
      back();
      throw error;
    });
    if (!written.ok) {
      back();
      return written;
    }
    this.tusUploads.delete(id);
    return upload.offset;
  }

  /** The object if `caller` may read it (the select policies), with its bytes. */
  private async readableObject(bucket: string, name: string, caller: DbCaller | 'owner'): Promise<(ObjectRow & { blob: Stored }) | undefined> {
    const [row] = await this.db.rows<ObjectRow>(caller, `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
    const blob = this.blobs.get(`${bucket}/${name}`);
    return row && blob ? { ...row, blob } : undefined;
  }

  private async upload(request: Request, bucketId: string, name: string, caller: DbCaller, upsert: boolean): Promise<Response> {
    const bucket = await this.bucket(bucketId);
    if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
    if (!validKey(name)) return storageError(400, 'InvalidKey', `Invalid key: ${name}`);
    let bytes: Uint8Array<ArrayBuffer>;
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
    const blob: Stored = { bytes, mimetype };
    if (bucket.file_size_limit !== null && bytes.byteLength > bucket.file_size_limit) {
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    if (!mimeAllowed(bucket.allowed_mime_types, mimetype)) return storageError(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`);
    const owner = caller.role === 'authenticated' ? caller.uid : null;
    const [row] = await this.db.rows<{ id: string }>(
      caller,
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb)
       ${upsert ? 'on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, updated_at = now()' : ''}
       returning id`,
      [randomUUID(), bucketId, name, owner, JSON.stringify(metadataOf(bytes, mimetype, cacheControl))],
    );
    this.blobs.set(`${bucketId}/${name}`, blob);
    return json(200, { Id: row!.id, Key: `${bucketId}/${name}` });
  }

  private async relocate(body: { bucketId: string; sourceKey: string; destinationKey: string }, caller: DbCaller, move: boolean): Promise<Response> {
    if (!(await this.bucket(body.bucketId))) return storageError(404, 'Bucket not found', 'Bucket not found');
    if (!validKey(body.destinationKey)) return storageError(400, 'InvalidKey', `Invalid key: ${body.destinationKey}`);
    const source = await this.readableObject(body.bucketId, body.sourceKey, caller);
    if (!source) return storageError(404, 'not_found', 'Object not found');
    if (body.sourceKey === body.destinationKey) return storageError(409, 'Duplicate', 'The resource already exists');
    const owner = caller.role === 'authenticated' ? caller.uid : null;
    if (move) {
      // The update policies: USING on the object where it is, WITH CHECK where it goes.
      const moved = await this.db.rows(
        caller,
        `update storage.objects set name = $3, owner = $4::uuid, owner_id = $4::text, updated_at = now() where bucket_id = $1 and name = $2 returning id`,
        [body.bucketId, body.sourceKey, body.destinationKey, owner],
      );
      if (moved.length === 0) return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
      this.blobs.delete(`${body.bucketId}/${body.sourceKey}`);
      this.blobs.set(`${body.bucketId}/${body.destinationKey}`, source.blob);
      return json(200, { message: 'Successfully moved' });
    }
    const [copy] = await this.db.rows<{ id: string }>(
      caller,
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb) returning id`,
      [randomUUID(), body.bucketId, body.destinationKey, owner, JSON.stringify(source.metadata)],
    );
    this.blobs.set(`${body.bucketId}/${body.destinationKey}`, source.blob);
    return json(200, { Id: copy!.id, Key: `${body.bucketId}/${body.destinationKey}` });
  }

  private async listFolder(bucketId: string, caller: DbCaller, body: { prefix?: string; limit?: number; offset?: number; search?: string }) {
    const prefix = (body.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const start = prefix ? `${prefix}/` : '';
    const rows = await this.db.rows<ObjectRow>(caller, `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`, [bucketId, start]);
    const folders = new Set<string>();
    const entries: Array<Record<string, unknown>> = [];
    for (const object of rows) {
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
      metadata: { ...object.metadata, lastModified: object.updated_at, contentLength: object.metadata.size, httpStatusCode: 200 },
    };
  }

  private objectBody(object: ObjectRow & { blob: Stored }): Response {
    const { bytes, mimetype } = object.blob;
    return new Response(bytes.slice(), { status: 200, headers: { 'Content-Type': mimetype, 'Content-Length': String(bytes.byteLength) } });
  }

  /** Buckets are rows of storage.buckets, written as the caller (the migrations give API users no policy on them). */
  private async bucketRoute(request: Request, route: string, caller: DbCaller): Promise<Response> {
    const id = decodeURIComponent(route.slice('/bucket/'.length));
    const method = request.method;
    const refused = () => storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    if (method === 'GET' && route === '/bucket') {
      const rows = await this.db.rows<{ row: BucketRow }>('owner', `select to_json(b) as row from storage.buckets b order by b.id`);
      return json(200, rows.map((r) => r.row));
    }
    if (method === 'POST' && route === '/bucket') {
      const body = (await request.json()) as { id: string; name?: string; public?: boolean; file_size_limit?: number | string | null; allowed_mime_types?: string[] | null };
      if (!body.id || body.id.includes('/')) return storageError(400, 'InvalidBucketName', 'The bucket name contains invalid characters');
      const row = { id: body.id, name: body.name ?? body.id, owner: caller.role === 'authenticated' ? caller.uid : null, public: body.public ?? false, file_size_limit: parseSize(body.file_size_limit), allowed_mime_types: body.allowed_mime_types ?? null };
      await this.db.rows(
        caller,
        `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
         select id, name, owner, public, file_size_limit, allowed_mime_types from json_populate_record(null::storage.buckets, $1::json)`,
        [JSON.stringify(row)],
      );
      return json(200, { name: body.id });
    }
    if (method === 'POST' && route.endsWith('/empty')) {
      const bucketId = id.slice(0, -'/empty'.length);
      if (!(await this.bucket(bucketId))) return storageError(404, 'Bucket not found', 'Bucket not found');
      const removed = await this.db.rows<{ name: string }>(caller, `delete from storage.objects where bucket_id = $1 returning name`, [bucketId]);
      for (const row of removed) this.blobs.delete(`${bucketId}/${row.name}`);
      return json(200, { message: 'Successfully emptied' });
    }
    const bucket = await this.bucket(id);
    if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
    if (method === 'GET') return json(200, bucket);
    if (method === 'PUT') {
      const body = (await request.json()) as { public?: boolean; file_size_limit?: number | string | null; allowed_mime_types?: string[] | null };
      const next = {
        ...bucket,
        ...(body.public !== undefined ? { public: body.public } : {}),
        ...(body.file_size_limit !== undefined ? { file_size_limit: parseSize(body.file_size_limit) } : {}),
        ...(body.allowed_mime_types !== undefined ? { allowed_mime_types: body.allowed_mime_types } : {}),
      };
      const updated = await this.db.rows(
        caller,
        `update storage.buckets b set public = v.public, file_size_limit = v.file_size_limit, allowed_mime_types = v.allowed_mime_types, updated_at = now()
           from json_populate_record(null::storage.buckets, $2::json) v where b.id = $1 returning b.id`,
        [id, JSON.stringify(next)],
      );
      return updated.length === 0 ? refused() : json(200, { message: 'Successfully updated' });
    }
    if (method === 'DELETE') {
      const [{ n } = { n: 0 }] = await this.db.rows<{ n: number }>('owner', `select count(*)::int as n from storage.objects where bucket_id = $1`, [id]);
      if (n > 0) return storageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
      const deleted = await this.db.rows(caller, `delete from storage.buckets where id = $1 returning id`, [id]);
      return deleted.length === 0 ? refused() : json(200, { message: 'Successfully deleted' });
    }
    return storageError(404, 'not_found', `Route ${method}:${route} not found`);
  }

  // ---- functions ---------------------------------------------------------------------------------

  /**
   * Runs the real function modules (supabase/functions/*) against the double's state: their
   * service-role calls are the migrations' SQL run as service_role, Stripe is the fake.
   */
  private functions(request: Request, name: string): Promise<Response> | Response {
    const known = ['fix-permissions', 'create-checkout', 'refund-payment', 'stripe-webhook', 'delete-account'];
    if (!known.includes(name)) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    // Stripe sends no JWT: that one function is deployed with verify_jwt = false and checks the signature itself.
    if (name === 'stripe-webhook') {
      return stripeWebhook(request, {
        confirmPayment: (input) =>
          this.serviceCall(async () => {
            const [row] = await this.db.rows<{ outcome: { applied: boolean } }>(
              SERVICE,
              `select public.confirm_payment(submission_id => $1, idempotency_key => $2, provider => $3, provider_ref => $4, amount_cents => $5, currency => $6, provider_event_id => $7) as outcome`,
              [input.submission_id, input.idempotency_key, input.provider, input.provider_ref, input.amount_cents, input.currency, input.provider_event_id],
            );
            return { applied: row!.outcome.applied };
          }),
        failAttempt: (key) => this.failAttempt(key),
      }, { webhookSecret: FAKE_WEBHOOK_SECRET });
    }
    // The functions gateway verifies the JWT before the function runs (verify_jwt = true).
    const caller = this.callerOf(request);
    if (caller.role === 'invalid') return json(401, { code: 401, message: 'Invalid JWT' });
    const callerOf = async (token: string) => {
      const session = this.sessions.get(token);
      return session && session.active ? { id: session.userId } : null;
    };
    const stripe = { stripeSecretKey: FAKE_STRIPE_SECRET_KEY, stripeApi: FAKE_STRIPE_API, fetch: this.stripe.fetch };
    if (name === 'create-checkout') {
      return createCheckout(request, {
        callerOf,
        beginCheckout: (submissionId, athleteId) =>
          this.serviceCall(async () => {
            const [row] = await this.db.rows<{ plan: CheckoutPlan }>(SERVICE, `select public.begin_checkout(submission_id => $1, athlete_id => $2) as plan`, [submissionId, athleteId]);
            return row!.plan;
          }),
        failAttempt: (key) => this.failAttempt(key),
      }, { ...stripe, appUrl: this.appUrl });
    }
    if (name === 'refund-payment') {
      return refundPayment(request, {
        callerOf,
        beginRefund: (submissionId, callerId) =>
          this.serviceCall(async () => {
            const [row] = await this.db.rows<{ plan: RefundPlan }>(SERVICE, `select public.begin_refund(submission_id => $1, caller_id => $2) as plan`, [submissionId, callerId]);
            return row!.plan;
          }),
        markRefunded: async (paymentId) => {
          await this.db.rows(SERVICE, `update public.payments set status = 'refunded' where id = $1 and status = 'succeeded'`, [paymentId]);
        },
      }, stripe);
    }
    if (name === 'delete-account') {
      return deleteAccount(request, {
        callerOf,
        closeAccount: (userId, callerId) =>
          this.serviceCall(async () => {
            const [row] = await this.db.rows<{ plan: ClosedAccount }>(SERVICE, `select public.close_account(user_id => $1, caller_id => $2) as plan`, [userId, callerId]);
            return row!.plan;
          }),
        beginRefund: (submissionId, callerId) =>
          this.serviceCall(async () => {
            const [row] = await this.db.rows<{ plan: RefundPlan }>(SERVICE, `select public.begin_refund(submission_id => $1, caller_id => $2) as plan`, [submissionId, callerId]);
            return row!.plan;
          }),
        markRefunded: async (paymentId) => {
          await this.db.rows(SERVICE, `update public.payments set status = 'refunded' where id = $1 and status = 'succeeded'`, [paymentId]);
        },
        removeAvatars: async (userId) => {
          for (const name of (await this.objectNames('avatars')).filter((n) => n.startsWith(`${userId}/`))) this.blobs.delete(`avatars/${name}`);
          await this.db.rows(SERVICE, `delete from storage.objects where bucket_id = 'avatars' and name like $1`, [`${userId}/%`]);
        },
        deleteUser: async (userId) => {
          // GoTrue's soft delete: the row stays (others' history points at it), the sign-in is gone.
          const user = this.users.get(userId);
          if (user) this.users.delete(userId);
          for (const session of this.sessions.values()) if (session.userId === userId) session.active = false;
        },
      }, stripe);
    }
    return fixPermissions(request, {
      callerOf,
      profileIsAdmin: async (userId) => (await this.profile(userId))?.is_admin ?? null,
      writeAdminFlag: async (userId, isAdmin) => {
        const user = this.users.get(userId);
        if (!user) throw new Error('User not found');
        user.user_metadata = { ...user.user_metadata, is_admin: isAdmin };
        user.app_metadata = { ...user.app_metadata, is_admin: isAdmin };
      },
    });
  }

  /** A service-role call as supabase-js reports it to a function: the value, or the refusal's SQLSTATE. */
  private async serviceCall<T>(work: () => Promise<T>): Promise<T | { refused: string }> {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string') return { refused: code };
      throw error;
    }
  }

  private async failAttempt(idempotencyKey: string): Promise<void> {
    await this.db.rows(SERVICE, `update public.payments set status = 'failed' where idempotency_key = $1 and status = 'pending'`, [idempotencyKey]);
  }
}

const SERVICE: DbCaller = { role: 'service_role' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OBJECT_COLUMNS = 'id, bucket_id, name, owner, metadata, created_at, updated_at';

function dbCallerOf(caller: Exclude<Caller, { role: 'invalid' }>): DbCaller {
  return caller.role === 'authenticated' ? { role: 'authenticated', uid: caller.uid } : { role: caller.role };
}

/** What the storage service records about an object's bytes (storage.objects.metadata). */
function metadataOf(bytes: Uint8Array, mimetype: string, cacheControl: string): ObjectMetadata {
  return { eTag: `"${createHash('md5').update(bytes).digest('hex')}"`, size: bytes.byteLength, mimetype, cacheControl: `max-age=${cacheControl}` };
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

import { authErrors, type AuthError } from '../../domain/auth/auth-errors';
import type { UserMetadata } from '../../domain/auth/user';
import { err, ok, type Result } from '../../domain/result';
import type { Clock } from '../../application/ports/clock.port';
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from './bytes';

/** "Key set cache: 10 minutes" (§9) */
export const KEY_SET_CACHE_TTL_MS = 10 * 60_000;

/** The claims of an embedded-backend access token (the hosted service's names). */
export interface AccessTokenClaims {
  readonly iss: string;
  readonly sub: string;
  readonly aud: 'authenticated';
  readonly role: 'authenticated';
  readonly email: string;
  readonly session_id: string;
  readonly user_metadata: UserMetadata;
  readonly iat: number;
  readonly exp: number;
}

/** A public signing key as a key set publishes it. */
export interface PublicJwk extends JsonWebKey {
  readonly kid: string;
  readonly alg: 'ES256';
  readonly use: 'sig';
}

export interface PrivateSigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
}

const ES256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ES256_SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

export const JWT_ISSUER = 'clipcoach-embedded-auth';

/** Creates an ES256 key pair: the private half stays with the "server", the public half joins the key set. */
export async function generateSigningKey(kid: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<{ privateJwk: JsonWebKey; publicJwk: PublicJwk }> {
  const pair = await subtle.generateKey(ES256, true, ['sign', 'verify']);
  const privateJwk = await subtle.exportKey('jwk', pair.privateKey);
  const { kty, crv, x, y } = await subtle.exportKey('jwk', pair.publicKey);
  return { privateJwk, publicJwk: { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' } };
}

export async function importPrivateKey(jwk: JsonWebKey, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<CryptoKey> {
  return subtle.importKey('jwk', jwk, ES256, false, ['sign']);
}

export async function signJwt(claims: AccessTokenClaims, key: PrivateSigningKey, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const header = toBase64Url(utf8(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: key.kid })));
  const payload = toBase64Url(utf8(JSON.stringify(claims)));
  const signature = await subtle.sign(ES256_SIGN, key.privateKey, utf8(`${header}.${payload}`));
  return `${header}.${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

interface DecodedJwt {
  readonly header: { alg?: unknown; kid?: unknown };
  readonly claims: Partial<AccessTokenClaims>;
  readonly signingInput: string;
  readonly signature: Uint8Array<ArrayBuffer>;
}

export function decodeJwt(token: string): DecodedJwt | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(fromUtf8(fromBase64Url(parts[0]!))) as DecodedJwt['header'];
    const claims = JSON.parse(fromUtf8(fromBase64Url(parts[1]!))) as DecodedJwt['claims'];
    if (!header || typeof header !== 'object' || !claims || typeof claims !== 'object') return null;
    return { header, claims, signingInput: `${parts[0]}.${parts[1]}`, signature: fromBase64Url(parts[2]!) };
  } catch {
    return null;
  }
}

export const jwtErrors = {
  malformed: (): AuthError => authErrors.invalidJwt('invalid JWT: unable to parse or verify signature, token is malformed'),
  badSignature: (): AuthError => authErrors.invalidJwt('invalid JWT: unable to parse or verify signature, signature is invalid'),
  expired: (): AuthError => authErrors.invalidJwt('invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'),
};

/**
 * The key set as clients see it: fetched from the auth service and kept for 10 minutes (§9
 * "Key set cache"). A key the cache does not know triggers a fresh fetch at once; a key the
 * service has since withdrawn keeps verifying until the cached set expires.
 */
export class KeySetCache {
  private cached: { readonly keys: readonly PublicJwk[]; readonly fetchedAt: number } | null = null;

  constructor(
    private readonly fetchKeySet: () => Promise<readonly PublicJwk[]>,
    private readonly clock: Clock,
  ) {}

  async keyFor(kid: string): Promise<PublicJwk | null> {
    const fresh = this.cached && this.clock.now() - this.cached.fetchedAt < KEY_SET_CACHE_TTL_MS;
    const known = fresh ? this.cached!.keys.find((key) => key.kid === kid) : undefined;
    if (known) return known;
    const keys = await this.fetchKeySet();
    this.cached = { keys, fetchedAt: this.clock.now() };
    return keys.find((key) => key.kid === kid) ?? null;
  }
}

/** Checks an access token's signature against the cached key set, then its expiry. */
export class AccessTokenVerifier {
  private readonly imported = new Map<string, Promise<CryptoKey>>();
  /**
   * The last token whose signature checked out, with the key it checked against. A signature does
   * not change, so the same token against the same cached key skips the crypto (each data call of
   * the embedded backend verifies the caller's token; issue 13, the admin gate waits on one).
   */
  private lastValid: { readonly token: string; readonly jwk: PublicJwk } | null = null;

  constructor(
    private readonly keySet: KeySetCache,
    private readonly clock: Clock,
    private readonly subtle: SubtleCrypto = globalThis.crypto.subtle,
  ) {}

  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<Result<AccessTokenClaims, AuthError>> {
    const decoded = decodeJwt(token);
    if (!decoded || decoded.header.alg !== 'ES256' || typeof decoded.header.kid !== 'string') return err(jwtErrors.malformed());
    const { claims } = decoded;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.session_id !== 'string') return err(jwtErrors.malformed());
    const jwk = await this.keySet.keyFor(decoded.header.kid);
    if (!jwk) return err(jwtErrors.badSignature());
    if (this.lastValid?.token !== token || this.lastValid.jwk !== jwk) {
      const valid = await this.subtle.verify(ES256_SIGN, await this.publicKey(jwk), decoded.signature, utf8(decoded.signingInput));
      if (!valid) return err(jwtErrors.badSignature());
      this.lastValid = { token, jwk };
    }
    if (!options.allowExpired && claims.exp * 1000 <= this.clock.now()) return err(jwtErrors.expired());
    return ok(claims as AccessTokenClaims);
  }

  private publicKey(jwk: PublicJwk): Promise<CryptoKey> {
    let key = this.imported.get(jwk.kid);
    if (!key) {
      const { kty, crv, x, y } = jwk;
      key = this.subtle.importKey('jwk', { kty, crv, x, y }, ES256, false, ['verify']);
      this.imported.set(jwk.kid, key);
    }
    return key;
  }
}

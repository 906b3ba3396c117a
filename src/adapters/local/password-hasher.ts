import { equalBytes, fromBase64Url, randomBytes, toBase64Url, utf8 } from './bytes';

/**
 * Work factor of every new record: PBKDF2-HMAC-SHA256 with 600 000 iterations, OWASP's current
 * figure for SHA-256 (its 210 000 is the figure for PBKDF2-HMAC-SHA512).
 */
export const PBKDF2_ITERATIONS = 600_000;

/**
 * The fewest iterations a stored record may keep. A record below it (written under an older,
 * lower default) still verifies, and after a successful sign-in it is replaced by a record at
 * the hasher's work factor: a record claiming fewer iterations never stays cheaper to attack.
 */
export const PBKDF2_MIN_ITERATIONS = 600_000;

/**
 * Records claiming more iterations than this are refused rather than run: a damaged count must
 * not freeze the tab for minutes.
 */
export const PBKDF2_MAX_ITERATIONS = 10 * PBKDF2_ITERATIONS;

export const PBKDF2_ALGORITHM = 'PBKDF2-SHA256';

const SALT_BYTES = 16;
const HASH_BITS = 256;

/** What is stored for a password: never the password itself. */
export interface PasswordRecord {
  readonly algorithm: typeof PBKDF2_ALGORITHM;
  readonly iterations: number;
  readonly salt: string;
  readonly hash: string;
}

/** A password record no password matches: accounts the demo data makes (the creator's, the sample athletes) cannot sign in. */
export const NO_PASSWORD: PasswordRecord = { algorithm: 'PBKDF2-SHA256', iterations: 1, salt: '', hash: '' };

/**
 * The outcome of checking a password against its stored record. `upgraded` is the record to
 * store in its place once the sign-in succeeds (null when the record is already strong enough).
 */
export type PasswordCheck = { readonly matches: false } | { readonly matches: true; readonly upgraded: PasswordRecord | null };

/**
 * Hashes passwords with WebCrypto PBKDF2-HMAC-SHA256 and a fresh random salt per user.
 *
 * Production builds it with no argument: new records at PBKDF2_ITERATIONS, records below
 * PBKDF2_MIN_ITERATIONS upgraded. Tests pass a small work factor for speed; the minimum an
 * instance enforces is then min(PBKDF2_MIN_ITERATIONS, its work factor), because a record can only
 * be upgraded to the work factor: so the override never raises nor downgrades a record, and it
 * changes nothing for an instance built without it.
 */
export class Pbkdf2PasswordHasher {
  /** Records below this many iterations are upgraded after a successful check. */
  readonly minimumIterations: number;

  constructor(
    readonly iterations: number = PBKDF2_ITERATIONS,
    private readonly subtle: SubtleCrypto = globalThis.crypto.subtle,
  ) {
    if (!Number.isSafeInteger(iterations) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) {
      throw new RangeError(`PBKDF2 iterations must be a whole number from 1 to ${PBKDF2_MAX_ITERATIONS}, not ${iterations}.`);
    }
    this.minimumIterations = Math.min(PBKDF2_MIN_ITERATIONS, iterations);
  }

  async hash(password: string): Promise<PasswordRecord> {
    const salt = randomBytes(SALT_BYTES);
    const hash = await this.derive(password, salt, this.iterations);
    return { algorithm: PBKDF2_ALGORITHM, iterations: this.iterations, salt: toBase64Url(salt), hash: toBase64Url(hash) };
  }

  /**
   * Checks a password against a stored record. A record of another algorithm, or with an
   * iteration count out of range, or that cannot be decoded, matches no password.
   */
  async check(password: string, record: PasswordRecord): Promise<PasswordCheck> {
    if (!(await this.matches(password, record))) return { matches: false };
    return { matches: true, upgraded: this.needsUpgrade(record) ? await this.hash(password) : null };
  }

  /** Whether the password matches the record (no upgrade). */
  async verify(password: string, record: PasswordRecord): Promise<boolean> {
    return (await this.check(password, record)).matches;
  }

  /** Only a PBKDF2-SHA256 record can match at all (no other algorithm is verified), so the count decides. */
  private needsUpgrade(record: PasswordRecord): boolean {
    return record.iterations < this.minimumIterations;
  }

  private async matches(password: string, record: PasswordRecord): Promise<boolean> {
    const { algorithm, iterations } = record as { algorithm: unknown; iterations: unknown };
    if (algorithm !== PBKDF2_ALGORITHM) return false;
    if (typeof iterations !== 'number' || !Number.isSafeInteger(iterations) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) return false;
    let salt: Uint8Array<ArrayBuffer>;
    let expected: Uint8Array;
    try {
      salt = fromBase64Url(record.salt);
      expected = fromBase64Url(record.hash);
    } catch {
      return false;
    }
    if (expected.length * 8 !== HASH_BITS) return false;
    return equalBytes(await this.derive(password, salt, iterations), expected);
  }

  private async derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
    const key = await this.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveBits']);
    const bits = await this.subtle.deriveBits({ name: 'PBKDF2', salt, iterations, hash: 'SHA-256' }, key, HASH_BITS);
    return new Uint8Array(bits);
  }
}

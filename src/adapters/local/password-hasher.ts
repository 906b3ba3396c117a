import { equalBytes, fromBase64Url, randomBytes, toBase64Url, utf8 } from './bytes';

/**
 * Production work factor: PBKDF2-HMAC-SHA256 with 210 000 iterations (OWASP's recommendation).
 * The composition root may pass fewer to tests for speed; every stored record keeps its own
 * count, so a record hashed with one count still verifies after the default changes.
 */
export const PBKDF2_ITERATIONS = 210_000;

const SALT_BYTES = 16;
const HASH_BITS = 256;

/** What is stored for a password: never the password itself. */
export interface PasswordRecord {
  readonly algorithm: 'PBKDF2-SHA256';
  readonly iterations: number;
  readonly salt: string;
  readonly hash: string;
}

/** Hashes passwords with WebCrypto PBKDF2 and a fresh random salt per user. */
export class Pbkdf2PasswordHasher {
  constructor(
    readonly iterations: number = PBKDF2_ITERATIONS,
    private readonly subtle: SubtleCrypto = globalThis.crypto.subtle,
  ) {}

  async hash(password: string): Promise<PasswordRecord> {
    const salt = randomBytes(SALT_BYTES);
    const hash = await this.derive(password, salt, this.iterations);
    return { algorithm: 'PBKDF2-SHA256', iterations: this.iterations, salt: toBase64Url(salt), hash: toBase64Url(hash) };
  }

  async verify(password: string, record: PasswordRecord): Promise<boolean> {
    const derived = await this.derive(password, fromBase64Url(record.salt), record.iterations);
    return equalBytes(derived, fromBase64Url(record.hash));
  }

  private async derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
    const key = await this.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveBits']);
    const bits = await this.subtle.deriveBits({ name: 'PBKDF2', salt, iterations, hash: 'SHA-256' }, key, HASH_BITS);
    return new Uint8Array(bits);
  }
}

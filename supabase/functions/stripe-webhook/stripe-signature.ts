/**
 * Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually), checked with
 * WebCrypto so the same module runs on Deno and Node without the stripe package: the
 * `Stripe-Signature` header is `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`; a `v1` is
 * HMAC-SHA256(webhook secret, `${t}.${raw body}`) in hex; the timestamp must be within the
 * tolerance of now (300 s, Stripe's default) so a captured delivery cannot be replayed later.
 */

export const SIGNATURE_TOLERANCE_S = 300;

export type SignatureCheck = { readonly valid: true } | { readonly valid: false; readonly reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

const encoder = new TextEncoder();

export async function hmacSha256Hex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two hex strings in time independent of where they differ. */
function equalConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** `nowMs`: the server's clock (epoch ms), passed in so a test decides what "stale" is. */
export async function verifyStripeSignature(
  payload: string,
  header: string | null,
  secret: string,
  nowMs: number,
  toleranceS: number = SIGNATURE_TOLERANCE_S,
): Promise<SignatureCheck> {
  if (!header) return { valid: false, reason: 'missing' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([k]) => k === 't').map(([, v]) => v ?? '');
  const signatures = parts.filter(([k, v]) => k === 'v1' && !!v).map(([, v]) => v!.toLowerCase());
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0]!) || signatures.length === 0) return { valid: false, reason: 'malformed' };
  const t = timestamps[0]!;
  const expected = await hmacSha256Hex(secret, `${t}.${payload}`);
  if (!signatures.some((signature) => equalConstantTime(signature, expected))) return { valid: false, reason: 'mismatch' };
  if (Math.abs(nowMs / 1000 - Number(t)) > toleranceS) return { valid: false, reason: 'stale' };
  return { valid: true };
}

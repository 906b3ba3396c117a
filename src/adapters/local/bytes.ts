/** Byte helpers shared by the embedded backend (base64url for JWTs, Blob reading for storage). */

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

export const fromUtf8 = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

export const randomBytes = (length: number): Uint8Array<ArrayBuffer> => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** A random token fit for URLs (confirmation links, refresh tokens). */
export const randomToken = (length = 24): string => toBase64Url(randomBytes(length));

/** Compares without an early exit, so timing says nothing about where two hashes differ. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export { readBlob } from '../shared/read-blob';

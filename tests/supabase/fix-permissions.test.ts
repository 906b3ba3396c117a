// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fixPermissions, type FixPermissionsServices } from '../../supabase/functions/fix-permissions/fix-permissions';

/** The service side of the function: who owns which token, which profiles say admin, what was written. */
function services(profiles: Record<string, boolean | null>) {
  const tokens: Record<string, string> = { 'token-of-ann': 'ann', 'token-of-ben': 'ben', 'token-of-cat': 'cat' };
  const written: Array<{ userId: string; isAdmin: boolean }> = [];
  const impl: FixPermissionsServices = {
    callerOf: async (token) => (tokens[token] ? { id: tokens[token] } : null),
    profileIsAdmin: async (userId) => profiles[userId] ?? null,
    writeAdminFlag: async (userId, isAdmin) => {
      written.push({ userId, isAdmin });
    },
  };
  return { impl, written };
}

const call = (token: string | null, body?: unknown) =>
  new Request('https://project.supabase.co/functions/v1/fix-permissions', {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });

describe('fix-permissions (the edge function decision)', () => {
  it('R4.24 R7.9 re-derives the caller’s admin flag from their profile and writes it into their metadata', async () => {
    const { impl, written } = services({ ann: true });
    const response = await fixPermissions(call('token-of-ann'), impl);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ is_admin: true });
    expect(written).toEqual([{ userId: 'ann', isAdmin: true }]);
  });

  it('R6.3 a body claiming admin, or naming another user, changes nothing: the flag comes from the caller’s own profile', async () => {
    const { impl, written } = services({ ann: true, ben: false });
    const response = await fixPermissions(call('token-of-ben', { is_admin: true, user_id: 'ann' }), impl);
    expect(await response.json()).toEqual({ is_admin: false });
    expect(written).toEqual([{ userId: 'ben', isAdmin: false }]);
  });

  it('R6.3 a caller without a profile is not admin, and the stale flag in their metadata is cleared', async () => {
    const { impl, written } = services({});
    const response = await fixPermissions(call('token-of-cat'), impl);
    expect(await response.json()).toEqual({ is_admin: false });
    expect(written).toEqual([{ userId: 'cat', isAdmin: false }]);
  });

  it('R8.10 answers 401 without a bearer token, and with a token the auth service does not recognise', async () => {
    const { impl, written } = services({ ann: true });
    const missing = await fixPermissions(call(null), impl);
    const forged = await fixPermissions(call('forged-token'), impl);
    expect([missing.status, await missing.json()]).toEqual([401, { error: 'Missing authorization header' }]);
    expect([forged.status, await forged.json()]).toEqual([401, { error: 'Invalid JWT' }]);
    expect(written).toEqual([]);
  });

  it('R7.9 answers the browser’s CORS preflight, and carries the CORS headers on every answer', async () => {
    const { impl } = services({});
    const preflight = await fixPermissions(new Request('https://x/functions/v1/fix-permissions', { method: 'OPTIONS' }), impl);
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
    const denied = await fixPermissions(call(null), impl);
    expect(denied.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('R4.24 R6.3 a failure answers 500 with a generic message: the internal error is logged, never sent', async () => {
    const { impl } = services({ ann: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const internal = new Error('duplicate key value violates unique constraint "users_pkey" on auth.users (db 10.0.3.7)');
      for (const failing of [
        { ...impl, writeAdminFlag: async () => Promise.reject(internal) },
        { ...impl, profileIsAdmin: async () => Promise.reject(internal) },
        { ...impl, callerOf: async () => Promise.reject(internal) },
      ]) {
        const response = await fixPermissions(call('token-of-ann'), failing);
        const text = await response.text();
        expect([response.status, JSON.parse(text)]).toEqual([500, { error: 'Could not repair permissions' }]);
        expect(text).not.toMatch(/users_pkey|auth\.users|10\.0\.3\.7/);
        expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      }
      expect(logged).toHaveBeenCalledTimes(3);
      expect(logged.mock.calls.every((args) => args.includes(internal))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });
});

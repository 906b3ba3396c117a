import type { Session as SupabaseSession } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { toSession } from '../../../src/adapters/supabase/supabase-session-mapping';

const JAN_2030_MS = Date.UTC(2030, 0, 1);

function aServiceSession(expiresAt: number | undefined): SupabaseSession {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3_600,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: { id: 'u1', email: 'sam@example.com', app_metadata: {}, user_metadata: { first_name: 'Sam', is_admin: 'yes' }, aud: 'authenticated', created_at: '' },
  };
}

describe('the hosted session, as the app sees it', () => {
  it('R3.5 keeps the expiry the service gives, in seconds, and the user with the metadata fields the app knows', () => {
    expect(toSession(aServiceSession(1_900_000_000), new VirtualClock(JAN_2030_MS))).toEqual({
      access_token: 'access',
      refresh_token: 'refresh',
      expires_at: 1_900_000_000,
      user: { id: 'u1', email: 'sam@example.com', user_metadata: { first_name: 'Sam' } },
    });
  });

  it('R3.5 without an expiry from the service, the session expires expires_in seconds after now on the Clock', async () => {
    const clock = new VirtualClock(JAN_2030_MS);
    await clock.advanceBy(1_500);
    expect(toSession(aServiceSession(undefined), clock).expires_at).toBe(Math.floor((JAN_2030_MS + 1_500) / 1000) + 3_600);
  });
});

import { describe, expect, it } from 'vitest';
import { CompletePasswordReset } from '../../../src/application/accounts/complete-password-reset.use-case';
import { RequestPasswordReset } from '../../../src/application/accounts/request-password-reset.use-case';
import { PASSWORD_RESET_TTL_MS } from '../../../src/domain/accounts/password-reset';
import { anAuthWorld, PASSWORD, seedUser } from '../auth-world';

const ORIGIN = 'https://clipcoach.example';
const NEW_PASSWORD = 'a-brand-new-passphrase';

/** A world with sam@example.com and a reset link mailed at t = 0 on the virtual clock. */
async function aResetRequested() {
  const world = anAuthWorld();
  seedUser(world);
  const requested = await new RequestPasswordReset(world.backend.auth, ORIGIN).execute(' sam@example.com ');
  if (!requested.ok || !requested.value.resetUrl) throw new Error('no reset link');
  return { world, link: requested.value.resetUrl, complete: new CompletePasswordReset(world.backend.auth) };
}

describe('Issue 12 password reset on the virtual clock', () => {
  it('Issue 12 the link leads to /reset-password and sets the new password one millisecond before the hour is up', async () => {
    const { world, link, complete } = await aResetRequested();
    expect(link).toMatch(/^https:\/\/clipcoach\.example\/reset-password\?token=[\w-]+&type=recovery$/);
    await world.clock.advanceBy(PASSWORD_RESET_TTL_MS - 1);

    expect(await complete.execute(link, NEW_PASSWORD, NEW_PASSWORD)).toEqual({ ok: true, value: undefined });
    expect((await world.backend.auth.signInWithPassword({ email: 'sam@example.com', password: NEW_PASSWORD })).ok).toBe(true);
  });

  it('Issue 12 right at the hour the link has expired and the old password still works', async () => {
    const { world, link, complete } = await aResetRequested();
    await world.clock.advanceBy(PASSWORD_RESET_TTL_MS);

    const result = await complete.execute(link, NEW_PASSWORD, NEW_PASSWORD);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-jwt', message: 'The password reset link is invalid or has expired. Ask for a new one.' } });
    expect((await world.backend.auth.signInWithPassword({ email: 'sam@example.com', password: PASSWORD })).ok).toBe(true);
  });

  it('Issue 12 two different passwords are refused before the link is spent', async () => {
    const { link, complete } = await aResetRequested();
    expect(await complete.execute(link, NEW_PASSWORD, 'something-else-entirely')).toMatchObject({ ok: false, error: { message: 'The two passwords do not match.' } });
    expect((await complete.execute(link, NEW_PASSWORD, NEW_PASSWORD)).ok).toBe(true);
  });

  it('Issue 12 a reset ends the signed-in session of that account', async () => {
    const { world, link, complete } = await aResetRequested();
    world.backend.auth.startSessionFor('sam@example.com');
    await complete.execute(link, NEW_PASSWORD, NEW_PASSWORD);
    expect(await world.backend.auth.getSession()).toEqual({ ok: true, value: null });
  });
});

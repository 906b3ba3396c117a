import { describe, expect, it } from 'vitest';
import { SignOut } from '../../../src/application/auth/sign-out.use-case';
import { authErrors } from '../../../src/domain/auth/auth-errors';
import { anAuthWorld, seedUser } from '../auth-world';

function aSignedInWorld() {
  const world = anAuthWorld();
  const { email } = seedUser(world);
  world.backend.auth.startSessionFor(email);
  for (const [key, value] of [
    ['onboarding-flow', 'pro'],
    ['onboarding-account-type', 'pro'],
    ['onboarding-email', 'sam@example.com'],
    ['auth-redirect-path', '/submissions'],
    ['onboarding-flow-extra', 'kept'],
  ]) {
    world.sessionStore.set(key!, value!);
  }
  return { ...world, signOut: new SignOut(world.backend.auth, world.sessionStore, world.notifier) };
}

describe('SignOut', () => {
  it('R7.8 R4.5 signs out and clears exactly onboarding-flow, onboarding-account-type and onboarding-email', async () => {
    const { signOut, sessionStore, backend, notifier } = aSignedInWorld();
    const result = await signOut.execute();

    expect(result).toEqual({ ok: true, value: undefined });
    expect(backend.auth.currentSession()).toBeNull();
    expect(sessionStore.keys().sort()).toEqual(['auth-redirect-path', 'onboarding-flow-extra']);
    expect(notifier.messages).toEqual([]);
  });

  it('R8.2 on failure says "Sign out failed" with the error message, and keeps the keys', async () => {
    const { signOut, sessionStore, backend, notifier } = aSignedInWorld();
    backend.auth.faults.failNext('signOut', authErrors.unknown('Network request failed'));

    const result = await signOut.execute();

    expect(result).toEqual({ ok: false, error: authErrors.unknown('Network request failed') });
    expect(notifier.messages).toEqual([{ kind: 'error', title: 'Sign out failed', description: 'Network request failed' }]);
    expect(sessionStore.get('onboarding-flow')).toBe('pro');
    expect(sessionStore.get('onboarding-account-type')).toBe('pro');
    expect(sessionStore.get('onboarding-email')).toBe('sam@example.com');
    expect(backend.auth.currentSession()).not.toBeNull();
  });

  it('R8.2 on a failure without a message says "Failed to sign out"', async () => {
    const { signOut, backend, notifier } = aSignedInWorld();
    backend.auth.faults.failNext('signOut', authErrors.unknown(''));
    await signOut.execute();
    expect(notifier.messages).toEqual([{ kind: 'error', title: 'Sign out failed', description: 'Failed to sign out' }]);
  });

  it('R8.7 a quiet sign-out leaves the failure message to its caller', async () => {
    const { signOut, backend, notifier } = aSignedInWorld();
    backend.auth.faults.failNext('signOut', authErrors.retryable(503));
    const result = await signOut.execute({ quiet: true });
    expect(result.ok).toBe(false);
    expect(notifier.messages).toEqual([]);
  });
});

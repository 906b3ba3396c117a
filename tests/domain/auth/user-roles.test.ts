import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/domain/auth/profile';
import { greetingName, rolesOf } from '../../../src/domain/auth/user-roles';

const user = (metadata: Record<string, unknown> = {}) => ({ id: 'u1', email: 'sam@example.com', user_metadata: metadata });
const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  firstName: 'Sam',
  lastName: 'Sprinter',
  accountType: 'athlete',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  onboardingCompleted: false,
  termsAccepted: false,
  isAdmin: false,
  ...overrides,
});

describe('user roles', () => {
  it('R6.3 admin = is_admin in the profile or in the user metadata', () => {
    expect(rolesOf(profile({ isAdmin: true }), user()).isAdmin).toBe(true);
    expect(rolesOf(profile(), user({ is_admin: true })).isAdmin).toBe(true);
    expect(rolesOf(null, user({ is_admin: true })).isAdmin).toBe(true);
    expect(rolesOf(profile(), user({ is_admin: 'true' })).isAdmin).toBe(false);
    expect(rolesOf(null, user()).isAdmin).toBe(false);
  });

  it('R3.1 R3.2 the account type comes from the profile, else the sign-up metadata, else athlete', () => {
    expect(rolesOf(profile({ accountType: 'pro' }), user({ account_type: 'athlete' })).accountType).toBe('pro');
    expect(rolesOf(null, user({ account_type: 'pro' })).accountType).toBe('pro');
    expect(rolesOf(null, user()).accountType).toBe('athlete');
  });

  it('R3.1 greets by first name, else the display name, else the e-mail', () => {
    expect(greetingName(profile(), user())).toBe('Sam');
    expect(greetingName(profile({ firstName: '  ', lastName: 'Sprinter' }), user())).toBe('Sprinter');
    expect(greetingName(null, user({ first_name: 'Sammy' }))).toBe('Sammy');
    expect(greetingName(null, user())).toBe('sam@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { displayName, newProfileFor, type Profile } from '../../../src/domain/auth/profile';
import type { User } from '../../../src/domain/auth/user';

const NOW = '2026-01-01T00:00:00.000Z';
const aUser = (metadata: User['user_metadata'] = {}): User => ({ id: 'user-1', email: 'sam@example.com', user_metadata: metadata });

describe('newProfileFor (R3.1 R3.2 R3.3 R7.2)', () => {
  it('R7.2 holds exactly the columns the client inserts, never is_admin', () => {
    const row = newProfileFor(aUser({ first_name: 'Sam', last_name: 'Sprinter', account_type: 'pro', is_admin: true }), NOW);
    expect(Object.keys(row).sort()).toEqual(
      ['accountType', 'createdAt', 'firstName', 'id', 'lastName', 'onboardingCompleted', 'termsAccepted', 'updatedAt'].sort(),
    );
    expect(row).not.toHaveProperty('isAdmin');
  });

  it('R3.1 uses the user id as the profile id and copies the names from the sign-up metadata', () => {
    const row = newProfileFor(aUser({ first_name: 'Sam', last_name: 'Sprinter', account_type: 'pro' }), NOW);
    expect(row).toMatchObject({ id: 'user-1', firstName: 'Sam', lastName: 'Sprinter', accountType: 'pro' });
  });

  it('R3.2 defaults account_type to athlete when the metadata lacks it', () => {
    expect(newProfileFor(aUser({ first_name: 'Sam' }), NOW).accountType).toBe('athlete');
  });

  it('R3.2 treats an unknown account_type as athlete', () => {
    const user = aUser({ account_type: 'wizard' as never });
    expect(newProfileFor(user, NOW).accountType).toBe('athlete');
  });

  it('R3.3 starts with onboarding_completed and terms_accepted false', () => {
    const row = newProfileFor(aUser(), NOW);
    expect(row.onboardingCompleted).toBe(false);
    expect(row.termsAccepted).toBe(false);
  });

  it('R3.1 stamps created_at and updated_at with the given time', () => {
    const row = newProfileFor(aUser(), NOW);
    expect(row.createdAt).toBe(NOW);
    expect(row.updatedAt).toBe(NOW);
  });

  it('R3.4 leaves the names empty when the metadata has none', () => {
    const row = newProfileFor(aUser(), NOW);
    expect(row.firstName).toBe('');
    expect(row.lastName).toBe('');
  });
});

describe('displayName', () => {
  const profile = (first: string, last: string): Profile => ({
    id: 'user-1',
    firstName: first,
    lastName: last,
    accountType: 'athlete',
    createdAt: NOW,
    updatedAt: NOW,
    onboardingCompleted: false,
    termsAccepted: false,
    isAdmin: false,
  });

  it('R3.1 prefers the profile names, then the metadata first name, then the e-mail', () => {
    expect(displayName(profile('Sam', 'Sprinter'), aUser({ first_name: 'Meta' }))).toBe('Sam Sprinter');
    expect(displayName(profile('', ''), aUser({ first_name: 'Meta' }))).toBe('Meta');
    expect(displayName(null, aUser())).toBe('sam@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/domain/auth/profile';
import { changeAdminRights, LAST_ADMIN_MESSAGE } from '../../../src/domain/people/admin-rights';
import { personRecordFor } from '../../../src/domain/people/person-record';

const NOW = '2026-03-01T10:00:00.000Z';
const aProfile = (id: string, isAdmin = false): Profile => ({
  id, firstName: 'Ana', lastName: 'Ace', accountType: 'athlete', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  onboardingCompleted: true, termsAccepted: true, isAdmin,
});
const admin = { id: 'admin-1', isAdmin: true };

describe('Issue 12 admin rights (changeAdminRights)', () => {
  it('R6.3 an admin grants admin to a person and revokes it while another admin remains', () => {
    expect(changeAdminRights(aProfile('ana'), 'grant', 1, admin, NOW)).toEqual({ ok: true, value: { ...aProfile('ana', true), updatedAt: NOW } });
    expect(changeAdminRights(aProfile('ana', true), 'revoke', 2, admin, NOW)).toEqual({ ok: true, value: { ...aProfile('ana'), updatedAt: NOW } });
  });

  it('R6.3 the last admin cannot be revoked, by themself or anyone', () => {
    expect(changeAdminRights(aProfile('admin-1', true), 'revoke', 1, admin, NOW)).toEqual({ ok: false, error: { kind: 'data', reason: 'conflict', message: LAST_ADMIN_MESSAGE } });
  });

  it('R6.3 R6.4 only admins change admin rights: a non-admin and a signed-out caller are refused', () => {
    expect(changeAdminRights(aProfile('ana'), 'grant', 1, { id: 'ana', isAdmin: false }, NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(changeAdminRights(aProfile('ana'), 'grant', 1, null, NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden', message: 'Sign in to do that.' } });
  });

  it('R6.3 granting an admin or revoking a non-admin changes nothing; no such person is not found', () => {
    expect(changeAdminRights(aProfile('ana', true), 'grant', 2, admin, NOW)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
    expect(changeAdminRights(aProfile('ana'), 'revoke', 2, admin, NOW)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
    expect(changeAdminRights(null, 'grant', 1, admin, NOW)).toMatchObject({ ok: false, error: { reason: 'not-found' } });
  });

  it('R6.3 a person record is for admins only and holds their submissions (either side) and their own payments', () => {
    const sub = (id: string, athleteId: string, proId: string, createdAt: string) => ({ id, athleteId, proId, createdAt }) as never;
    const pay = (id: string, payerId: string, createdAt: string) => ({ id, payerId, createdAt }) as never;
    const record = personRecordFor(aProfile('ana'), 'ana@example.com', [sub('s1', 'ana', 'p', '2026-01-01'), sub('s2', 'x', 'ana', '2026-02-01'), sub('s3', 'x', 'y', '2026-03-01')], [pay('p1', 'ana', '2026-01-01'), pay('p2', 'x', '2026-01-02')], admin);
    expect(record.ok && record.value.submissions.map((s) => s.id)).toEqual(['s2', 's1']);
    expect(record.ok && record.value.payments.map((p) => p.id)).toEqual(['p1']);
    expect(personRecordFor(aProfile('ana'), '', [], [], { id: 'ana', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });
});

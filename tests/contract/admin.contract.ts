/**
 * The admin tools contract (/admin/users and /admin/demo-creator, issue 12 point 6), run against
 * every backend: a person's record, "Grant admin" / "Revoke admin" (the last admin stays), an
 * admin never approving their own application, and the demo creator (pending applicants to verify
 * at once, submissions at every status, a wipe that removes only what it made). Who may do what
 * is part of the contract: the backend enforces it.
 *
 *   describeAdminContract('MyBackend', async () => ({ admin, proAdmin, people, stories, harness }));
 *
 * The harness is the marketplace contract's: `actAs(role)` makes an account with a profile
 * (is_admin for 'admin', set with service rights) and acts as it; `actAgainAs(id)`, `signOut()`,
 * `seedPro(pro)` (service rights), `dispose()` (optional).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAdapters } from '../../src/application/ports/demo-creator.port';
import type { PeopleDirectory } from '../../src/application/ports/people-directory.port';
import type { ProAdminRepository } from '../../src/application/ports/pro-repository.port';
import type { SuccessStoryRepository } from '../../src/application/ports/success-story-repository.port';
import { adminRightsRefusals, LAST_ADMIN_MESSAGE } from '../../src/domain/people/admin-rights';
import { personNotFound } from '../../src/domain/people/person-record';
import { dataErrors } from '../../src/domain/shared/data-error';
import { OWN_APPLICATION_MESSAGE } from '../../src/domain/pros/pro-verification';
import { SUBMISSION_STATUSES } from '../../src/domain/submissions/submission';
import type { Pro } from '../../src/domain/pros/pro';
import { aPro } from '../support/pro-mother';
import { refusal, value } from './results';

export interface AdminContractHarness {
  actAs(role: 'admin' | 'pro' | 'athlete'): Promise<string>;
  actAgainAs(userId: string): Promise<void>;
  signOut(): Promise<void>;
  seedPro(pro: Pro): Promise<void>;
  dispose?(): Promise<void>;
}

export interface AdminSubject {
  readonly admin: AdminAdapters;
  readonly proAdmin: ProAdminRepository;
  readonly people: PeopleDirectory;
  /** The backend's success stories (the demo creator publishes there). */
  readonly stories: SuccessStoryRepository;
  readonly harness: AdminContractHarness;
}

export function describeAdminContract(name: string, makeSubject: () => Promise<AdminSubject>): void {
  describe(`Admin tools contract: ${name}`, () => {
    let s: AdminSubject;
    beforeEach(async () => {
      s = await makeSubject();
    });
    afterEach(async () => {
      await s.harness.dispose?.();
    });

    it('R6.3 an admin reads a person, grants them admin, and revokes it again while another admin remains', async () => {
      const athlete = await s.harness.actAs('athlete');
      await s.harness.actAs('admin');
      const before = value(await s.admin.users.personRecord(athlete));
      expect(before.profile).toMatchObject({ id: athlete, isAdmin: false });
      expect(before.email).toMatch(/@example\.com$/);
      expect(value(await s.admin.users.grantAdmin(athlete)).isAdmin).toBe(true);
      expect(value(await s.admin.users.personRecord(athlete)).profile.isAdmin).toBe(true);
      expect(value(await s.admin.users.revokeAdmin(athlete)).isAdmin).toBe(false);
      const again = await s.admin.users.grantAdmin(athlete);
      expect(again.ok).toBe(true);
      expect(refusal(await s.admin.users.grantAdmin(athlete))).toEqual(adminRightsRefusals.alreadyAdmin());
    });

    it('R6.3 the last admin cannot be revoked, not even by themself; with a second admin they may step down', async () => {
      const admin = await s.harness.actAs('admin');
      expect(await s.admin.users.revokeAdmin(admin)).toEqual({ ok: false, error: { kind: 'data', reason: 'conflict', message: LAST_ADMIN_MESSAGE } });
      const other = await s.harness.actAs('athlete');
      await s.harness.actAgainAs(admin);
      value(await s.admin.users.grantAdmin(other));
      expect(value(await s.admin.users.revokeAdmin(admin)).isAdmin).toBe(false);
      await s.harness.actAgainAs(other);
      expect(await s.admin.users.revokeAdmin(other)).toMatchObject({ ok: false, error: { message: LAST_ADMIN_MESSAGE } });
    });

    it('R6.3 R6.4 a non-admin and a signed-out caller are refused every admin operation', async () => {
      const admin = await s.harness.actAs('admin');
      for (const act of ['athlete', 'signed-out'] as const) {
        if (act === 'athlete') await s.harness.actAs('athlete');
        else await s.harness.signOut();
        const calls = [
          s.admin.users.personRecord(admin),
          s.admin.users.grantAdmin(admin),
          s.admin.users.revokeAdmin(admin),
          s.admin.demo.create({ kind: 'applicant', count: 1 }),
          s.admin.demo.create({ kind: 'story' }),
          s.admin.demo.list(),
          s.admin.demo.wipe(),
        ];
        for (const result of await Promise.all(calls)) expect(refusal(result), act).toEqual(act === 'athlete' ? dataErrors.adminOnly() : dataErrors.notSignedIn());
      }
    });

    it('R6.3 an admin cannot approve their own pro application; another admin can', async () => {
      const first = await s.harness.actAs('admin');
      await s.harness.seedPro(aPro({ id: first, verificationStatus: 'pending', verifiedAt: null, verifiedBy: null }));
      expect(await s.admin.users.personRecord(first)).toMatchObject({ ok: true });
      expect(await s.proAdmin.approve(first)).toEqual({ ok: false, error: { kind: 'data', reason: 'forbidden', message: OWN_APPLICATION_MESSAGE } });
      await s.harness.actAs('admin');
      expect(value(await s.proAdmin.approve(first)).verificationStatus).toBe('approved');
    });

    it('Issue 12 the demo creator makes a pending applicant an admin approves at once; wiping removes it and nothing else', async () => {
      await s.harness.actAs('admin');
      const seeded = globalThis.crypto.randomUUID();
      await s.harness.seedPro(aPro({ id: seeded, displayName: 'Seeded Applicant', verificationStatus: 'pending', verifiedAt: null, verifiedBy: null }));
      const [applicant] = value(await s.admin.demo.create({ kind: 'applicant', count: 1 }));
      expect(applicant).toMatchObject({ kind: 'applicant' });
      const queue = value(await s.proAdmin.listForVerification({}));
      expect(queue.map((p) => p.id)).toEqual(expect.arrayContaining([applicant!.rowId, seeded]));
      expect(value(await s.proAdmin.approve(applicant!.rowId)).verificationStatus).toBe('approved');
      const name = applicant!.label.split(': ')[1]!;
      expect(value(await s.people.searchPeople(name)).map((p) => p.id)).toContain(applicant!.rowId);

      expect(value(await s.admin.demo.wipe())).toBe(1);
      expect(value(await s.admin.demo.list())).toEqual([]);
      expect(value(await s.proAdmin.findAny(applicant!.rowId))).toBeNull();
      expect(value(await s.people.searchPeople(name)).map((p) => p.id)).not.toContain(applicant!.rowId);
      expect(value(await s.proAdmin.findAny(seeded))?.verificationStatus).toBe('pending');
    });

    it('Issue 12 demo submissions cover every status, show on the athlete’s record with their payments, and are wiped with their people', async () => {
      await s.harness.actAs('admin');
      const made = value(await s.admin.demo.create({ kind: 'submissions' }));
      expect(made.map((r) => r.kind).sort()).toEqual(['athlete', 'pro', ...SUBMISSION_STATUSES.map(() => 'submission')].sort());
      const athlete = made.find((r) => r.kind === 'athlete')!.rowId;
      const record = value(await s.admin.users.personRecord(athlete));
      expect(record.submissions.map((x) => x.status).sort()).toEqual([...SUBMISSION_STATUSES].sort());
      expect(record.payments.map((p) => p.status).sort()).toEqual(['refunded', 'succeeded', 'succeeded', 'succeeded']);
      expect(value(await s.admin.demo.list())).toHaveLength(9);
      expect(value(await s.admin.demo.wipe())).toBe(9);
      expect(refusal(await s.admin.users.personRecord(athlete))).toEqual(personNotFound());
    });

    it('Issue 12 the demo creator publishes a success story of a demo athlete and a demo pro; wiping removes it and keeps the stories admins wrote', async () => {
      await s.harness.actAs('admin');
      const written = value(await s.stories.create({ athleteName: 'Jonas B.', proId: null, proName: 'Coach Carla', sport: 'Tennis', before: 'Late on the ball.', after: 'Early preparation.', quote: 'It clicked.' }));
      value(await s.stories.setPublished(written.id, true));
      const made = value(await s.admin.demo.create({ kind: 'story' }));
      expect(made.map((r) => r.kind).sort()).toEqual(['athlete', 'pro', 'story']);
      const [athlete, pro, story] = (['athlete', 'pro', 'story'] as const).map((kind) => made.find((r) => r.kind === kind)!);
      const published = value(await s.stories.listPublished());
      const demo = published.find((x) => x.id === story!.rowId);
      expect(demo).toMatchObject({ published: true, proId: pro!.rowId, proName: pro!.label.split(': ')[1] });
      expect(demo!.athleteName.startsWith(athlete!.label.split(': ')[1]!.split(' ')[0]!)).toBe(true);
      for (const field of ['sport', 'before', 'after', 'quote'] as const) expect(demo![field]).not.toBe('');
      expect(value(await s.proAdmin.findAny(pro!.rowId))?.sports).toContain(demo!.sport);

      expect(value(await s.admin.demo.wipe())).toBe(3);
      const left = value(await s.stories.listPublished()).map((x) => x.id);
      expect(left).not.toContain(story!.rowId);
      expect(left).toContain(written.id);
      expect(value(await s.proAdmin.findAny(pro!.rowId))).toBeNull();
    });

    it('Issue 12 the demo creator makes 1 to 10 people a click', async () => {
      await s.harness.actAs('admin');
      for (const count of [0, 11]) expect(await s.admin.demo.create({ kind: 'athlete', count })).toMatchObject({ ok: false, error: { reason: 'invalid' } });
      expect(value(await s.admin.demo.create({ kind: 'pro', count: 2 })).map((r) => r.kind)).toEqual(['pro', 'pro']);
    });
  });
}

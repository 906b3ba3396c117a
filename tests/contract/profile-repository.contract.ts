/**
 * The ProfileRepository contract (§3 profiles, §7 Data R7.1–R7.5), run against every backend.
 *
 * To run it against a new backend, call
 *
 *   describeProfileRepositoryContract('MyProfileRepository', async () => ({ repository, harness }));
 *
 * with a FRESH repository per test and a harness implementing `ProfileRepositoryContractHarness`:
 *
 * - `signedInUserWithoutProfile()`: creates an account, makes the repository act as that user
 *   (hosted backends enforce row-level security, so the caller must own the row it writes), and
 *   returns the user id. The account has no profile row yet.
 * - `grantAdminAsService(id)`: sets `profiles.isAdmin = true` for that row with service rights,
 *   as an administrator does; no client can do this to its own row.
 * - `readAsService(id)`: the row with service rights (null when none); `signOut()`: acts for nobody.
 * - `dispose()` (optional): deletes what the test created.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileRepository } from '../../src/application/ports/profile-repository.port';
import type { NewProfile, Profile, ProfilePatch } from '../../src/domain/auth/profile';
import { dataErrors } from '../../src/domain/shared/data-error';
import { profileRefusals } from '../../src/domain/auth/profile-access';
import { refusal } from './results';

export interface ProfileRepositoryContractHarness {
  signedInUserWithoutProfile(): Promise<string>;
  grantAdminAsService(id: string): Promise<void>;
  /** The row as the service role sees it (no policy), to check what a refused write left. */
  readAsService(id: string): Promise<Profile | null>;
  /** Makes the repository act for a signed-out visitor. */
  signOut(): Promise<void>;
  dispose?(): Promise<void>;
}

export interface ProfileRepositorySubject {
  readonly repository: ProfileRepository;
  readonly harness: ProfileRepositoryContractHarness;
}

const CREATED_AT = '2026-01-02T03:04:05.000Z';

const aNewProfile = (id: string, overrides: Partial<NewProfile> = {}): NewProfile => ({
  id,
  firstName: 'Pat',
  lastName: 'Profile',
  accountType: 'pro',
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
  onboardingCompleted: false,
  termsAccepted: false,
  ...overrides,
});

/** Timestamps come back in the backend's own format; compare the instants. */
const instant = (timestamp: string): number => new Date(timestamp).getTime();

export function describeProfileRepositoryContract(name: string, makeSubject: () => Promise<ProfileRepositorySubject>): void {
  describe(`ProfileRepository contract: ${name}`, () => {
    let repository: ProfileRepository;
    let harness: ProfileRepositoryContractHarness;

    beforeEach(async () => {
      ({ repository, harness } = await makeSubject());
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    const expectRow = (row: Profile | null | undefined, expected: NewProfile & { isAdmin: boolean }) => {
      expect(row).toBeTruthy();
      const { createdAt, updatedAt, ...rest } = row!;
      expect(rest).toEqual({
        id: expected.id,
        firstName: expected.firstName,
        lastName: expected.lastName,
        accountType: expected.accountType,
        onboardingCompleted: expected.onboardingCompleted,
        termsAccepted: expected.termsAccepted,
        isAdmin: expected.isAdmin,
      });
      expect(instant(createdAt)).toBe(instant(expected.createdAt));
      expect(Number.isNaN(instant(updatedAt))).toBe(false);
    };

    async function aUserWithProfile(overrides: Partial<NewProfile> = {}) {
      const id = await harness.signedInUserWithoutProfile();
      const created = await repository.create(aNewProfile(id, overrides));
      if (!created.ok) throw new Error(`could not create the profile: ${created.error.message}`);
      return { id, row: created.value };
    }

    it('R7.1 reading a user with no profile row gives null', async () => {
      const id = await harness.signedInUserWithoutProfile();
      expect(await repository.findById(id)).toEqual({ ok: true, value: null });
    });

    it('R7.2 R3.1 R3.3 creates the row from the inserted columns, with is_admin false', async () => {
      const id = await harness.signedInUserWithoutProfile();
      const input = aNewProfile(id);

      const created = await repository.create(input);

      expect(created.ok).toBe(true);
      expectRow(created.ok ? created.value : null, { ...input, isAdmin: false });
      expect(instant(created.ok ? created.value.updatedAt : '')).toBe(instant(CREATED_AT));
    });

    it('R7.1 reads every field of the row by id', async () => {
      const { id } = await aUserWithProfile({ firstName: 'Robin', accountType: 'athlete', termsAccepted: true });
      const found = await repository.findById(id);
      expect(found.ok).toBe(true);
      expectRow(found.ok ? found.value : null, { ...aNewProfile(id, { firstName: 'Robin', accountType: 'athlete', termsAccepted: true }), isAdmin: false });
    });

    it('R7.2 creating a second row for the same user fails and keeps the first', async () => {
      const { id } = await aUserWithProfile({ firstName: 'First' });
      const again = await repository.create(aNewProfile(id, { firstName: 'Second' }));
      expect(refusal(again)).toEqual(profileRefusals.exists());
      const found = await repository.findById(id);
      expect(found.ok && found.value?.firstName).toBe('First');
    });

    it('R6.3 a client cannot make itself admin when creating its row', async () => {
      const id = await harness.signedInUserWithoutProfile();
      const sneaky = { ...aNewProfile(id), isAdmin: true } as NewProfile;
      expect(await repository.create(sneaky)).toEqual({ ok: false, error: dataErrors.forbidden("A profile's isAdmin cannot be set by its user.") });
      expect((await repository.create(aNewProfile(id))).ok).toBe(true);
      expect(await repository.readAdminFlag(id)).toEqual({ ok: true, value: false });
    });

    it('R7.3 updates only the given fields, by id', async () => {
      const { id, row } = await aUserWithProfile();

      const updated = await repository.update(id, { firstName: 'Renamed', termsAccepted: true });

      expect(updated.ok).toBe(true);
      if (!updated.ok) return;
      expect(updated.value).toMatchObject({
        id,
        firstName: 'Renamed',
        lastName: row.lastName,
        accountType: row.accountType,
        onboardingCompleted: false,
        termsAccepted: true,
        isAdmin: false,
      });
      expect(instant(updated.value.createdAt)).toBe(instant(row.createdAt));
      const found = await repository.findById(id);
      expect(found.ok && found.value).toMatchObject({ firstName: 'Renamed', lastName: row.lastName, termsAccepted: true });
    });

    it('R6.3 a client cannot make itself admin by updating its row', async () => {
      const { id } = await aUserWithProfile();
      const sneaky = { firstName: 'Still me', isAdmin: true } as ProfilePatch;
      expect(await repository.update(id, sneaky)).toEqual({ ok: false, error: dataErrors.forbidden("A profile's isAdmin cannot be set by its user.") });
      expect(await repository.readAdminFlag(id)).toEqual({ ok: true, value: false });
      expect((await harness.readAsService(id))?.firstName).toBe('Pat');
    });

    it('R6.3 one user can neither read, create nor update another user\'s profile', async () => {
      const { id: alice } = await aUserWithProfile({ firstName: 'Alice' });
      await harness.signedInUserWithoutProfile();
      expect(await repository.findById(alice)).toEqual({ ok: true, value: null });
      expect(refusal(await repository.readAdminFlag(alice))).toEqual(profileRefusals.none());
      expect(refusal(await repository.update(alice, { firstName: 'Mallory' }))).toEqual(dataErrors.forbidden());
      expect(refusal(await repository.create(aNewProfile(alice, { firstName: 'Mallory' })))).toEqual(dataErrors.forbidden());
      expect((await harness.readAsService(alice))?.firstName).toBe('Alice');
    });

    it('R6.3 a signed-out caller reads and writes no profile', async () => {
      const { id } = await aUserWithProfile({ firstName: 'Sam' });
      await harness.signOut();
      expect(await repository.findById(id)).toEqual({ ok: true, value: null });
      expect(refusal(await repository.update(id, { firstName: 'Anonymous' }))).toEqual(dataErrors.notSignedIn());
      expect((await harness.readAsService(id))?.firstName).toBe('Sam');
    });

    it('R7.3 updating a user with no row is an error', async () => {
      const id = await harness.signedInUserWithoutProfile();
      expect(refusal(await repository.update(id, { firstName: 'Ghost' }))).toEqual(profileRefusals.noneToUpdate());
    });

    it('R7.4 reads the admin flag by id: false at creation, true once granted', async () => {
      const { id } = await aUserWithProfile();
      expect(await repository.readAdminFlag(id)).toEqual({ ok: true, value: false });
      await harness.grantAdminAsService(id);
      expect(await repository.readAdminFlag(id)).toEqual({ ok: true, value: true });
    });

    it('R7.4 reading the admin flag of a user with no row is an error (single)', async () => {
      const id = await harness.signedInUserWithoutProfile();
      const result = await repository.readAdminFlag(id);
      expect(refusal(result)).toEqual(profileRefusals.none());
      expect(!result.ok && result.error.kind).toBe('data');
    });

    it('R7.5 reads is_admin and account_type by id', async () => {
      const { id } = await aUserWithProfile({ accountType: 'pro' });
      expect(await repository.readAdminAndType(id)).toEqual({ ok: true, value: { isAdmin: false, accountType: 'pro' } });
      await harness.grantAdminAsService(id);
      expect(await repository.readAdminAndType(id)).toEqual({ ok: true, value: { isAdmin: true, accountType: 'pro' } });
    });

    it('R7.5 reading is_admin and account_type of a user with no row gives null (maybe-single)', async () => {
      const id = await harness.signedInUserWithoutProfile();
      expect(await repository.readAdminAndType(id)).toEqual({ ok: true, value: null });
    });
  });
}

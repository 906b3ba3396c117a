/**
 * The accounts contract (issue 12): deleting your own account and your avatar, run against
 * every backend (memory, IndexedDB, Supabase).
 *
 *   describeAccountsContract('MyBackend', async () => ({ accounts, avatars, harness }));
 *
 * with a FRESH backend per test, `accounts` and `avatars` acting as whoever the harness last
 * made current, and a harness implementing `AccountsContractHarness`: the marketplace harness's
 * `actAs`, `actAgainAs`, `signOut`, `seedPro`, `seedSubmission` and `submissions(proId)` (service
 * rights), plus `paymentStatus(submissionId)` (the submission's payment, service rights) and
 * `canSignIn(userId)` (whether the account still signs in; leaves nobody signed in).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountDeletionPort } from '../../src/application/ports/account-deletion.port';
import type { AvatarStore } from '../../src/application/ports/avatar-store.port';
import { AVATAR_MAX_BYTES } from '../../src/domain/accounts/avatar';
import type { ContractSubmission, MarketplaceContractHarness } from './marketplace.contract';
import { aPro } from '../support/pro-mother';

export interface AccountsContractHarness extends Pick<MarketplaceContractHarness, 'actAs' | 'actAgainAs' | 'signOut' | 'seedPro' | 'seedSubmission' | 'submissions' | 'dispose'> {
  paymentStatus(submissionId: string): Promise<string | null>;
  canSignIn(userId: string): Promise<boolean>;
}

export interface AccountsSubject {
  readonly accounts: AccountDeletionPort;
  readonly avatars: AvatarStore;
  readonly harness: AccountsContractHarness;
}

const id = () => globalThis.crypto.randomUUID();
const png = (bytes = 64) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

export function describeAccountsContract(name: string, makeSubject: () => Promise<AccountsSubject>): void {
  describe(`Accounts contract: ${name}`, () => {
    let accounts: AccountDeletionPort;
    let avatars: AvatarStore;
    let harness: AccountsContractHarness;

    beforeEach(async () => {
      ({ accounts, avatars, harness } = await makeSubject());
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    /** A listed pro, an athlete with one submission to them in each status; acting as the athlete. */
    async function aWorld() {
      const pro = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pro, displayName: 'Ana Ace', verificationStatus: 'approved' }));
      const athlete = await harness.actAs('athlete');
      const sub = {} as Record<'draft' | 'awaiting' | 'submitted' | 'inReview' | 'delivered', string>;
      const seed = async (key: keyof typeof sub, status: ContractSubmission['status'], paid: boolean) => {
        sub[key] = id();
        await harness.seedSubmission({ id: sub[key], pro_id: pro, athlete_id: athlete, status, paid });
      };
      await seed('draft', 'draft', false);
      await seed('awaiting', 'awaiting_payment', false);
      await seed('submitted', 'submitted', true);
      await seed('inReview', 'in_review', true);
      await seed('delivered', 'delivered', true);
      await harness.actAgainAs(athlete);
      return { pro, athlete, sub };
    }

    const statusOf = async (proId: string) => Object.fromEntries((await harness.submissions(proId)).map((s) => [s.id, [s.status, s.refund_requested]]));

    it('Issue 12 says what deleting your account does: drafts removed, open submissions cancelled, the paid ones refunded in full', async () => {
      const { athlete } = await aWorld();
      const impact = await accounts.impact(athlete);
      expect(impact).toMatchObject({ ok: true, value: { draftsRemoved: 1, submissionsCancelled: 3, refunds: 2, listingRemoved: false } });
      expect(impact.ok && impact.value.refundCents).toBeGreaterThan(0);
    });

    it('Issue 12 deleting your own account removes drafts, cancels and refunds what was paid and not delivered, keeps the delivered history, and the sign-in is gone', async () => {
      const { pro, athlete, sub } = await aWorld();

      const deleted = await accounts.deleteAccount(athlete);

      expect(deleted).toMatchObject({ ok: true, value: { draftsRemoved: 1, submissionsCancelled: 3, refunds: 2 } });
      expect(await statusOf(pro)).toEqual({
        [sub.awaiting]: ['cancelled', false],
        [sub.submitted]: ['cancelled', true],
        [sub.inReview]: ['cancelled', true],
        [sub.delivered]: ['delivered', false],
      });
      expect(await harness.paymentStatus(sub.submitted)).toBe('refunded');
      expect(await harness.paymentStatus(sub.inReview)).toBe('refunded');
      expect(await harness.paymentStatus(sub.delivered)).toBe('succeeded');
      expect(await harness.canSignIn(athlete)).toBe(false);
    });

    it("Issue 12 a pro deleting their account leaves the listing and refunds the athletes waiting on them", async () => {
      const { pro, sub } = await aWorld();
      await harness.actAgainAs(pro);

      const deleted = await accounts.deleteAccount(pro);

      expect(deleted).toMatchObject({ ok: true, value: { listingRemoved: true, submissionsCancelled: 2, refunds: 2 } });
      const after = await statusOf(pro);
      expect(after[sub.submitted]).toEqual(['cancelled', true]);
      expect(after[sub.inReview]).toEqual(['cancelled', true]);
      // The athlete's own unpaid requests stay theirs to cancel.
      expect(after[sub.draft]).toEqual(['draft', false]);
      expect(after[sub.awaiting]).toEqual(['awaiting_payment', false]);
      expect(await harness.paymentStatus(sub.inReview)).toBe('refunded');
      expect(await harness.canSignIn(pro)).toBe(false);
    });

    it("Issue 12 nobody deletes someone else's account, signed in or not, and nothing changes", async () => {
      const { pro, athlete, sub } = await aWorld();
      const stranger = await harness.actAs('athlete');

      expect(await accounts.deleteAccount(athlete)).toMatchObject({ ok: false, error: { kind: 'data', reason: 'forbidden' } });
      expect(await accounts.impact(athlete)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
      await harness.signOut();
      expect(await accounts.deleteAccount(athlete)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });

      expect((await statusOf(pro))[sub.submitted]).toEqual(['submitted', false]);
      expect(await harness.paymentStatus(sub.submitted)).toBe('succeeded');
      expect(await harness.canSignIn(athlete)).toBe(true);
      expect(await harness.canSignIn(stranger)).toBe(true);
    });

    it('Issue 12 you store an avatar in your own folder of the public bucket, and anyone can show it', async () => {
      const me = await harness.actAs('athlete');
      expect(await avatars.put(`${me}/avatar-1.png`, png())).toEqual({ ok: true, value: undefined });
      await harness.signOut();
      expect(await avatars.url(`${me}/avatar-1.png`)).toEqual(expect.any(String));
    });

    it("Issue 12 nobody writes, replaces or removes another user's avatar", async () => {
      const victim = await harness.actAs('athlete');
      expect((await avatars.put(`${victim}/avatar-1.png`, png())).ok).toBe(true);
      await harness.actAs('athlete');

      expect(await avatars.put(`${victim}/avatar-2.png`, png())).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
      expect(await avatars.put(`${victim}/avatar-1.png`, png())).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
      expect(await avatars.remove(`${victim}/avatar-1.png`)).toMatchObject({ ok: false });
      await harness.signOut();
      expect(await avatars.put(`${victim}/avatar-3.png`, png())).toMatchObject({ ok: false });
      expect(await avatars.url(`${victim}/avatar-1.png`)).toEqual(expect.any(String));
    });

    it('Issue 12 the bucket itself refuses an image over 2 MB or of another type', async () => {
      const me = await harness.actAs('athlete');
      expect(await avatars.put(`${me}/big.png`, png(AVATAR_MAX_BYTES + 1))).toMatchObject({ ok: false, error: { reason: 'invalid' } });
      expect(await avatars.put(`${me}/face.gif`, new Blob(['GIF89a'], { type: 'image/gif' }))).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    });
  });
}

/**
 * The marketplace contract (pros, their documents, notifications, pro deletion; spec §1 and
 * product.md), run against every backend. It checks behaviour AND who may do what, because
 * the backend, not the client, enforces it.
 *
 * To run it against a new backend, call
 *
 *   describeMarketplaceContract('MyBackend', async () => ({ marketplace, harness }));
 *
 * with FRESH adapters per test and a harness implementing `MarketplaceContractHarness`:
 *
 * - `actAs(role)`: creates an account with a profile (is_admin true for 'admin', set with service
 *   rights) and makes every adapter act as that user from now on; returns the user id.
 * - `actAgainAs(id)`: acts as a user `actAs` created earlier; `signOut()`: acts for nobody.
 * - `seedPro(pro)`: writes a pros row with service rights (any status).
 * - `seedSubmission(row)`: writes a submission (and a payment when `paid`) with service rights.
 * - `submissions(proId)`: reads that pro's submissions with service rights.
 * - `tick()` (optional): lets the backend's clock move on, so the next write is later.
 * - `dispose()` (optional).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MarketplaceAdapters } from '../../src/application/ports/marketplace-adapters';
import type { Pro } from '../../src/domain/pros/pro';
import { EMPTY_APPLICATION, validateRejectionReason } from '../../src/domain/pros/pro-application';
import { applicationRefusals } from '../../src/domain/pros/pro-verification';
import { dataErrors } from '../../src/domain/shared/data-error';
import { documentNotFound, documentsLocked } from '../../src/domain/pros/pro-document-access';
import { notificationNotFound } from '../../src/domain/notifications/notification';
import { aPdf, aPro, anApplication } from '../support/pro-mother';
import { personName } from '../../src/domain/people/person';
import { refusal, value } from './results';

export interface ContractSubmission {
  readonly id: string;
  readonly pro_id: string;
  readonly athlete_id: string;
  readonly status: 'draft' | 'awaiting_payment' | 'submitted' | 'in_review' | 'delivered' | 'cancelled' | 'refunded';
  readonly paid: boolean;
}

export interface MarketplaceContractHarness {
  actAs(role: 'admin' | 'pro' | 'athlete'): Promise<string>;
  /** Makes every adapter act as a user `actAs` created earlier. */
  actAgainAs(userId: string): Promise<void>;
  /** Makes every adapter act for a signed-out visitor. */
  signOut(): Promise<void>;
  seedPro(pro: Pro): Promise<void>;
  seedSubmission(row: ContractSubmission): Promise<void>;
  submissions(proId: string): Promise<readonly { id: string; status: string; refund_requested: boolean }[]>;
  /** Lets time pass (at least a millisecond) where the backend's clock allows it, so the next write is later. */
  tick?(): Promise<void>;
  dispose?(): Promise<void>;
}

export interface MarketplaceSubject {
  readonly marketplace: MarketplaceAdapters;
  readonly harness: MarketplaceContractHarness;
}

export function describeMarketplaceContract(name: string, makeSubject: () => Promise<MarketplaceSubject>): void {
  describe(`Marketplace contract: ${name}`, () => {
    let m: MarketplaceAdapters;
    let harness: MarketplaceContractHarness;

    beforeEach(async () => {
      ({ marketplace: m, harness } = await makeSubject());
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    async function seedListing() {
      const other = await harness.actAs('athlete');
      await harness.seedPro(aPro({ id: await harness.actAs('pro'), displayName: 'Ana Ace', sports: ['Tennis'], priceCents: 3000, ratingAvg: 4.9 }));
      await harness.seedPro(aPro({ id: await harness.actAs('pro'), displayName: 'Ben Birdie', sports: ['Golf'], priceCents: 2000, ratingAvg: 4.2 }));
      const pending = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pending, displayName: 'Dan Pending', verificationStatus: 'pending' }));
      const deleted = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: deleted, displayName: 'Eve Deleted', deletedAt: '2026-01-05T00:00:00.000Z' }));
      return { other, pending, deleted };
    }

    it('the public sees approved, not deleted pros only: searched, filtered, sorted, paged', async () => {
      const { pending, deleted } = await seedListing();
      await harness.actAs('athlete');
      const all = value(await m.pros.listPublic({}));
      expect(all.items.map((p) => p.displayName)).toEqual(['Ana Ace', 'Ben Birdie']);
      expect(all.total).toBe(2);
      expect(value(await m.pros.listPublic({ search: 'bird' })).items.map((p) => p.displayName)).toEqual(['Ben Birdie']);
      expect(value(await m.pros.listPublic({ sport: 'Tennis' })).items.map((p) => p.displayName)).toEqual(['Ana Ace']);
      expect(value(await m.pros.listPublic({ sort: 'price-asc' })).items.map((p) => p.displayName)).toEqual(['Ben Birdie', 'Ana Ace']);
      const second = value(await m.pros.listPublic({ sort: 'price-asc', page: 2, pageSize: 1 }));
      expect([second.total, second.items.map((p) => p.displayName)]).toEqual([2, ['Ana Ace']]);
      expect(value(await m.pros.findPublic(pending))).toBeNull();
      expect(value(await m.pros.findPublic(deleted))).toBeNull();
    });

    it('a pro writes and submits their own application, which is then locked', async () => {
      const id = await harness.actAs('pro');
      expect(value(await m.pros.findOwn(id))).toBeNull();
      const draft = value(await m.pros.saveOwn(id, anApplication()));
      expect(draft).toMatchObject({ id, verificationStatus: 'draft', displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4500 });
      expect(value(await m.pros.findPublic(id))).toBeNull();
      const submitted = value(await m.pros.submitOwn(id));
      expect(submitted.verificationStatus).toBe('pending');
      expect(submitted.submittedAt).not.toBeNull();
      expect((await m.pros.saveOwn(id, anApplication({ headline: 'Sneaky edit while pending' }))).ok).toBe(false);
      expect(value(await m.pros.findOwn(id))?.headline).toBe('Tennis serve specialist');
    });

    it('a user cannot write or read another user\'s application', async () => {
      const victim = await harness.actAs('pro');
      value(await m.pros.saveOwn(victim, anApplication()));
      await harness.actAs('pro');
      expect(refusal(await m.pros.saveOwn(victim, anApplication({ displayName: 'Hijacked' })))).toEqual(dataErrors.forbidden());
      expect(refusal(await m.pros.submitOwn(victim))).toEqual(dataErrors.forbidden());
      const seen = await m.pros.findOwn(victim);
      expect(seen.ok ? seen.value : null).toBeNull();
    });

    it('only admins decide: a pro cannot approve themself, an athlete cannot read the queue', async () => {
      const pro = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pro, verificationStatus: 'pending' }));
      expect(refusal(await m.proAdmin.approve(pro))).toEqual(dataErrors.adminOnly());
      await harness.actAs('athlete');
      const queue = await m.proAdmin.listForVerification({});
      expect(queue.ok ? queue.value : []).toEqual([]);
      expect(refusal(await m.proAdmin.reject(pro, 'Not allowed to do this'))).toEqual(dataErrors.adminOnly());
      await harness.actAs('admin');
      expect(value(await m.proAdmin.findAny(pro))?.verificationStatus).toBe('pending');
    });

    it('an admin lists pending applications, rejects with a reason and approves into the listing', async () => {
      const a = await harness.actAs('pro');
      const b = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: a, displayName: 'Alpha', verificationStatus: 'pending', submittedAt: '2026-01-01T00:00:00.000Z' }));
      await harness.seedPro(aPro({ id: b, displayName: 'Bravo', verificationStatus: 'pending', submittedAt: '2026-01-03T00:00:00.000Z', sports: ['Golf'] }));
      await harness.actAs('admin');
      expect(value(await m.proAdmin.listForVerification({})).map((p) => p.displayName)).toEqual(['Alpha', 'Bravo']);
      expect(value(await m.proAdmin.listForVerification({ sport: 'Golf' })).map((p) => p.displayName)).toEqual(['Bravo']);
      const rejected = value(await m.proAdmin.reject(a, 'Certificate has expired'));
      expect(rejected).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'Certificate has expired' });
      const approved = value(await m.proAdmin.approve(b));
      expect(approved.verificationStatus).toBe('approved');
      expect(approved.verifiedAt).not.toBeNull();
      expect(value(await m.pros.listPublic({})).items.map((p) => p.displayName)).toEqual(['Bravo']);
      expect((await m.proAdmin.approve(b)).ok).toBe(false);
    });

    it('a refused step of an application says why, in the same words on every backend', async () => {
      const pro = await harness.actAs('pro');
      expect(await m.pros.submitOwn(pro)).toEqual({ ok: false, error: applicationRefusals.nothingToSubmit() });
      value(await m.pros.saveOwn(pro, anApplication()));
      value(await m.pros.submitOwn(pro));
      expect(await m.pros.submitOwn(pro)).toEqual({ ok: false, error: applicationRefusals.alreadySubmitted() });
      expect(await m.pros.saveOwn(pro, anApplication({ headline: 'Edited while pending' }))).toEqual({ ok: false, error: applicationRefusals.locked() });

      await harness.actAs('admin');
      expect(await m.proAdmin.reject(pro, ' too short ')).toEqual({ ok: false, error: dataErrors.invalid(validateRejectionReason(' too short ')!) });
      value(await m.proAdmin.approve(pro));
      expect(await m.proAdmin.approve(pro)).toEqual({ ok: false, error: applicationRefusals.notPending() });
      expect(await m.proAdmin.reject(pro, 'The passport scan is unreadable')).toEqual({ ok: false, error: applicationRefusals.notPending() });
      const nobody = globalThis.crypto.randomUUID();
      expect(await m.proAdmin.approve(nobody)).toEqual({ ok: false, error: applicationRefusals.noApplication() });
      expect(await m.proAdmin.reject(nobody, 'The passport scan is unreadable')).toEqual({ ok: false, error: applicationRefusals.noApplication() });
    });

    it('documents are readable by their owner and admins only', async () => {
      const owner = await harness.actAs('pro');
      const doc = value(await m.proDocuments.upload(owner, { kind: 'identity', file: aPdf('passport.pdf', 1234), fileName: 'passport.pdf' }));
      expect(doc).toMatchObject({ proId: owner, kind: 'identity', fileName: 'passport.pdf', sizeBytes: 1234, mimeType: 'application/pdf' });
      expect(value(await m.proDocuments.list(owner)).map((d) => d.id)).toEqual([doc.id]);
      expect((await m.proDocuments.viewUrl(doc)).ok).toBe(true);

      await harness.actAs('athlete');
      const peek = await m.proDocuments.list(owner);
      expect(peek.ok ? peek.value : []).toEqual([]);
      expect(refusal(await m.proDocuments.viewUrl(doc))).toEqual(documentNotFound());
      expect(refusal(await m.proDocuments.upload(owner, { kind: 'other', file: aPdf(), fileName: 'planted.pdf' }))).toEqual(dataErrors.forbidden());

      await harness.actAs('admin');
      expect(value(await m.proDocuments.list(owner)).map((d) => d.id)).toEqual([doc.id]);
      expect((await m.proDocuments.viewUrl(doc)).ok).toBe(true);
    });

    it('pro deletion: admins only; open submissions cancelled, paid ones marked for refund, history kept', async () => {
      const pro = await harness.actAs('pro');
      const athlete = await harness.actAs('athlete');
      await harness.seedPro(aPro({ id: pro, displayName: 'Coach Carla' }));
      await harness.seedSubmission({ id: globalThis.crypto.randomUUID(), pro_id: pro, athlete_id: athlete, status: 'submitted', paid: true });
      await harness.seedSubmission({ id: globalThis.crypto.randomUUID(), pro_id: pro, athlete_id: athlete, status: 'awaiting_payment', paid: false });
      await harness.seedSubmission({ id: globalThis.crypto.randomUUID(), pro_id: pro, athlete_id: athlete, status: 'delivered', paid: true });

      await harness.actAs('pro');
      expect(refusal(await m.proAdmin.softDelete(pro))).toEqual(dataErrors.adminOnly());

      await harness.actAs('admin');
      expect(value(await m.proAdmin.searchForDeletion('carla')).map((p) => p.id)).toEqual([pro]);
      expect(value(await m.proAdmin.deletionImpact(pro))).toEqual({ openSubmissions: 2, payments: 2, paymentsToRefund: 1 });
      expect(value(await m.proAdmin.softDelete(pro))).toEqual({ cancelledSubmissions: 2, refundsRequested: 1 });
      const rows = await harness.submissions(pro);
      expect(rows.map((r) => [r.status, r.refund_requested]).sort()).toEqual([
        ['cancelled', false],
        ['cancelled', true],
        ['delivered', false],
      ]);
      expect(value(await m.pros.findPublic(pro))).toBeNull();
      expect(value(await m.proAdmin.findAny(pro))?.deletedAt).not.toBeNull();
      expect(value(await m.proAdmin.searchForDeletion('carla'))).toEqual([]);
    });

    it('R6.3 notifications reach their user, who alone reads them', async () => {
      const pro = await harness.actAs('pro');
      await harness.actAs('admin');
      value(await m.notifications.send({ userId: pro, title: 'You are verified on ClipCoach', body: 'Welcome', link: `/pros/${pro}` }));
      await harness.actAs('athlete');
      expect(value(await m.notifications.listMine()).map((n) => n.title)).not.toContain('You are verified on ClipCoach');
      await harness.actAgainAs(pro);
      const inbox = value(await m.notifications.listMine());
      expect(inbox.map((n) => [n.title, n.body, n.link, n.readAt])).toEqual([['You are verified on ClipCoach', 'Welcome', `/pros/${pro}`, null]]);
    });

    it('R6.3 a non-admin, and a signed-out caller, can send neither a notification nor a broadcast', async () => {
      const victim = await harness.actAs('athlete');
      await harness.actAs('pro');
      const forged = await m.notifications.send({ userId: victim, title: 'Your payment failed', body: 'Re-enter your card', link: '/checkout' });
      expect(refusal(forged)).toEqual(dataErrors.adminOnly());
      const forgedBroadcast = await m.notifications.send({ userId: null, title: 'Maintenance', body: 'Sign in again at /login' });
      expect(refusal(forgedBroadcast)).toEqual(dataErrors.adminOnly());
      await harness.signOut();
      expect(refusal(await m.notifications.send({ userId: victim, title: 'Anonymous', body: 'Hello' }))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await m.notifications.send({ userId: null, title: 'Anonymous broadcast', body: 'Hello' }))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await m.notifications.listMine())).toEqual(dataErrors.notSignedIn());
      await harness.actAgainAs(victim);
      expect(value(await m.notifications.listMine())).toEqual([]);
    });

    it('R6.3 a broadcast reaches everyone signed in, and each person marks it read for themselves only', async () => {
      const ana = await harness.actAs('athlete');
      const ben = await harness.actAs('pro');
      await harness.actAs('admin');
      const sent = value(await m.notifications.send({ userId: null, title: 'New: slow-motion review', body: 'Try it on your next clip' }));
      expect(sent.userId).toBeNull();

      await harness.actAgainAs(ana);
      const anaInbox = value(await m.notifications.listMine());
      expect(anaInbox.map((n) => [n.id, n.readAt])).toEqual([[sent.id, null]]);
      value(await m.notifications.markRead(sent.id));
      expect(value(await m.notifications.listMine())[0]?.readAt).not.toBeNull();

      await harness.actAgainAs(ben);
      expect(value(await m.notifications.listMine()).map((n) => [n.id, n.readAt])).toEqual([[sent.id, null]]);
    });

    it('R6.3 nobody marks another person\'s notification read', async () => {
      const owner = await harness.actAs('athlete');
      await harness.actAs('admin');
      const sent = value(await m.notifications.send({ userId: owner, title: 'Your analysis is ready', body: 'Open it' }));
      await harness.actAs('athlete');
      expect(refusal(await m.notifications.markRead(sent.id))).toEqual(notificationNotFound());
      await harness.signOut();
      expect(refusal(await m.notifications.markRead(sent.id))).toEqual(dataErrors.notSignedIn());
      await harness.actAgainAs(owner);
      expect(value(await m.notifications.listMine()).map((n) => n.readAt)).toEqual([null]);
      value(await m.notifications.markRead(sent.id));
      expect(value(await m.notifications.listMine())[0]?.readAt).not.toBeNull();
    });

    it('R6.3 a notification link stays on the site: other origins, backslashes and control characters are refused', async () => {
      const user = await harness.actAs('athlete');
      await harness.actAs('admin');
      for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)']) {
        const sent = await m.notifications.send({ userId: user, title: 'Open this', body: 'Please', link });
        expect([link, sent.ok === false && sent.error.reason]).toEqual([link, 'invalid']);
      }
      expect(value(await m.notifications.send({ userId: user, title: 'Open this', body: 'Please', link: '/submissions?status=delivered' })).link).toBe(
        '/submissions?status=delivered',
      );
    });

    it('Issue 12 "Mark all read" marks the caller\'s own and the broadcasts read, for the caller alone', async () => {
      const ana = await harness.actAs('athlete');
      const ben = await harness.actAs('athlete');
      await harness.actAs('admin');
      const broadcast = value(await m.notifications.send({ userId: null, title: 'Maintenance tonight', body: 'Back at 2 am' }));
      const forAna = value(await m.notifications.send({ userId: ana, title: 'Your clip is in', body: 'Thanks' }));
      value(await m.notifications.send({ userId: ben, title: 'For Ben', body: 'Only Ben' }));

      await harness.actAgainAs(ana);
      value(await m.notifications.markRead(forAna.id));
      const firstRead = value(await m.notifications.listMine()).find((n) => n.id === forAna.id)?.readAt;
      value(await m.notifications.markAllRead());
      const inbox = value(await m.notifications.listMine());
      expect(inbox.map((n) => n.id).sort()).toEqual([broadcast.id, forAna.id].sort());
      expect(inbox.every((n) => n.readAt !== null)).toBe(true);
      expect(inbox.find((n) => n.id === forAna.id)?.readAt).toBe(firstRead);
      value(await m.notifications.markAllRead());

      await harness.actAgainAs(ben);
      expect(value(await m.notifications.listMine()).map((n) => n.readAt)).toEqual([null, null]);
      await harness.signOut();
      expect((await m.notifications.markAllRead()).ok).toBe(false);
    });

    it('Issue 12 the history of what was sent is for admins: newest first, with the recipient\'s name or everyone', async () => {
      const ana = await harness.actAs('athlete');
      const admin = await harness.actAs('admin');
      const first = value(await m.notifications.send({ userId: ana, title: 'First', body: 'One' }));
      await harness.tick?.();
      const second = value(await m.notifications.send({ userId: null, title: 'Second', body: 'Two', link: '/pros' }));
      const history = value(await m.notifications.listSent());
      const ours = history.filter((n) => n.id === first.id || n.id === second.id);
      expect(ours.map((n) => [n.title, n.recipient?.name ?? 'everyone', n.link ?? null])).toEqual([
        ['Second', 'everyone', '/pros'],
        ['First', 'athlete Tester', null],
      ]);
      expect(ours[1]?.recipient?.id).toBe(ana);

      await harness.actAgainAs(ana);
      expect(refusal(await m.notifications.listSent())).toEqual(dataErrors.adminOnly());
      await harness.actAs('pro');
      expect((await m.notifications.listSent()).ok).toBe(false);
      await harness.signOut();
      expect((await m.notifications.listSent()).ok).toBe(false);
      await harness.actAgainAs(admin);
      expect(value(await m.notifications.listSent()).length).toBeGreaterThanOrEqual(2);
    });

    it('Issue 12 admins find a person by part of their name or e-mail; nobody else searches people', async () => {
      const ana = await harness.actAs('athlete');
      const admin = await harness.actAs('admin');
      const byName = value(await m.people.searchPeople('ATHLETE tes'));
      expect(byName.map((p) => p.id)).toContain(ana);
      const found = byName.find((p) => p.id === ana)!;
      expect([found.firstName, found.lastName]).toEqual(['athlete', 'Tester']);
      expect(found).toMatchObject({ accountType: 'athlete', isAdmin: false });
      expect(found.email).toMatch(/@/);
      expect(value(await m.people.searchPeople(found.email.toUpperCase())).map((p) => p.id)).toEqual([ana]);
      expect(value(await m.people.searchPeople('   '))).toEqual([]);
      expect(value(await m.people.searchPeople('%'))).toEqual([]);
      expect(value(await m.people.searchPeople('no such person zz'))).toEqual([]);
      expect(refusal(await m.people.searchPeople('x'.repeat(101)))).toEqual(dataErrors.invalid('A search has at most 100 characters.'));

      await harness.actAgainAs(ana);
      expect(refusal(await m.people.searchPeople('tester'))).toEqual(dataErrors.adminOnly());
      await harness.actAs('pro');
      expect((await m.people.searchPeople('tester')).ok).toBe(false);
      await harness.signOut();
      expect((await m.people.searchPeople('tester')).ok).toBe(false);
      await harness.actAgainAs(admin);
      expect(value(await m.people.searchPeople('tester')).length).toBeGreaterThanOrEqual(2);
    });

    it('Issue 13 admins page through everyone, or those a query matches, with the total; nobody else lists people', async () => {
      const ana = await harness.actAs('athlete');
      const pro = await harness.actAs('pro');
      const admin = await harness.actAs('admin');
      const everyone = value(await m.people.listPeople({ query: '', page: 1 }));
      expect(everyone.people.map((p) => p.id)).toEqual(expect.arrayContaining([ana, pro, admin]));
      expect(everyone.total).toBe(everyone.people.length);
      // Each person's role and administrator flag, as their profile says.
      const listed = (id: string) => everyone.people.find((p) => p.id === id);
      expect(listed(ana)).toMatchObject({ accountType: 'athlete', isAdmin: false });
      expect(listed(pro)).toMatchObject({ accountType: 'pro', isAdmin: false });
      expect(listed(admin)).toMatchObject({ isAdmin: true });
      const names = everyone.people.map((p) => personName(p).toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

      const email = everyone.people.find((p) => p.id === ana)!.email;
      expect(value(await m.people.listPeople({ query: email.toUpperCase(), page: 1 }))).toEqual({ people: [everyone.people.find((p) => p.id === ana)], total: 1 });
      expect(value(await m.people.listPeople({ query: email, page: 2 }))).toEqual({ people: [], total: 1 });
      expect(value(await m.people.listPeople({ query: '%', page: 1 }))).toEqual({ people: [], total: 0 });
      for (const page of [0, -1]) expect(refusal(await m.people.listPeople({ query: '', page }))).toEqual(dataErrors.invalid('Pages are numbered from 1.'));
      expect(refusal(await m.people.listPeople({ query: 'x'.repeat(101), page: 1 }))).toEqual(dataErrors.invalid('A search has at most 100 characters.'));

      await harness.actAgainAs(ana);
      expect(refusal(await m.people.listPeople({ query: '', page: 1 }))).toEqual(dataErrors.adminOnly());
      await harness.signOut();
      expect(refusal(await m.people.listPeople({ query: '', page: 1 }))).toEqual(dataErrors.notSignedIn());
    });

    it('R6.3 documents are frozen while the application is under review, and free again once it is rejected', async () => {
      const pro = await harness.actAs('pro');
      value(await m.pros.saveOwn(pro, anApplication()));
      const passport = value(await m.proDocuments.upload(pro, { kind: 'identity', file: aPdf('passport.pdf', 1234), fileName: 'passport.pdf' }));
      value(await m.pros.submitOwn(pro));

      expect(refusal(await m.proDocuments.upload(pro, { kind: 'other', file: aPdf('late.pdf'), fileName: 'late.pdf' }))).toEqual(documentsLocked());
      expect(refusal(await m.proDocuments.remove(passport))).toEqual(documentsLocked());
      expect(value(await m.proDocuments.list(pro)).map((d) => d.fileName)).toEqual(['passport.pdf']);

      await harness.actAs('admin');
      value(await m.proAdmin.reject(pro, 'The passport scan is unreadable'));
      await harness.actAgainAs(pro);
      value(await m.proDocuments.remove(passport));
      value(await m.proDocuments.upload(pro, { kind: 'identity', file: aPdf('passport-2.pdf'), fileName: 'passport-2.pdf' }));
      expect(value(await m.proDocuments.list(pro)).map((d) => d.fileName)).toEqual(['passport-2.pdf']);
    });

    it('R6.3 a signed-out caller writes nothing: no application, no document, no decision', async () => {
      const pro = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pro, verificationStatus: 'pending' }));
      await harness.signOut();
      expect(refusal(await m.pros.saveOwn(pro, anApplication()))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await m.pros.submitOwn(pro))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await m.proDocuments.upload(pro, { kind: 'other', file: aPdf(), fileName: 'planted.pdf' }))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await m.proAdmin.approve(pro))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await m.proAdmin.softDelete(pro))).toEqual(dataErrors.notSignedIn());
      await harness.actAs('admin');
      expect(value(await m.proAdmin.findAny(pro))).toMatchObject({ verificationStatus: 'pending', deletedAt: null });
    });

    it("a pro's draft with only the profile step filled is stored and read back", async () => {
      const pro = await harness.actAs('pro');
      const profileOnly = { displayName: 'Coach Carla', headline: 'Tennis serve specialist', bio: 'Twelve years coaching juniors and adults on the serve.' };
      // What onboarding saves after step 1: the later steps' answers are still empty.
      value(await m.pros.saveOwn(pro, { ...EMPTY_APPLICATION, ...profileOnly }));
      expect(value(await m.pros.findOwn(pro))).toMatchObject({
        id: pro,
        verificationStatus: 'draft',
        ...profileOnly,
        sports: [],
        yearsExperience: 0,
        priceCents: 0,
        turnaroundHours: EMPTY_APPLICATION.turnaroundHours,
      });
    });
  });
}

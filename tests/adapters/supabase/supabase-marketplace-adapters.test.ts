import { beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseBackend } from '../../../src/adapters/supabase/supabase-backend';
import { proRow } from '../../../src/adapters/shared/table-rows';
import { aPdf, aPro, anApplication } from '../../support/pro-mother';
import type { SupabaseHttpDouble } from './supabase-http-double';
import { installSupabaseDouble } from './supabase-test-backend';

/**
 * The marketplace adapters over supabase-js and the HTTP double: the requests they send (what
 * supabase/migrations/20250601000200_marketplace.sql serves), and how answers and refusals come
 * back. Who may do what is the contract's (tests/contract) and Postgres' (tests/supabase) job.
 */
describe('Supabase marketplace adapters over the HTTP double', () => {
  const supabase = installSupabaseDouble();
  const PASSWORD = 'correct-horse-battery';
  let double: SupabaseHttpDouble;
  let backend: SupabaseBackend;

  const signInAs = async (role: 'pro' | 'athlete' | 'admin'): Promise<string> => {
    const email = `${role}-${globalThis.crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = (await double.seedUser({ email, password: PASSWORD, metadata: { account_type: role === 'pro' ? 'pro' : 'athlete' }, isAdmin: role === 'admin' })).id;
    const signedIn = await backend.auth.signInWithPassword({ email, password: PASSWORD });
    if (!signedIn.ok) throw new Error(signedIn.error.message);
    double.requests.length = 0;
    return id;
  };
  const restCalls = () => double.requests.filter((r) => r.path.startsWith('/rest/v1/'));
  const storageCalls = () => double.requests.filter((r) => r.path.startsWith('/storage/v1/'));

  beforeEach(async () => {
    double = await supabase.freshDouble();
    await double.seedBucket({ id: 'pro-documents', public: false, file_size_limit: 10 * 1024 * 1024, allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'] });
    backend = supabase.backend();
  });

  describe('the listing', () => {
    beforeEach(async () => {
      for (const [name, sports, price, rating] of [
        ['Ana Ace', ['Tennis'], 3000, 4.9],
        ['Ben Birdie', ['Golf'], 2000, 4.2],
        ['Bo 100% Birdie', ['Golf'], 2500, null],
      ] as const) {
        await double.marketplace.seedPro(proRow(aPro({ id: globalThis.crypto.randomUUID(), displayName: name, sports: [...sports], priceCents: price, ratingAvg: rating })));
      }
      await double.marketplace.seedPro(proRow(aPro({ id: globalThis.crypto.randomUUID(), displayName: 'Pat Pending', verificationStatus: 'pending' })));
      await signInAs('athlete');
    });

    it('R2.1 asks for approved, not deleted pros, filtered, ordered and ranged, and reads the total from the count', async () => {
      const page = await backend.marketplace.pros.listPublic({ search: 'bird', sport: 'Golf', sort: 'rating', page: 1, pageSize: 1 });
      const [call] = restCalls();
      expect([call!.method, call!.path]).toEqual(['GET', '/rest/v1/pros']);
      expect(Object.fromEntries(call!.query)).toEqual({
        select: '*',
        verification_status: 'eq.approved',
        deleted_at: 'is.null',
        display_name: 'ilike.%bird%',
        sports: 'cs.{Golf}',
        order: 'rating_avg.desc.nullslast,reviews_count.desc,display_name.asc,id.asc',
        offset: '0',
        limit: '1',
      });
      expect(call!.headers.get('Prefer')).toContain('count=exact');
      expect(page.ok && [page.value.total, page.value.items.map((p) => p.displayName)]).toEqual([2, ['Ben Birdie']]);
    });

    it('R2.1 sorts by price both ways, ties by name', async () => {
      const ascending = await backend.marketplace.pros.listPublic({ sort: 'price-asc' });
      const descending = await backend.marketplace.pros.listPublic({ sort: 'price-desc' });
      expect(ascending.ok && ascending.value.items.map((p) => p.priceCents)).toEqual([2000, 2500, 3000]);
      expect(descending.ok && descending.value.items.map((p) => p.priceCents)).toEqual([3000, 2500, 2000]);
      expect(restCalls().map((c) => c.query.get('order'))).toEqual(['price_cents.asc,display_name.asc,id.asc', 'price_cents.desc,display_name.asc,id.asc']);
    });

    it('R2.1 a search term is matched literally: % and _ are not wildcards', async () => {
      const page = await backend.marketplace.pros.listPublic({ search: '100%' });
      expect(restCalls()[0]!.query.get('display_name')).toBe('ilike.%100\\%%');
      expect(page.ok && page.value.items.map((p) => p.displayName)).toEqual(['Bo 100% Birdie']);
    });

    it('R2.1 a page past the end answers no rows and the total, not an error (PostgREST 416)', async () => {
      const page = await backend.marketplace.pros.listPublic({ page: 5, pageSize: 12 });
      expect(page).toEqual({ ok: true, value: { items: [], total: 3, page: 5, pageSize: 12 } });
      expect(restCalls().map((c) => c.method)).toEqual(['GET', 'HEAD']);
    });

    it('R2.1 a pro comes back in the app’s shape: ISO timestamps, numeric rating, sports', async () => {
      const id = globalThis.crypto.randomUUID();
      await double.marketplace.seedPro({ ...proRow(aPro({ id, displayName: 'Zed' })), created_at: '2026-01-01T10:00:00+00:00', rating_avg: 4.25 });
      const found = await backend.marketplace.pros.findPublic(id);
      expect(found.ok && found.value).toMatchObject({ id, createdAt: '2026-01-01T10:00:00.000Z', ratingAvg: 4.25, sports: ['Tennis'] });
    });

    it('R2.1 an id that is not a uuid is simply not found, without a request', async () => {
      expect(await backend.marketplace.pros.findPublic('not-a-pro')).toEqual({ ok: true, value: null });
      expect(restCalls()).toEqual([]);
    });

    it('R2.1 a refusal of the service comes back as a data error with its code', async () => {
      double.failNext({ method: 'GET', path: '/rest/v1/pros', status: 503, body: { code: 'PGRST002', message: 'Could not query the database for the schema cache. Retrying.', details: null, hint: null } });
      expect(await backend.marketplace.pros.listPublic({})).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'data', reason: 'unavailable' }),
      });
    });
  });

  describe('the application', () => {
    it('R6.2 the first save inserts the row, the next ones update it; submitting is the submit_pro_application function', async () => {
      const me = await signInAs('pro');
      await backend.marketplace.pros.saveOwn(me, anApplication());
      await backend.marketplace.pros.saveOwn(me, anApplication({ headline: 'Serve and return' }));
      const submitted = await backend.marketplace.pros.submitOwn(me);
      expect(restCalls().map((c) => `${c.method} ${c.path}`)).toEqual([
        'PATCH /rest/v1/pros',
        'POST /rest/v1/pros',
        'PATCH /rest/v1/pros',
        'POST /rest/v1/rpc/submit_pro_application',
      ]);
      expect(restCalls()[1]!.body).toEqual({
        id: me,
        display_name: 'Coach Carla',
        headline: 'Tennis serve specialist',
        bio: anApplication().bio,
        sports: ['Tennis'],
        years_experience: 12,
        price_cents: 4500,
        turnaround_hours: 48,
      });
      expect(submitted.ok && submitted.value).toMatchObject({ id: me, headline: 'Serve and return', verificationStatus: 'pending' });
    });

    it('R6.2 saving a pending application is refused as locked', async () => {
      const me = await signInAs('pro');
      await double.marketplace.seedPro(proRow(aPro({ id: me, verificationStatus: 'pending' })));
      expect(await backend.marketplace.pros.saveOwn(me, anApplication())).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'data', reason: 'conflict' }),
      });
    });

    it('R6.2 submitting someone else’s application is refused before any request', async () => {
      await signInAs('pro');
      const result = await backend.marketplace.pros.submitOwn(globalThis.crypto.randomUUID());
      expect(result.ok).toBe(false);
      expect(restCalls()).toEqual([]);
    });
  });

  describe('admin decisions', () => {
    it('R6.3 approve, reject and delete call their functions with named arguments', async () => {
      const pro = globalThis.crypto.randomUUID();
      await double.marketplace.seedPro(proRow(aPro({ id: pro, verificationStatus: 'pending' })));
      await signInAs('admin');
      const rejected = await backend.marketplace.proAdmin.reject(pro, 'Certificate has expired');
      const impact = await backend.marketplace.proAdmin.deletionImpact(pro);
      const deleted = await backend.marketplace.proAdmin.softDelete(pro);
      expect(restCalls().map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', '/rest/v1/rpc/reject_pro', { pro_id: pro, reason: 'Certificate has expired' }],
        ['POST', '/rest/v1/rpc/pro_deletion_impact', { pro_id: pro }],
        ['POST', '/rest/v1/rpc/delete_pro', { pro_id: pro }],
      ]);
      expect(rejected.ok && rejected.value).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'Certificate has expired' });
      expect(impact).toEqual({ ok: true, value: { openSubmissions: 0, payments: 0, paymentsToRefund: 0 } });
      expect(deleted).toEqual({ ok: true, value: { cancelledSubmissions: 0, refundsRequested: 0 } });
    });

    it('R6.3 the backend refuses a reason too short to act on, whatever the client checked', async () => {
      const pro = globalThis.crypto.randomUUID();
      await double.marketplace.seedPro(proRow(aPro({ id: pro, verificationStatus: 'pending' })));
      await signInAs('admin');
      const result = await backend.marketplace.proAdmin.reject(pro, 'no');
      expect(result.ok === false && result.error.reason).toBe('invalid');
    });

    it('R6.3 deciding on an unknown pro is a not-found error', async () => {
      await signInAs('admin');
      const result = await backend.marketplace.proAdmin.approve(globalThis.crypto.randomUUID());
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'data', reason: 'not-found' }) });
    });
  });

  describe('credentials', () => {
    it('R7.10 upload stores the file under <pro id>/<document id>-<name>, then records it; viewing signs a 60 s URL', async () => {
      const me = await signInAs('pro');
      const uploaded = await backend.marketplace.proDocuments.upload(me, { kind: 'identity', file: aPdf('my passport.pdf', 300), fileName: 'my passport.pdf' });
      if (!uploaded.ok) throw new Error(uploaded.error.message);
      const doc = uploaded.value;
      expect(doc.storagePath).toBe(`${me}/${doc.id}-my_passport.pdf`);
      expect(storageCalls().map((c) => `${c.method} ${decodeURIComponent(c.path)}`)).toEqual([`POST /storage/v1/object/pro-documents/${doc.storagePath}`]);
      expect(restCalls().map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', '/rest/v1/pro_documents', { id: doc.id, pro_id: me, kind: 'identity', file_name: 'my passport.pdf', mime_type: 'application/pdf', size_bytes: 300, storage_path: doc.storagePath }],
      ]);

      const url = await backend.marketplace.proDocuments.viewUrl(doc);
      expect(url.ok && url.value).toMatch(/\/storage\/v1\/object\/sign\/pro-documents\/.+\?token=/);
      expect(storageCalls().at(-1)!.body).toEqual({ expiresIn: 60 });
    });

    it('R7.10 when the row cannot be written, the stored file is taken back', async () => {
      const me = await signInAs('pro');
      double.failNext({ method: 'POST', path: '/rest/v1/pro_documents', status: 503, body: { code: 'PGRST002', message: 'schema cache', details: null, hint: null } });
      const result = await backend.marketplace.proDocuments.upload(me, { kind: 'identity', file: aPdf(), fileName: 'passport.pdf' });
      expect(result.ok).toBe(false);
      expect(await double.objectNames('pro-documents')).toEqual([]);
    });

    it('R7.10 remove deletes the row, then the file; under review both stay and the pro is told', async () => {
      const me = await signInAs('pro');
      const first = await backend.marketplace.proDocuments.upload(me, { kind: 'identity', file: aPdf(), fileName: 'a.pdf' });
      const second = await backend.marketplace.proDocuments.upload(me, { kind: 'certification', file: aPdf(), fileName: 'b.pdf' });
      if (!first.ok || !second.ok) throw new Error('upload failed');
      expect(await backend.marketplace.proDocuments.remove(first.value)).toEqual({ ok: true, value: undefined });
      expect(await double.objectNames('pro-documents')).toEqual([second.value.storagePath]);

      await double.marketplace.seedPro(proRow(aPro({ id: me, verificationStatus: 'pending' })));
      expect(await backend.marketplace.proDocuments.remove(second.value)).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'data', reason: 'conflict' }),
      });
      expect(await double.objectNames('pro-documents')).toEqual([second.value.storagePath]);
      const listed = await backend.marketplace.proDocuments.list(me);
      expect(listed.ok && listed.value.map((d) => d.fileName)).toEqual(['b.pdf']);
    });

    it('R7.10 a file the bucket refuses comes back as a data error', async () => {
      const me = await signInAs('pro');
      const result = await backend.marketplace.proDocuments.upload(me, { kind: 'other', file: new File(['x'], 'x.exe', { type: 'application/x-msdownload' }), fileName: 'x.exe' });
      expect(result.ok === false && result.error.reason).toBe('invalid');
      expect(restCalls()).toEqual([]);
    });
  });

  describe('notifications', () => {
    it('R6.3 an admin sends; the user reads theirs newest first; a non-admin cannot send', async () => {
      const pro = await signInAs('pro');
      await signInAs('admin');
      await backend.marketplace.notifications.send({ userId: pro, title: 'First', body: 'One' });
      const sent = await backend.marketplace.notifications.send({ userId: pro, title: 'Second', body: 'Two', link: '/onboarding/pro' });
      expect(sent.ok && sent.value).toMatchObject({ userId: pro, title: 'Second', link: '/onboarding/pro', readAt: null });

      const email = double.userById(pro)!.email;
      await backend.auth.signInWithPassword({ email, password: PASSWORD });
      const inbox = await backend.marketplace.notifications.listMine();
      expect(inbox.ok && inbox.value.map((n) => n.title)).toEqual(['Second', 'First']);
      const forged = await backend.marketplace.notifications.send({ userId: pro, title: 'You are verified on ClipCoach', body: 'Fake' });
      expect(forged.ok === false && forged.error.reason).toBe('forbidden');
    });
  });
});

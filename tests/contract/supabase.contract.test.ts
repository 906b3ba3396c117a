/**
 * Every contract suite of a port the hosted backend provides, run against the Supabase adapters.
 * supabase-js runs for real, from `fetch` upwards; msw answers as the Supabase services do
 * (tests/adapters/supabase/supabase-http-double.ts), over PGlite running supabase/migrations.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseBackend } from '../../src/adapters/supabase/supabase-backend';
import { proRow, toProfile } from '../../src/adapters/shared/table-rows';
import { aPro } from '../support/pro-mother';
import type { User } from '../../src/domain/auth/user';
import type { SupabaseHttpDouble } from '../adapters/supabase/supabase-http-double';
import { installSupabaseDouble } from '../adapters/supabase/supabase-test-backend';
import { describeAuthPortContract } from './auth-port.contract';
import { describeFunctionsContract } from './functions.contract';
import { describeMarketplaceContract } from './marketplace.contract';
import { describeAdminContract } from './admin.contract';
import { describeProfileRepositoryContract } from './profile-repository.contract';
import { describeStorageAccessContract } from './storage-access.contract';
import { describeStorageGatewayContract } from './storage-gateway.contract';
import { describeVideosContract } from './videos.contract';
import { describeSubmissionsContract, type SubmissionsSubject } from './submissions.contract';
import { describeReviewsContract, describeTurnaroundGuaranteeContract, type ReviewsSubject } from './reviews.contract';
import { describeDashboardContract } from './dashboard.contract';
import { describePlatformSettingsContract } from './platform-settings.contract';
import { describeAnalysesContract } from './analyses.contract';
import { describeContentContract } from './content.contract';
import { describeReferralsContract } from './referrals.contract';
import { describeAccountsContract } from './accounts.contract';

const supabase = installSupabaseDouble();
let double: SupabaseHttpDouble;

beforeEach(async () => {
  double = await supabase.freshDouble();
});
afterEach(() => {
  window.localStorage.clear();
});

const PASSWORD = 'a-password-long-enough';
const uniqueEmail = () => `${globalThis.crypto.randomUUID().slice(0, 8)}@example.com`;

/** Signs the backend's own client in, so its adapters act as that user (row-level security). */
async function signIn(backend: SupabaseBackend, email: string, password = PASSWORD): Promise<void> {
  const result = await backend.auth.signInWithPassword({ email, password });
  if (!result.ok) throw new Error(`could not sign in ${email}: ${result.error.message}`);
}

describeAuthPortContract('SupabaseAuthGateway', async () => {
  const backend = supabase.backend();
  return {
    gateway: backend.auth,
    harness: {
      redirectOrigin: 'http://localhost:5173',
      seedConfirmedUser: async (email, password, metadata): Promise<User> => {
        const user = await double.seedUser({ email, password, metadata: { ...metadata } });
        return { id: user.id, email: user.email, user_metadata: metadata };
      },
      confirmationLinkFor: async (email) => {
        const mail = double.lastMailTo(email, ['signup', 'email_change']);
        return mail ? double.landingUrlOf(mail) : null;
      },
      resetLinkFor: async (email) => {
        const mail = double.lastMailTo(email, ['recovery']);
        return mail ? double.landingUrlOf(mail) : null;
      },
    },
  };
});

describeProfileRepositoryContract('SupabaseProfileRepository', async () => {
  const backend = supabase.backend();
  return {
    repository: backend.profiles,
    harness: {
      signedInUserWithoutProfile: async () => {
        const email = uniqueEmail();
        const user = await double.seedUser({ email, password: PASSWORD });
        // The sign-up trigger made a profile; the contract starts from a user without one.
        await double.deleteProfileAsService(user.id);
        await signIn(backend, email);
        return user.id;
      },
      grantAdminAsService: async (id) => await double.setProfileAsService(id, { is_admin: true }),
      readAsService: async (id) => {
        const row = await double.profile(id);
        return row ? toProfile(row) : null;
      },
      signOut: async () => void (await backend.auth.signOut()),
    },
  };
});

describeFunctionsContract('SupabaseFunctionsGateway', async () => {
  const backend = supabase.backend();
  return {
    functions: backend.functions,
    harness: {
      signedInUser: async ({ metadataIsAdmin, profileIsAdmin }) => {
        const email = uniqueEmail();
        const user = await double.seedUser({
          email,
          password: PASSWORD,
          metadata: { first_name: 'Fran', last_name: 'Function', account_type: 'athlete', is_admin: metadataIsAdmin },
          isAdmin: profileIsAdmin,
        });
        await signIn(backend, email);
        return user.id;
      },
      metadataOf: async (id) => double.userById(id)?.user_metadata ?? {},
      signOut: async () => {
        await backend.auth.signOut();
      },
    },
  };
});

// The storage contract acts as a caller allowed to manage buckets: on Supabase that is the service
// role (a client built with the service-role key). Per-user folder rules are the storage access
// contract's, below.
describeStorageGatewayContract('SupabaseStorageGateway (service role)', async () => {
  const backend = supabase.serviceBackend();
  return {
    gateway: backend.storage,
    harness: {
      uniqueBucketId: (label) => `${label}-${globalThis.crypto.randomUUID().slice(0, 8)}`,
      now: () => supabase.clock.now(),
    },
  };
});

/** A user with a profile (is_admin for 'admin', set with service rights), signed in on `backend`. */
async function signedInAs(backend: SupabaseBackend, role: 'athlete' | 'pro' | 'admin'): Promise<string> {
  const email = uniqueEmail();
  const user = await double.seedUser({
    email,
    password: PASSWORD,
    metadata: { first_name: role, last_name: 'Tester', account_type: role === 'pro' ? 'pro' : 'athlete' },
    isAdmin: role === 'admin',
  });
  await signIn(backend, email);
  return user.id;
}

// The marketplace over supabase-js: the double's database runs the migrations (tables, policies,
// functions); the bucket is the storage migration's.
describeMarketplaceContract('Supabase marketplace adapters', async () => {
  const backend = supabase.backend();
  return {
    marketplace: backend.marketplace,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => await double.marketplace.seedPro(proRow(pro)),
      seedSubmission: async (row) => double.marketplace.seedSubmission(row),
      submissions: async (proId) =>
        (await double.marketplace.submissionsOf(proId)).map((row) => ({ id: String(row.id), status: String(row.status), refund_requested: row.refund_requested === true })),
    },
  };
});

// Who may touch which object, as a signed-in user of the product: the buckets are the storage
// migration's (the double's database starts from the migrations) and its policies decide.
describeStorageAccessContract('SupabaseStorageGateway (signed-in user)', async () => {
  const backend = supabase.backend();
  return {
    gateway: backend.storage,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
    },
  };
});

// Videos: rows through the videos table (the migration's grants and policies), bytes through the
// double's TUS endpoint (/storage/v1/upload/resumable), which writes the finished object as the
// caller, so the storage.objects policies decide as for any upload.
describeVideosContract('Supabase videos (TUS through the HTTP double)', async () => {
  const backend = supabase.backend();
  return {
    videos: backend.videos,
    notifications: backend.marketplace.notifications,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      received: async () => ({ videoRows: double.tusRequests.length, bytes: double.tusBytesReceived }),
      paidSubmission: async ({ videoId, athleteId, proId }) => {
        await double.marketplace.seedPro(proRow(aPro({ id: proId })));
        const [row] = await double.asService<{ id: string }>(
          `insert into public.submissions (athlete_id, pro_id, video_id, sport, question, status, price_cents, submitted_at)
           values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'submitted', 4000, now()) returning id`,
          [athleteId, proId, videoId],
        );
        return row!.id;
      },
    },
  };
});

// The journey over supabase-js: the SQL prices, guards and moves the submissions; payments are
// Stripe Checkout (a redirect): the create-checkout, stripe-webhook and refund-payment functions
// run in the double against a fake Stripe.
describeSubmissionsContract('Supabase submission, payments and settings adapters', async () => (await supabaseJourney()).subject);

async function supabaseJourney() {
  const backend = supabase.backend();
  const subject: SubmissionsSubject = {
    journey: backend.journey,
    notifications: backend.marketplace.notifications,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => await double.marketplace.seedPro(proRow(pro)),
      seedVideo: (video) => double.seedVideo(video),
      completePayment: async (id) => {
        const paying = await backend.journey.payments.pay(id);
        if (!paying.ok || paying.value.status !== 'redirect') throw new Error(`expected a redirect to Stripe: ${JSON.stringify(paying)}`);
        const delivered = await double.completeCheckout(paying.value.url);
        if (delivered.status !== 200) throw new Error(`the webhook answered ${delivered.status}`);
      },
      paymentsOf: (id) =>
        double.asService<{ status: string; amountCents: number }>(`select status, amount_cents as "amountCents" from public.payments where submission_id = $1 order by attempt`, [id]),
      tick: () => new Promise((resolve) => setTimeout(resolve, 5)),
    },
  };
  return { subject, backend };
}

// Ratings and the turnaround guarantee: the SQL reads its own clock (now()), so time passes by
// moving the submission's paid time back, with service rights.
const supabaseReviews = async (): Promise<ReviewsSubject> => {
  const { subject, backend } = await supabaseJourney();
  const letTimePass = async (id: string, ms: number) =>
    void (await double.asService(`update public.submissions set submitted_at = submitted_at - make_interval(secs => $2::double precision / 1000) where id = $1`, [id, ms]));
  return { ...subject, analyses: backend.analyses, pros: backend.marketplace.pros, harness: { ...subject.harness, letTimePass } };
};
describeReviewsContract('Supabase reviews adapter', supabaseReviews);
describeTurnaroundGuaranteeContract('Supabase submissions adapter', supabaseReviews);

// The admin's counts: platform_counts() (supabase/migrations/20250601001200_platform_counts.sql)
// over the journey's rows, with the webhook confirming payments as in the journey's contract.
describeDashboardContract('SupabasePlatformStats', async () => {
  const backend = supabase.backend();
  return {
    journey: backend.journey,
    stats: backend.platformStats,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => await double.marketplace.seedPro(proRow(pro)),
      seedVideo: (video) => double.seedVideo(video),
      completePayment: async (id) => {
        const paying = await backend.journey.payments.pay(id);
        if (!paying.ok || paying.value.status !== 'redirect') throw new Error(`expected a redirect to Stripe: ${JSON.stringify(paying)}`);
        const delivered = await double.completeCheckout(paying.value.url);
        if (delivered.status !== 200) throw new Error(`the webhook answered ${delivered.status}`);
      },
      paymentsOf: async () => [],
      tick: () => new Promise((resolve) => setTimeout(resolve, 5)),
    },
  };
});

// Settings and pricing through supabase-js: row-level security and the CHECK constraints of the
// migrations decide; sign-up goes through the double's auth service, whose insert into auth.users
// meets the migrations' sign-up trigger; uploads meet the videos table's guard.
describePlatformSettingsContract('Supabase settings (row-level security, sign-up trigger)', async () => {
  const backend = supabase.backend();
  return {
    settings: backend.journey.settings,
    submissions: backend.journey.submissions,
    videos: backend.videos,
    auth: backend.auth,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => await double.marketplace.seedPro(proRow(pro)),
    },
  };
});

// The analysis over supabase-js: open, save and deliver are the analyses migration's functions; reads go through its row-level security.
describeAnalysesContract('Supabase analyses', async () => {
  const { subject, backend } = await supabaseJourney();
  return { ...subject, analyses: backend.analyses };
});

// The card payment contract's promises on a redirect provider (there is no card form to decline
// or to fill wrongly; Stripe's page does that): clicks and webhook deliveries charge once, and an
// abandoned session charges nothing and leaves the submission awaiting payment.
describe('Hosted checkout: the card payment contract’s counterpart on Stripe Checkout', () => {
  const succeeded = async (id: string) =>
    (await double.asService(`select 1 from public.payments where submission_id = $1 and status = 'succeeded'`, [id])).length;

  async function awaitingPayment() {
    const backend = supabase.backend();
    const pro = await signedInAs(backend, 'pro');
    await double.marketplace.seedPro(proRow(aPro({ id: pro, sports: ['Tennis'], priceCents: 4000 })));
    const athlete = await signedInAs(backend, 'athlete');
    const draft = await backend.journey.submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: 'Is my serve toss too far forward?' });
    if (!draft.ok) throw new Error(draft.error.message);
    const video = globalThis.crypto.randomUUID();
    await double.seedVideo({ id: video, ownerId: athlete, status: 'ready' });
    await backend.journey.submissions.act(draft.value.id, { type: 'start_checkout', videoId: video });
    const redirectOf = async () => {
      const paying = await backend.journey.payments.pay(draft.value.id);
      if (!paying.ok || paying.value.status !== 'redirect') throw new Error(`expected a redirect: ${JSON.stringify(paying)}`);
      return paying.value.url;
    };
    return { backend, id: draft.value.id, redirectOf };
  }

  it('concurrent clicks open one session, and a replayed webhook charges once', async () => {
    const { backend, id, redirectOf } = await awaitingPayment();
    expect(backend.journey.payments.method).toEqual({ kind: 'redirect' });
    const [first, second] = await Promise.all([redirectOf(), redirectOf()]);
    expect(second).toBe(first);
    expect((await double.completeCheckout(first)).status).toBe(200);
    expect((await double.completeCheckout(first)).status).toBe(200);
    expect(await succeeded(id)).toBe(1);
    const view = await backend.journey.submissions.find(id);
    expect(view.ok && [view.value.submission.status, view.value.timeline.filter((e) => e.toStatus === 'submitted').length]).toEqual(['submitted', 1]);
  });

  it('an abandoned session charges nothing and keeps the submission awaiting payment; the next pay opens a new session', async () => {
    const { backend, id, redirectOf } = await awaitingPayment();
    const abandoned = await redirectOf();
    const session = [...double.stripe.sessions.values()].find((s) => s.url === abandoned)!;
    expect((await double.deliverStripeEvent(double.stripe.expire(session))).status).toBe(200);
    expect(await succeeded(id)).toBe(0);
    const view = await backend.journey.submissions.find(id);
    expect(view.ok && view.value.submission.status).toBe('awaiting_payment');
    const retried = await redirectOf();
    expect(retried).not.toBe(abandoned);
    expect((await double.completeCheckout(retried)).status).toBe(200);
    expect(await succeeded(id)).toBe(1);
  });
});

// The admin tools over supabase-js: the functions of 20250601001400_admin_users_and_demo.sql decide.
describeAdminContract('Supabase admin adapters', async () => {
  const backend = supabase.backend();
  return {
    admin: backend.admin,
    proAdmin: backend.marketplace.proAdmin,
    stories: backend.content.stories,
    people: backend.marketplace.people,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => await double.marketplace.seedPro(proRow(pro)),
    },
  };
});

// Stories and support over supabase-js: the content migration's policies decide who reads and
// writes stories; public.contact_support notifies the admins.
describeContentContract('Supabase content (stories, support)', async () => {
  const backend = supabase.backend();
  return {
    content: backend.content,
    notifications: backend.marketplace.notifications,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
    },
  };
});

// Referrals: attribution by the auth.users trigger from the sign-up metadata, the reward and the
// spent credit by the payments trigger when the webhook confirms, the credit in begin_checkout.
describeReferralsContract('Supabase referrals', async () => {
  const { subject, backend } = await supabaseJourney();
  return {
    referrals: backend.referrals,
    journey: subject.journey,
    harness: {
      ...subject.harness,
      async signUpWithCode(code, firstName) {
        const email = uniqueEmail();
        const signedUp = await backend.auth.signUp({
          email,
          password: PASSWORD,
          data: { first_name: firstName, last_name: 'Referred', account_type: 'athlete', terms_accepted_at: new Date().toISOString(), ...(code ? { referral_code: code } : {}) },
          emailRedirectTo: 'http://localhost:5173/auth/callback',
        });
        if (!signedUp.ok) throw new Error(`sign-up failed: ${signedUp.error.message}`);
        const mail = double.lastMailTo(email);
        if (!mail) throw new Error('no confirmation mail');
        const session = await backend.auth.completeEmailCallback(await double.landingUrlOf(mail));
        if (!session.ok) throw new Error(`confirmation failed: ${session.error.message}`);
        return session.value.user.id;
      },
      // A hosted checkout session opened and never completed.
      abandonCheckout: async (id) => void (await backend.journey.payments.pay(id)),
    },
  };
});

describeAccountsContract('Supabase accounts (delete-account function) and avatars', async () => {
  const backend = supabase.backend();
  return {
    accounts: backend.accounts,
    avatars: backend.avatars,
    harness: {
      actAs: (role) => signedInAs(backend, role),
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => await double.marketplace.seedPro(proRow(pro)),
      seedSubmission: async (row) => double.marketplace.seedSubmission(row),
      submissions: async (proId) =>
        (await double.marketplace.submissionsOf(proId)).map((row) => ({ id: String(row.id), status: String(row.status), refund_requested: row.refund_requested === true })),
      paymentStatus: async (id) => (await double.asService<{ status: string }>(`select status from public.payments where submission_id = $1`, [id]))[0]?.status ?? null,
      canSignIn: async (id) => double.userById(id) !== undefined,
    },
  };
});

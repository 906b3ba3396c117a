/**
 * Every contract suite, run against the embedded backend (IndexedDB through fake-indexeddb).
 * Each test gets a fresh IDBFactory and local storage: nothing leaks between tests.
 */
import { describeAuthPortContract } from './auth-port.contract';
import { describeFunctionsContract } from './functions.contract';
import { describeProfileRepositoryContract } from './profile-repository.contract';
import { describeStorageGatewayContract } from './storage-gateway.contract';
import { describeMarketplaceContract } from './marketplace.contract';
import { describeAdminContract } from './admin.contract';
import { describeStorageAccessContract } from './storage-access.contract';
import { describeCardPaymentContract, describeSubmissionsContract, payWithTestCard, type SubmissionsSubject } from './submissions.contract';
import { InMemorySubmissionTables } from '../../src/adapters/memory/in-memory-submissions.fake';
import { ok } from '../../src/domain/result';
import { describeVideosContract } from './videos.contract';
import { describeDashboardContract } from './dashboard.contract';
import { describePlatformSettingsContract } from './platform-settings.contract';
import { describeReviewsContract, describeTurnaroundGuaranteeContract, type ReviewsSubject } from './reviews.contract';
import { describeAnalysesContract } from './analyses.contract';
import { describeReferralsContract } from './referrals.contract';
import { newProfileFor } from '../../src/domain/auth/profile';
import { TEST_CARD_DECLINED } from '../../src/domain/payments/simulated-card';
import { describeAccountsContract } from './accounts.contract';
import type { UserMetadata } from '../../src/domain/auth/user';
import { aLocalBrowser } from '../adapters/local/support/local-world';
import { aPro } from '../support/pro-mother';
import { aSubmission } from '../support/submission-mother';
import { describeContentContract } from './content.contract';

const PASSWORD = 'correct-horse-battery';

/** A fresh browser with one tab of the embedded backend (no demo data). */
async function aTab() {
  const browser = aLocalBrowser();
  const tab = await browser.openTab();
  return { browser, tab, dispose: async () => browser.closeAll() };
}

const emails = new Map<string, string>();

async function signInAgain(tab: Awaited<ReturnType<typeof aTab>>['tab'], userId: string): Promise<void> {
  const signedIn = await tab.auth.signInWithPassword({ email: emails.get(userId)!, password: PASSWORD });
  if (!signedIn.ok) throw new Error(signedIn.error.message);
}

async function signedInUser(tab: Awaited<ReturnType<typeof aTab>>['tab'], metadata: UserMetadata = {}): Promise<string> {
  const email = `${globalThis.crypto.randomUUID()}@example.com`;
  const user = await tab.server.createUserAsService({ email, password: PASSWORD, metadata });
  emails.set(user.id, email);
  await signInAgain(tab, user.id);
  return user.id;
}

async function putProfile(tab: Awaited<ReturnType<typeof aTab>>['tab'], id: string, isAdmin: boolean): Promise<void> {
  const now = new Date().toISOString();
  await tab.profiles.put({
    id,
    firstName: 'Fran',
    lastName: 'Function',
    accountType: 'athlete',
    createdAt: now,
    updatedAt: now,
    onboardingCompleted: false,
    termsAccepted: false,
    isAdmin: isAdmin,
  });
}

describeAuthPortContract('IndexedDbAuthGateway', async () => {
  const { tab, dispose } = await aTab();
  return {
    gateway: tab.auth,
    harness: {
      redirectOrigin: 'http://localhost:3000',
      seedConfirmedUser: (email, password, metadata) => tab.server.createUserAsService({ email, password, metadata }),
      confirmationLinkFor: async (email) => tab.server.confirmationLinkFor(email),
      resetLinkFor: async (email) => tab.server.resetLinkFor(email),
      dispose,
    },
  };
});

describeProfileRepositoryContract('IndexedDbProfileRepository', async () => {
  const { tab, dispose } = await aTab();
  return {
    repository: tab.profiles,
    harness: {
      signedInUserWithoutProfile: () => signedInUser(tab),
      grantAdminAsService: async (id) => {
        const row = await tab.profiles.getAsService(id);
        if (!row) throw new Error(`no profile ${id}`);
        await tab.profiles.put({ ...row, isAdmin: true });
      },
      readAsService: async (id) => (await tab.profiles.getAsService(id)) ?? null,
      signOut: async () => void (await tab.auth.signOut()),
      dispose,
    },
  };
});

describeFunctionsContract('IndexedDbFunctionsGateway', async () => {
  const { tab, dispose } = await aTab();
  return {
    functions: tab.functions,
    harness: {
      signedInUser: async ({ metadataIsAdmin, profileIsAdmin }) => {
        const id = await signedInUser(tab, { first_name: 'Fran', last_name: 'Function', account_type: 'athlete', is_admin: metadataIsAdmin });
        await putProfile(tab, id, profileIsAdmin);
        return id;
      },
      metadataOf: async (id) => (await tab.server.userById(id))?.user_metadata ?? {},
      signOut: async () => {
        await tab.auth.signOut();
      },
      dispose,
    },
  };
});

describeStorageGatewayContract('IndexedDbStorageGateway', async () => {
  const { browser, tab, dispose } = await aTab();
  return {
    gateway: tab.storageAsService,
    harness: {
      uniqueBucketId: (label) => `${label}-${globalThis.crypto.randomUUID().slice(0, 8)}`,
      now: () => browser.clock.now(),
      dispose,
    },
  };
});

/** Signs a new user in with a profile row (is_admin set with service rights for 'admin'). */
const actAs = (tab: Awaited<ReturnType<typeof aTab>>['tab']) => async (role: 'admin' | 'pro' | 'athlete') => {
  const id = await signedInUser(tab, { first_name: role, last_name: 'Tester', account_type: role === 'pro' ? 'pro' : 'athlete' });
  const now = new Date().toISOString();
  await tab.profiles.put({
    id,
    firstName: role,
    lastName: 'Tester',
    accountType: role === 'pro' ? 'pro' : 'athlete',
    createdAt: now,
    updatedAt: now,
    onboardingCompleted: false,
    termsAccepted: false,
    isAdmin: role === 'admin',
  });
  return id;
};

describeMarketplaceContract('IndexedDbMarketplace', async () => {
  const { browser, tab, dispose } = await aTab();
  return {
    marketplace: tab.marketplace,
    harness: {
      actAs: actAs(tab),
      tick: () => browser.clock.advanceBy(1_000),
      actAgainAs: (id) => signInAgain(tab, id),
      signOut: async () => void (await tab.auth.signOut()),
      seedPro: (pro) => tab.pros.putProAsService(pro),
      seedSubmission: async (row) => {
        // The fixture's full rows, built as the memory backend builds them (a succeeded payment when paid).
        const fixtures = new InMemorySubmissionTables();
        await tab.submissions.putAsService(fixtures.seed(row), fixtures.paymentsOf(row.id));
      },
      submissions: (proId) => tab.pros.submissionsOf(proId),
      dispose,
    },
  };
});


describeStorageAccessContract('IndexedDbStorageGateway acting for the signed-in user', async () => {
  const { tab, dispose } = await aTab();
  return {
    gateway: tab.storage,
    harness: {
      actAs: actAs(tab),
      actAgainAs: (id) => signInAgain(tab, id),
      signOut: async () => void (await tab.auth.signOut()),
      dispose,
    },
  };
});

/** One tab's journey adapters with the submissions harness, and the tab and clock behind them. */
const localJourney = async () => {
  const { browser, tab, dispose } = await aTab();
  const subject: SubmissionsSubject = {
    journey: tab.journey,
    notifications: tab.marketplace.notifications,
    harness: {
      actAs: actAs(tab),
      actAgainAs: (id) => signInAgain(tab, id),
      signOut: async () => void (await tab.auth.signOut()),
      seedPro: (pro) => tab.pros.putProAsService(pro),
      seedVideo: async (video) => {
        const now = new Date(browser.clock.now()).toISOString();
        await tab.database.write('videos', async (tx) => {
          tx.objectStore('videos').put({
            id: video.id, owner_id: video.ownerId, bucket: 'videos', path: `${video.ownerId}/${video.id}-clip.mp4`, file_name: 'clip.mp4',
            mime_type: 'video/mp4', size_bytes: 1024, duration_s: null, width: null, height: null, thumbnail_path: null,
            status: video.status, repair_note: null, created_at: now, updated_at: now,
          });
          return ok(undefined);
        });
      },
      completePayment: payWithTestCard(tab.journey.payments),
      paymentsOf: async (id) => (await tab.submissions.paymentsAsService(id)).map((p) => ({ status: p.status, amountCents: p.amountCents })),
      tick: () => browser.clock.advanceBy(1_000),
      dispose,
    },
  };
  return { subject, tab, clock: browser.clock };
};
const localSubmissions = async (): Promise<SubmissionsSubject> => (await localJourney()).subject;
describeSubmissionsContract('IndexedDbSubmissions', localSubmissions);

describeDashboardContract('IndexedDbPlatformStats', async () => {
  const { tab, subject } = await localJourney();
  return { journey: subject.journey, stats: tab.platformStats, harness: subject.harness };
});
describeAnalysesContract('IndexedDbAnalyses', async () => {
  const { subject, tab } = await localJourney();
  return { ...subject, analyses: tab.analyses };
});
describeCardPaymentContract('IndexedDbPayments', localSubmissions);

const localReviews = async (): Promise<ReviewsSubject> => {
  const { subject, tab } = await localJourney();
  // As on the hosted backend, the submission's paid time moves back: advancing the clock by hours
  // would also expire the tab's session in one jump, a sign-out no person sees while using the app.
  const letTimePass = async (id: string, ms: number) =>
    void (await tab.database.write('submissions', async (tx) => {
      const store = tx.objectStore('submissions');
      const row = await new Promise<{ submitted_at: string | null } | undefined>((resolve) => {
        const read = store.get(id);
        read.onsuccess = () => resolve(read.result as { submitted_at: string | null } | undefined);
      });
      if (row?.submitted_at) store.put({ ...row, submitted_at: new Date(Date.parse(row.submitted_at) - ms).toISOString() });
      return ok(undefined);
    }));
  return { ...subject, analyses: tab.analyses, pros: tab.marketplace.pros, harness: { ...subject.harness, letTimePass } };
};
describeReviewsContract('IndexedDbReviews', localReviews);
describeTurnaroundGuaranteeContract('IndexedDbSubmissions', localReviews);

describeVideosContract('IndexedDB videos', async () => {
  const { tab, dispose } = await aTab();
  const count = async () => {
    const rows = await tab.database.read('videos', (tx) => new Promise<number>((resolve) => (tx.objectStore('videos').count().onsuccess = (e) => resolve((e.target as IDBRequest<number>).result))));
    const chunks = await tab.database.read('upload_chunk_bytes', (tx) => new Promise<{ bytes: ArrayBuffer }[]>((resolve) => (tx.objectStore('upload_chunk_bytes').getAll().onsuccess = (e) => resolve((e.target as IDBRequest).result))));
    return { videoRows: rows, bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes.byteLength, 0) };
  };
  return {
    videos: tab.videos,
    notifications: tab.marketplace.notifications,
    harness: {
      actAs: actAs(tab),
      actAgainAs: (id) => signInAgain(tab, id),
      signOut: async () => void (await tab.auth.signOut()),
      received: count,
      paidSubmission: async ({ videoId, athleteId, proId }) => {
        const id = globalThis.crypto.randomUUID();
        await tab.pros.putProAsService(aPro({ id: proId }));
        await tab.submissions.putAsService(aSubmission({ id, athleteId, proId, videoId, status: 'submitted' }));
        return id;
      },
      dispose,
    },
  };
});

describePlatformSettingsContract('IndexedDB settings', async () => {
  const { tab, dispose } = await aTab();
  return {
    settings: tab.journey.settings,
    submissions: tab.journey.submissions,
    videos: tab.videos,
    auth: tab.auth,
    harness: {
      actAs: actAs(tab),
      actAgainAs: (id) => signInAgain(tab, id),
      signOut: async () => void (await tab.auth.signOut()),
      seedPro: (pro) => tab.pros.putProAsService(pro),
      dispose,
    },
  };
});

describeAdminContract('IndexedDbAdmin', async () => {
  const { tab, dispose } = await aTab();
  return {
    admin: tab.admin,
    proAdmin: tab.marketplace.proAdmin,
    stories: tab.content.stories,
    people: tab.marketplace.people,
    harness: {
      actAs: actAs(tab),
      actAgainAs: (id) => signInAgain(tab, id),
      signOut: async () => void (await tab.auth.signOut()),
      seedPro: (pro) => tab.pros.putProAsService(pro),
      dispose,
    },
  };
});

describeContentContract('IndexedDB content (stories, support)', async () => {
  const { tab, dispose } = await aTab();
  return {
    content: tab.content,
    notifications: tab.marketplace.notifications,
    harness: {
      actAs: actAs(tab),
      actAgainAs: (id) => signInAgain(tab, id),
      signOut: async () => void (await tab.auth.signOut()),
      dispose,
    },
  };
});

describeReferralsContract('IndexedDbReferrals', async () => {
  const { subject, tab } = await localJourney();
  return {
    referrals: tab.referrals,
    journey: subject.journey,
    harness: {
      ...subject.harness,
      async signUpWithCode(code, firstName) {
        const email = `${globalThis.crypto.randomUUID()}@example.com`;
        const signedUp = await tab.auth.signUp({
          email,
          password: PASSWORD,
          data: { first_name: firstName, last_name: 'Referred', account_type: 'athlete', terms_accepted_at: new Date().toISOString(), ...(code ? { referral_code: code } : {}) },
          emailRedirectTo: 'http://localhost/auth/callback',
        });
        if (!signedUp.ok || !signedUp.value.confirmationUrl) throw new Error('sign-up failed');
        const session = await tab.auth.completeEmailCallback(signedUp.value.confirmationUrl);
        if (!session.ok) throw new Error('confirmation failed');
        emails.set(session.value.user.id, email);
        await tab.profiles.put({ ...newProfileFor(session.value.user, new Date().toISOString()), isAdmin: false });
        return session.value.user.id;
      },
      abandonCheckout: async (id) => void (await tab.journey.payments.pay(id, { cardNumber: TEST_CARD_DECLINED, expiry: '12/40', cvc: '123' })),
    },
  };
});

describeAccountsContract('IndexedDbAccounts and avatars', async () => {
  const { tab, dispose } = await aTab();
  return {
    accounts: tab.accounts,
    avatars: tab.avatars,
    harness: {
      actAs: actAs(tab),
      actAgainAs: (id) => signInAgain(tab, id),
      signOut: async () => void (await tab.auth.signOut()),
      seedPro: (pro) => tab.pros.putProAsService(pro),
      seedSubmission: async (row) => {
        const fixtures = new InMemorySubmissionTables();
        await tab.submissions.putAsService(fixtures.seed(row), fixtures.paymentsOf(row.id));
      },
      submissions: (proId) => tab.pros.submissionsOf(proId),
      paymentStatus: async (id) => (await tab.submissions.paymentsAsService(id))[0]?.status ?? null,
      canSignIn: async (id) => (await tab.server.userById(id)) !== null,
      dispose,
    },
  };
});

/** Every contract suite, run against the in-memory adapters (and web storage over jsdom). */
import { WebStorageKeyValueStore } from '../../src/adapters/browser/web-storage.adapter';
import { InMemoryKeyValueStore } from '../../src/adapters/memory/in-memory-key-value-store.fake';
import { createMemoryBackend } from '../../src/adapters/memory/memory-backend';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import type { User } from '../../src/domain/auth/user';
import { describeAuthPortContract } from './auth-port.contract';
import { describeFunctionsContract } from './functions.contract';
import { describeKeyValueStoreContract } from './key-value-store.contract';
import { describeProfileRepositoryContract } from './profile-repository.contract';
import { describeMarketplaceContract } from './marketplace.contract';
import { describeAdminContract } from './admin.contract';
import { describeCardPaymentContract, describeSubmissionsContract, payWithTestCard, type SubmissionsSubject } from './submissions.contract';
import { describeStorageGatewayContract } from './storage-gateway.contract';
import { describeReviewsContract, describeTurnaroundGuaranteeContract, type ReviewsSubject } from './reviews.contract';
import { describeStorageAccessContract } from './storage-access.contract';
import { describeVideosContract } from './videos.contract';
import { describeDashboardContract } from './dashboard.contract';
import { describePlatformSettingsContract } from './platform-settings.contract';
import { describeAnalysesContract } from './analyses.contract';
import { describeReferralsContract } from './referrals.contract';
import { newProfileFor } from '../../src/domain/auth/profile';
import { TEST_CARD_DECLINED } from '../../src/domain/payments/simulated-card';

const DECLINED_TEST_CARD = { cardNumber: TEST_CARD_DECLINED, expiry: '12/40', cvc: '123' };
import { describeAccountsContract } from './accounts.contract';
import { InMemoryStorageGateway } from '../../src/adapters/memory/in-memory-storage-gateway.fake';
import { aPro } from '../support/pro-mother';
import { aSubmission } from '../support/submission-mother';
import { describeContentContract } from './content.contract';

const aBackend = (clock = new VirtualClock()) => createMemoryBackend(clock);

const signUpSignedIn = (backend: ReturnType<typeof aBackend>, metadata: User['user_metadata'] = {}): User => {
  const email = `${globalThis.crypto.randomUUID()}@example.com`;
  const user = backend.auth.seedUser({ email, password: 'correct-horse-battery', metadata });
  backend.auth.startSessionFor(email);
  return user;
};

describeAuthPortContract('InMemoryAuthGateway', async () => {
  const backend = aBackend();
  return {
    gateway: backend.auth,
    harness: {
      redirectOrigin: 'http://localhost:3000',
      seedConfirmedUser: async (email, password, metadata) => backend.auth.seedUser({ email, password, metadata }),
      confirmationLinkFor: async (email) => backend.auth.confirmationLinkFor(email),
      resetLinkFor: async (email) => backend.auth.resetLinkFor(email),
    },
  };
});

describeProfileRepositoryContract('InMemoryProfileRepository', async () => {
  const backend = aBackend();
  return {
    repository: backend.profiles,
    harness: {
      signedInUserWithoutProfile: async () => signUpSignedIn(backend).id,
      grantAdminAsService: async (id) => {
        const row = backend.profiles.get(id);
        if (!row) throw new Error(`no profile ${id}`);
        backend.profiles.put({ ...row, isAdmin: true });
      },
      readAsService: async (id) => backend.profiles.get(id) ?? null,
      signOut: async () => void (await backend.auth.signOut()),
    },
  };
});

describeFunctionsContract('InMemoryFunctionsGateway', async () => {
  const backend = aBackend();
  return {
    functions: backend.functions,
    harness: {
      signedInUser: async ({ metadataIsAdmin, profileIsAdmin }) => {
        const user = signUpSignedIn(backend, { first_name: 'Fran', last_name: 'Function', account_type: 'athlete', is_admin: metadataIsAdmin });
        const now = new Date().toISOString();
        backend.profiles.put({
          id: user.id,
          firstName: 'Fran',
          lastName: 'Function',
          accountType: 'athlete',
          createdAt: now,
          updatedAt: now,
          onboardingCompleted: false,
          termsAccepted: false,
          isAdmin: profileIsAdmin,
        });
        return user.id;
      },
      metadataOf: async (id) => backend.auth.userById(id)?.user_metadata ?? {},
      signOut: async () => {
        await backend.auth.signOut();
      },
    },
  };
});

describeKeyValueStoreContract('InMemoryKeyValueStore', () => new InMemoryKeyValueStore());

describeKeyValueStoreContract('WebStorageKeyValueStore over sessionStorage', () => {
  window.sessionStorage.clear();
  return new WebStorageKeyValueStore(() => window.sessionStorage);
});

/** Signs a new user in with a profile row (is_admin set with service rights for 'admin'). */
const actAs = (backend: ReturnType<typeof aBackend>) => async (role: 'admin' | 'pro' | 'athlete') => {
  const user = signUpSignedIn(backend, { first_name: role, last_name: 'Tester', account_type: role === 'pro' ? 'pro' : 'athlete' });
  const now = new Date().toISOString();
  backend.profiles.put({
    id: user.id,
    firstName: role,
    lastName: 'Tester',
    accountType: role === 'pro' ? 'pro' : 'athlete',
    createdAt: now,
    updatedAt: now,
    onboardingCompleted: false,
    termsAccepted: false,
    isAdmin: role === 'admin',
  });
  return user.id;
};

describeMarketplaceContract('InMemoryMarketplace', async () => {
  const backend = aBackend();
  return {
    marketplace: backend.marketplace,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => backend.pros.put(pro),
      seedSubmission: async (row) => void backend.pros.submissionTables.seed(row),
      submissions: async (proId) => backend.pros.submissionTables.rowsOf(proId),
    },
  };
});

const memorySubmissions = async (): Promise<SubmissionsSubject> => {
  const clock = new VirtualClock();
  return memorySubmissionsOf(aBackend(clock), clock);
};
const memorySubmissionsOf = async (backend: ReturnType<typeof aBackend>, clock: VirtualClock): Promise<SubmissionsSubject> => {
  const tables = backend.submissions.tables;
  return {
    journey: backend.journey,
    notifications: backend.marketplace.notifications,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => backend.pros.put(pro),
      seedVideo: async (video) => void tables.videos.set(video.id, video),
      completePayment: payWithTestCard(backend.journey.payments),
      paymentsOf: async (id) => tables.paymentsOf(id).map((p) => ({ status: p.status, amountCents: p.amountCents })),
      tick: () => clock.advanceBy(1_000),
    },
  };
};
describeSubmissionsContract('InMemorySubmissions', memorySubmissions);

describeDashboardContract('InMemoryPlatformStats', async () => {
  const clock = new VirtualClock();
  const backend = aBackend(clock);
  const tables = backend.submissions.tables;
  return {
    journey: backend.journey,
    stats: backend.platformStats,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => backend.pros.put(pro),
      seedVideo: async (video) => {
        tables.videos.set(video.id, video);
        const ready = video.status === 'ready';
        const now = new Date(clock.now()).toISOString();
        backend.videoTables.rows.set(video.id, {
          id: video.id, owner_id: video.ownerId, bucket: 'videos', path: `${video.ownerId}/${video.id}-clip.mp4`, file_name: 'clip.mp4',
          mime_type: 'video/mp4', size_bytes: 1024, duration_s: ready ? 12.5 : null, width: ready ? 1280 : null, height: ready ? 720 : null,
          thumbnail_path: ready ? `${video.ownerId}/${video.id}.jpg` : null, status: video.status, repair_note: null, created_at: now, updated_at: now,
        });
      },
      completePayment: payWithTestCard(backend.journey.payments),
      paymentsOf: async (id) => tables.paymentsOf(id).map((p) => ({ status: p.status, amountCents: p.amountCents })),
      tick: () => clock.advanceBy(1_000),
    },
  };
});
describeAnalysesContract('InMemoryAnalyses', async () => {
  const clock = new VirtualClock();
  const backend = aBackend(clock);
  const journey = await memorySubmissionsOf(backend, clock);
  return { ...journey, analyses: backend.analyses };
});
describeCardPaymentContract('InMemoryPayments', memorySubmissions);

// The backend reads the virtual clock: time passes by advancing it.
const memoryReviews = async (): Promise<ReviewsSubject> => {
  const clock = new VirtualClock();
  const backend = aBackend(clock);
  const tables = backend.submissions.tables;
  return {
    journey: backend.journey,
    analyses: backend.analyses,
    pros: backend.marketplace.pros,
    notifications: backend.marketplace.notifications,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => backend.pros.put(pro),
      seedVideo: async (video) => void tables.videos.set(video.id, video),
      completePayment: payWithTestCard(backend.journey.payments),
      paymentsOf: async (id) => tables.paymentsOf(id).map((p) => ({ status: p.status, amountCents: p.amountCents })),
      tick: () => clock.advanceBy(1_000),
      letTimePass: (_id, ms) => clock.advanceBy(ms),
    },
  };
};
describeReviewsContract('InMemoryReviews', memoryReviews);
describeTurnaroundGuaranteeContract('InMemorySubmissions', memoryReviews);

describeStorageGatewayContract('InMemoryStorageGateway', async () => {
  const clock = new VirtualClock();
  return {
    gateway: new InMemoryStorageGateway(clock),
    harness: { uniqueBucketId: (label) => `${label}-${globalThis.crypto.randomUUID().slice(0, 8)}`, now: () => clock.now() },
  };
});

describeStorageAccessContract('InMemoryStorageGateway acting for the signed-in user', async () => {
  const backend = aBackend();
  return {
    gateway: backend.storage,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
    },
  };
});

describeVideosContract('In-memory videos', async () => {
  const backend = aBackend();
  return {
    videos: backend.videos,
    notifications: backend.marketplace.notifications,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      received: async () => ({ videoRows: backend.videoTables.rows.size, bytes: backend.videoTables.bytesReceived }),
      paidSubmission: async ({ videoId, athleteId, proId }) => {
        const id = globalThis.crypto.randomUUID();
        backend.pros.put(aPro({ id: proId }));
        backend.pros.submissionTables.submissions.set(id, aSubmission({ id, athleteId, proId, videoId, status: 'submitted' }));
        return id;
      },
    },
  };
});

describePlatformSettingsContract('In-memory settings', async () => {
  const backend = aBackend();
  return {
    settings: backend.journey.settings,
    submissions: backend.journey.submissions,
    videos: backend.videos,
    auth: backend.auth,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => backend.pros.put(pro),
    },
  };
});

describeAdminContract('InMemoryAdmin', async () => {
  const backend = aBackend();
  return {
    admin: backend.admin,
    proAdmin: backend.marketplace.proAdmin,
    stories: backend.content.stories,
    people: backend.marketplace.people,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => backend.pros.put(pro),
    },
  };
});

describeContentContract('In-memory content (stories, support)', async () => {
  const backend = aBackend();
  return {
    content: backend.content,
    notifications: backend.marketplace.notifications,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
    },
  };
});

describeReferralsContract('InMemoryReferrals', async () => {
  const clock = new VirtualClock();
  const backend = aBackend(clock);
  const journey = await memorySubmissionsOf(backend, clock);
  return {
    referrals: backend.referrals,
    journey: journey.journey,
    harness: {
      ...journey.harness,
      async signUpWithCode(code, firstName) {
        const signedUp = await backend.auth.signUp({
          email: `${globalThis.crypto.randomUUID()}@example.com`,
          password: 'correct-horse-battery',
          data: { first_name: firstName, last_name: 'Referred', account_type: 'athlete', terms_accepted_at: new Date().toISOString(), ...(code ? { referral_code: code } : {}) },
          emailRedirectTo: 'http://localhost/auth/callback',
        });
        if (!signedUp.ok || !signedUp.value.confirmationUrl) throw new Error('sign-up failed');
        const session = await backend.auth.completeEmailCallback(signedUp.value.confirmationUrl);
        if (!session.ok) throw new Error('confirmation failed');
        const now = new Date().toISOString();
        backend.profiles.put({ ...newProfileFor(session.value.user, now), isAdmin: false });
        return session.value.user.id;
      },
      abandonCheckout: async (id) => void (await backend.journey.payments.pay(id, DECLINED_TEST_CARD)),
    },
  };
});

describeAccountsContract('InMemoryAccounts and avatars', async () => {
  const backend = aBackend();
  return {
    accounts: backend.accounts,
    avatars: backend.avatars,
    harness: {
      actAs: actAs(backend),
      actAgainAs: async (id) => void backend.auth.startSessionFor(backend.auth.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => backend.pros.put(pro),
      seedSubmission: async (row) => void backend.pros.submissionTables.seed(row),
      submissions: async (proId) => backend.pros.submissionTables.rowsOf(proId),
      paymentStatus: async (id) => backend.pros.submissionTables.paymentsOf(id)[0]?.status ?? null,
      canSignIn: async (id) => backend.auth.userById(id) !== undefined,
    },
  };
});

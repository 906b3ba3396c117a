/**
 * Every contract suite of a port the hosted backend provides, run against the Supabase adapters.
 * supabase-js runs for real, from `fetch` upwards; msw answers as the Supabase services do
 * (tests/adapters/supabase/supabase-http-double.ts), enforcing what supabase/migrations enforces.
 */
import { afterEach, beforeEach } from 'vitest';
import type { SupabaseBackend } from '../../src/adapters/supabase/supabase-backend';
import { toProfile } from '../../src/adapters/supabase/supabase-profile-repository.adapter';
import type { User } from '../../src/domain/auth/user';
import type { SupabaseHttpDouble } from '../adapters/supabase/supabase-http-double';
import { installSupabaseDouble } from '../adapters/supabase/supabase-test-backend';
import { describeAuthPortContract } from './auth-port.contract';
import { describeFunctionsContract } from './functions.contract';
import { describeMarketplaceContract } from './marketplace.contract';
import { describeProfileRepositoryContract } from './profile-repository.contract';
import { describeStorageGatewayContract } from './storage-gateway.contract';

const supabase = installSupabaseDouble();
let double: SupabaseHttpDouble;

beforeEach(() => {
  double = supabase.freshDouble();
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
        const user = double.seedUser({ email, password, metadata: { ...metadata } });
        return { id: user.id, email: user.email, user_metadata: metadata };
      },
      confirmationLinkFor: async (email) => {
        const mail = double.lastMailTo(email);
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
        const user = double.seedUser({ email, password: PASSWORD });
        // The sign-up trigger made a profile; the contract starts from a user without one.
        double.deleteProfileAsService(user.id);
        await signIn(backend, email);
        return user.id;
      },
      grantAdminAsService: async (id) => double.setProfileAsService(id, { is_admin: true }),
      readAsService: async (id) => {
        const row = double.profile(id);
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
        const user = double.seedUser({
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
// role (a client built with the service-role key). Per-user folder rules are tested in
// tests/adapters/supabase and, on Postgres, in tests/supabase.
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

// The marketplace over supabase-js: the double holds the marketplace migration's tables, policies
// and functions (supabase-http-double-marketplace.ts), the bucket is the storage migration's.
describeMarketplaceContract('Supabase marketplace adapters', async () => {
  const backend = supabase.backend();
  double.seedBucket({ id: 'pro-documents', public: false, file_size_limit: 10 * 1024 * 1024, allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'] });
  return {
    marketplace: backend.marketplace,
    harness: {
      actAs: async (role) => {
        const email = uniqueEmail();
        const user = double.seedUser({
          email,
          password: PASSWORD,
          metadata: { first_name: role, last_name: 'Tester', account_type: role === 'pro' ? 'pro' : 'athlete' },
          isAdmin: role === 'admin',
        });
        await signIn(backend, email);
        return user.id;
      },
      actAgainAs: async (id) => signIn(backend, double.userById(id)!.email),
      signOut: async () => void (await backend.auth.signOut()),
      seedPro: async (pro) => double.marketplace.seedPro({ ...pro, sports: [...pro.sports] }),
      seedSubmission: async (row) => double.marketplace.seedSubmission(row),
      submissions: async (proId) =>
        double.marketplace.submissionsOf(proId).map((row) => ({ id: String(row.id), status: String(row.status), refund_requested: row.refund_requested === true })),
    },
  };
});

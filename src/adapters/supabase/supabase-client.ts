import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { authTokenStorageKey } from '../../domain/auth/session';
import type { MarketplaceFunctions, MarketplaceTables } from './supabase-marketplace-schema';
import type { SubmissionFunctions, SubmissionTables } from './supabase-submissions-schema';
import type { DashboardFunctions } from './supabase-dashboard-schema';
import type { AnalysisFunctions, AnalysisTables } from './supabase-analyses-schema';
import type { AdminFunctions } from './supabase-admin-schema';
import type { ContentFunctions, ContentTables } from './supabase-content-schema';
import type { ReferralFunctions } from './supabase-referrals-schema';
import type { AccountFunctions } from './supabase-accounts.adapter';

/** Where a hosted backend lives; read by the composition root from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY. */
export interface SupabaseConnection {
  readonly url: string;
  readonly anonKey: string;
  /** The session is persisted under `{productSlug}_auth_token` (§3). */
  readonly productSlug: string;
}

/** What only tests swap: the network and the place the session is kept. Production passes neither. */
export interface SupabaseClientOverrides {
  readonly fetch?: typeof fetch;
  readonly storage?: SupportedStorage;
}

type ProfileRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  account_type: string;
  created_at: string;
  updated_at: string;
  onboarding_completed: boolean;
  terms_accepted: boolean;
  is_admin: boolean;
};

type ProfileInsert = Omit<ProfileRow, 'is_admin'>;
type ProfileUpdate = Partial<Omit<ProfileRow, 'id' | 'is_admin' | 'created_at'>>;

/** The tables the client reaches, as supabase/migrations defines them. */
export type Database = {
  public: {
    Tables: {
      profiles: { Row: ProfileRow; Insert: ProfileInsert; Update: ProfileUpdate; Relationships: [] };
    } & MarketplaceTables &
      SubmissionTables &
      AnalysisTables &
      ContentTables;
    Views: Record<never, never>;
    Functions: MarketplaceFunctions & SubmissionFunctions & DashboardFunctions & AnalysisFunctions & AdminFunctions & ContentFunctions & ReferralFunctions & AccountFunctions;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};

export type ClipCoachSupabaseClient = SupabaseClient<Database>;

/**
 * One client per app. supabase-js's own default key is `sb-<ref>-auth-token`, so the product's key
 * is passed; PKCE because the confirmation link comes back to /auth/callback with a code, which
 * the callback page exchanges itself (hence no detection of the session in the URL).
 */
export function createSupabaseClient(connection: SupabaseConnection, overrides: SupabaseClientOverrides = {}): ClipCoachSupabaseClient {
  return createClient<Database>(connection.url, connection.anonKey, {
    auth: {
      storageKey: authTokenStorageKey(connection.productSlug),
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      ...(overrides.storage ? { storage: overrides.storage } : {}),
    },
    ...(overrides.fetch ? { global: { fetch: overrides.fetch } } : {}),
  });
}

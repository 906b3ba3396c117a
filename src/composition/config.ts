export type BackendName = 'memory' | 'local' | 'supabase';

export interface AppConfig {
  readonly backend: BackendName;
  readonly productSlug: string;
  readonly supabase?: { readonly url: string; readonly anonKey: string };
}

type Env = Record<string, string | boolean | undefined>;

/**
 * The only reader of configuration. The hosted backend is chosen when its two variables are
 * set; otherwise `VITE_BACKEND`, defaulting to the embedded backend.
 */
export function readConfig(env: Env = import.meta.env): AppConfig {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const productSlug = text('VITE_PRODUCT_SLUG') ?? DEFAULT_PRODUCT_SLUG;
  const url = text('VITE_SUPABASE_URL');
  const anonKey = text('VITE_SUPABASE_ANON_KEY');
  if (url && anonKey) return { backend: 'supabase', productSlug, supabase: { url, anonKey } };
  const requested = text('VITE_BACKEND');
  const backend: BackendName = requested === 'memory' || requested === 'local' ? requested : DEFAULT_BACKEND;
  return { backend, productSlug };
}

/** The embedded and memory backends simulate the services (demo data, simulated payments); the hosted one is the real thing. */
export const isSimulated = (backend: BackendName): boolean => backend !== 'supabase';

/**
 * With no hosted-backend configuration the app runs on the embedded backend: IndexedDB in the
 * browser, so a fresh clone works with one command and data survives a reload. It passes every
 * contract suite (tests/contract/local.contract.test.ts).
 */
export const DEFAULT_BACKEND: BackendName = 'local';

/** The product slug when VITE_PRODUCT_SLUG is not set; the session is kept under `clipcoach_auth_token` (§3). */
export const DEFAULT_PRODUCT_SLUG = 'clipcoach';

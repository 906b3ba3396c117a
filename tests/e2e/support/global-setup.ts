import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { buildForProduction } from '../../support/production-build';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production build is served, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The simulated backend the build runs on: `E2E_BACKEND`, or '' for the default. */
    backend: string;
  }
}

/** Variables that would pick another backend; the browser suite runs the default (embedded) one. */
const BACKEND_VARIABLES = ['VITE_BACKEND', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const;

/** The served build and how many projects use it. */
interface Served {
  readonly baseUrl: string;
  readonly close: () => Promise<void>;
  users: number;
}

/**
 * Both browser projects (`e2e`, files alone, and `e2e-pairs`) run this setup, one after the other in
 * Vitest's main process: the first builds and serves, the second finds that server here.
 */
const SERVED = Symbol.for('clipcoach.e2e.served');
const shared = globalThis as { [SERVED]?: Promise<Served> };

/**
 * Builds the app once for production with its default backend (or `E2E_BACKEND`), serves `dist/` on a free port
 * (with the SPA fallback, so a deep link such as /pros/:proId serves index.html; /admin/users has a file of its own), and hands the
 * address to the browser tests. The server closes when the last project using it ends.
 */
export default async function setup(project: TestProject) {
  shared[SERVED] ??= buildAndServe();
  const served = await shared[SERVED];
  served.users += 1;
  project.provide('baseUrl', served.baseUrl);
  project.provide('backend', process.env.E2E_BACKEND ?? '');
  return async () => {
    served.users -= 1;
    if (served.users > 0) return;
    delete shared[SERVED];
    await served.close();
  };
}

async function buildAndServe(): Promise<Served> {
  const saved = BACKEND_VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const name of BACKEND_VARIABLES) delete process.env[name];
  // `E2E_BACKEND=memory npm run test:e2e` walks the suite on another simulated backend.
  if (process.env.E2E_BACKEND) process.env.VITE_BACKEND = process.env.E2E_BACKEND;
  let server: PreviewServer;
  try {
    await buildForProduction('dist', { logLevel: 'warn' });
    server = await preview({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      appType: 'spa',
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const address = server.httpServer.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${address.port}`, close: () => server.close(), users: 0 };
}

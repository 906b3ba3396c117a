import { build, type InlineConfig } from 'vite';

/**
 * Builds the app as it ships: `vite build` for production, into `outDir`. Vitest runs with
 * NODE_ENV=test, and Vite builds for whatever NODE_ENV says, whatever the mode: inherited, the
 * browser suite and the build tests got React's development build (the entry 521 KB instead of
 * 293 KB, with development-only checks). NODE_ENV is production for the build and restored after.
 */
export async function buildForProduction(outDir: string, options: Pick<InlineConfig, 'logLevel'> = {}): Promise<void> {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: options.logLevel ?? 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForProduction } from '../support/production-build';

/**
 * Issue 9: the production build publishes no source maps next to the app (they would hand anyone
 * the original source). Builds the app exactly as `npm run build` does, into a temporary folder,
 * and reads what would ship.
 */

let outDir: string;
let files: string[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'clipcoach-build-'));
  await buildForProduction(outDir);
  files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('ships the app (the check reads a real build)', () => {
    expect(files).toContain('index.html');
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(1);
  });

  it('ships no .map file and no sourceMappingURL comment pointing at one', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing = files.filter((file) => /\.(js|css|html)$/.test(file) && /[#@] sourceMappingURL=/.test(readFileSync(join(outDir, file), 'utf8')));
    expect(pointing).toEqual([]);
  });

  // Vitest runs under NODE_ENV=test, and Vite builds for whatever NODE_ENV says: the browser suite
  // once tested React's development build, with its development-only checks (the entry 521 KB).
  it('is React’s production build, though the tests run under NODE_ENV=test', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const development = files.filter((file) => file.endsWith('.js') && readFileSync(join(outDir, file), 'utf8').includes('is not configured to support act(...)'));
    expect(development).toEqual([]);
  });
});

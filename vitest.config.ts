import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { OWN_MODULE_REGISTRY } from './tests/support/module-registry.ts';

/** Rules and use cases need no DOM: without jsdom and its setup, each of their files starts in a fraction of the time. */
const WITHOUT_DOM = ['tests/domain/**/*.test.{ts,tsx}', 'tests/application/**/*.test.{ts,tsx}'];

const WITH_DOM = {
  environment: 'jsdom',
  setupFiles: 'tests/support/setup.ts',
  // Component tests type like a person; on a shared 2-core machine that can take seconds.
  testTimeout: 20_000,
} as const;

/**
 * Browser files that keep the machine to themselves: two run their own pages side by side to use
 * both cores; the others slow the CPU 4×, three to measure what a slow phone sees (layout shift,
 * what a load asks for), where another file's work on the same cores would change what is measured,
 * and one to catch an upload midway. The rest of the browser suite runs two files at once.
 */
const E2E_ALONE = [
  'tests/e2e/accessibility.e2e.ts',
  'tests/e2e/frame-stepping.e2e.ts',
  'tests/e2e/admin.e2e.ts',
  'tests/e2e/first-screen.e2e.ts',
  'tests/e2e/narrow-screen.e2e.ts',
  'tests/e2e/upload-resume.e2e.ts',
];

/**
 * The browser suite, in Node: both of its projects serve one production build (the global setup
 * builds it once) and share a worker's modules between files (playwright-core and axe-core load
 * once per worker; each file launches its own Chromium).
 */
const BROWSER_SUITE = {
  environment: 'node',
  globalSetup: 'tests/e2e/support/global-setup.ts',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  isolate: false,
} as const;

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // tus-js-client's Node build rejects a browser File; the app ships its browser build, so tests
  // (jsdom or Node) run that one too (../shared/notes/libraries.md "Resumable upload").
  resolve: { alias: [{ find: /^tus-js-client$/, replacement: fileURLToPath(new URL('./node_modules/tus-js-client/lib.esm/browser/index.js', import.meta.url)) }] },
  test: {
    // Vitest's default leaves a core to its main process, which waits on the workers nearly all the
    // time: on a 2-core machine that is one worker, and the unit files took twice as long (CI time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files in one worker share its module registry and its jsdom window: a new window and React,
    // the kit and the app imported anew for every file were half the unit phase (CI time). Every
    // test builds its own world, the setup file cleans the DOM and storage after each, and the few
    // files that cannot share keep a registry of their own (tests/support/module-registry.ts).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: WITHOUT_DOM,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', ...WITHOUT_DOM, ...OWN_MODULE_REGISTRY],
          ...WITH_DOM,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-own-modules',
          include: OWN_MODULE_REGISTRY,
          ...WITH_DOM,
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: E2E_ALONE,
          ...BROWSER_SUITE,
          fileParallelism: false,
          // frame-stepping.e2e.ts steps its clips in pages side by side: 3 at once share the two
          // cores without starving each page's frame decoder (5 did on a loaded machine).
          maxConcurrency: 3,
          // After the other projects, not beside them: Chromium gets the machine's two cores to itself.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-pairs',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: E2E_ALONE,
          ...BROWSER_SUITE,
          // One file at a time left the cores idle about a third of the time (a page waiting on its
          // backend, a Chromium starting): with these two at once the browser suite took 440 s, not 540.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});

/**
 * The unit files share one module registry and one jsdom window per worker (`isolate: false` in
 * vitest.config.ts): React, the kit and the app are imported once per worker instead of once per
 * file. Files that cannot share run with a registry of their own (project `unit-own-modules`):
 * - a file that replaces a module (`vi.mock`, `vi.doMock`) or empties the registry
 *   (`vi.resetModules`) would see modules another file already loaded, or pull them from under it;
 *   tests/architecture/module-registry.test.ts fails when such a file is missing here;
 * - a file that needs a module's first load, such as a lazily loaded page before its code arrives.
 */
export const OWN_MODULE_REGISTRY = [
  'tests/ui/error-screen.test.tsx',
  'tests/ui/kit/format.test.ts',
  // Shows the spinner that only the first load of /terms's code shows.
  'tests/ui/loading-screen.test.tsx',
];

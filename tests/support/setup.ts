import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

declare global {
  // React's flag for a test environment that wraps updates in act() (React's testing docs).
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// Testing Library sets this flag in a beforeAll it registers when first imported, and puts the old
// value back after that file. With isolate: false the files of a worker share one import, so every
// file after the first ran with the flag unset: React then said nothing of updates outside act(),
// and an update landing while an awaited act() drained its queue printed "The current testing
// environment is not configured to support act(...)". The flag is on for each test, and off
// between tests: a lazy page's code that arrives after its test has ended concerns no test.
beforeEach(() => {
  if (typeof window !== 'undefined') globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  // Files marked `@vitest-environment node` (the Postgres policy tests) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
});

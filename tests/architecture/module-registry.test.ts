import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_MODULE_REGISTRY } from '../support/module-registry';

const ROOT = resolve(import.meta.dirname, '../..');
const UNIT_FILE = /\.test\.tsx?$/;
/** Calls that replace or empty the module registry; in a shared registry they reach other files. */
const REGISTRY_CALL = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/** The unit test files under tests/, as paths from the root (the browser suite's files are `.e2e.ts`). */
const testFiles = (): string[] =>
  readdirSync(join(ROOT, 'tests'), { recursive: true, encoding: 'utf8' })
    .filter((path) => UNIT_FILE.test(path))
    .map((path) => join('tests', path));

describe('the shared module registry of the unit files', () => {
  it('every file that mocks or resets modules runs with a registry of its own', () => {
    const replacing = testFiles().filter((file) => REGISTRY_CALL.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(replacing.filter((file) => !OWN_MODULE_REGISTRY.includes(file))).toEqual([]);
  });

  it('every file given a registry of its own exists', () => {
    expect(OWN_MODULE_REGISTRY.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });
});

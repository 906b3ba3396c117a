import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The hexagon's import rule, checked on every file under src/ so a violation fails the unit
 * run even when nobody runs the linter (ESLint enforces the same rule in the editor):
 * - domain imports nothing outside src/domain and no package at all;
 * - application imports only domain, application and rxjs;
 * - ui imports no adapters, no composition, no @supabase/*, no inversify;
 * - adapters import no ui and no composition.
 * composition and main.tsx may import anything: they are where the pieces meet.
 */

const SRC = resolve(import.meta.dirname, '../../src');

type Layer = 'domain' | 'application' | 'adapters' | 'ui' | 'composition' | 'root';

const layerOf = (absolutePath: string): Layer => {
  const [first] = relative(SRC, absolutePath).split(sep);
  return first === 'domain' || first === 'application' || first === 'adapters' || first === 'ui' || first === 'composition' ? first : 'root';
};

/** Every module specifier in a source file: static imports and re-exports (type-only too), dynamic imports. */
export function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

const packageName = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

/** Why `specifier`, imported from the file at `fromPath`, breaks the rule; null when it is allowed. */
export function violation(fromPath: string, specifier: string): string | null {
  const from = layerOf(fromPath);
  const relativeImport = specifier.startsWith('.');
  const target: Layer | 'package' = relativeImport ? layerOf(resolve(dirname(fromPath), specifier)) : 'package';
  const pkg = relativeImport ? null : packageName(specifier);

  switch (from) {
    case 'domain':
      if (target === 'package') return `domain imports no package (${specifier})`;
      return target === 'domain' ? null : `domain imports nothing outside domain (${specifier})`;
    case 'application':
      if (target === 'package') return pkg === 'rxjs' ? null : `application imports only domain and rxjs (${specifier})`;
      return target === 'domain' || target === 'application' ? null : `application imports only domain and rxjs (${specifier})`;
    case 'ui':
      if (target === 'adapters' || target === 'composition') return `ui never imports ${target} (${specifier})`;
      if (pkg === '@supabase/supabase-js' || pkg?.startsWith('@supabase/') || pkg === 'inversify') return `ui never imports ${pkg}`;
      return null;
    case 'adapters':
      return target === 'ui' || target === 'composition' ? `adapters never import ${target} (${specifier})` : null;
    default:
      return null;
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|js|jsx|mts)$/.test(name))
    .map((name) => join(dir, name));
}

describe('the hexagon’s import rule', () => {
  it('holds for every file under src/', () => {
    const files = sourceFiles(SRC);
    const problems = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((specifier) => violation(file, specifier))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${relative(SRC, file)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('reads every layer and sees the imports (the scan is not empty)', () => {
    const files = sourceFiles(SRC);
    const layers = new Set(files.map(layerOf));
    for (const layer of ['domain', 'application', 'adapters', 'ui', 'composition'] as const) expect(layers).toContain(layer);
    const store = readFileSync(join(SRC, 'application/auth/auth-state.store.ts'), 'utf8');
    expect(importsOf(store)).toEqual(expect.arrayContaining(['rxjs', '../../domain/constants', '../ports/clock.port']));
  });

  it('finds static, type-only, re-export, side-effect and dynamic imports, but not commented ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      'import {\n  c,\n  d,\n} from "./cd";',
      "export { e } from './e';",
      "export * from './f';",
      "import './side-effect';",
      "const g = await import('./g');",
      "// import { no } from './commented';",
      "/* import { no } from './blocked'; */",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['../b', './a', './cd', './e', './f', './g', './side-effect'].sort());
  });

  it('flags each kind of violation', () => {
    const at = (path: string) => join(SRC, path);
    expect(violation(at('domain/auth/x.ts'), 'rxjs')).toMatch(/domain imports no package/);
    expect(violation(at('domain/auth/x.ts'), 'react')).toMatch(/domain imports no package/);
    expect(violation(at('domain/auth/x.ts'), '../../application/ports/tokens')).toMatch(/outside domain/);
    expect(violation(at('domain/auth/x.ts'), '../navigation/redirect-path')).toBeNull();

    expect(violation(at('application/auth/x.ts'), 'rxjs')).toBeNull();
    expect(violation(at('application/auth/x.ts'), 'rxjs/operators')).toBeNull();
    expect(violation(at('application/auth/x.ts'), '../../domain/constants')).toBeNull();
    expect(violation(at('application/auth/x.ts'), 'inversify')).toMatch(/only domain and rxjs/);
    expect(violation(at('application/auth/x.ts'), 'react')).toMatch(/only domain and rxjs/);
    expect(violation(at('application/auth/x.ts'), '../../adapters/memory/virtual-clock')).toMatch(/only domain and rxjs/);
    expect(violation(at('application/auth/x.ts'), '../../ui/app/app')).toMatch(/only domain and rxjs/);

    expect(violation(at('ui/auth/x.tsx'), '../../adapters/memory/memory-backend')).toMatch(/ui never imports adapters/);
    expect(violation(at('ui/auth/x.tsx'), '../../composition/create-container')).toMatch(/ui never imports composition/);
    expect(violation(at('ui/auth/x.tsx'), '@supabase/supabase-js')).toMatch(/@supabase/);
    expect(violation(at('ui/auth/x.tsx'), 'inversify')).toMatch(/inversify/);
    expect(violation(at('ui/auth/x.tsx'), 'react')).toBeNull();
    expect(violation(at('ui/auth/x.tsx'), '../../application/ports/tokens')).toBeNull();

    expect(violation(at('adapters/memory/x.ts'), '../../ui/kit/spinner')).toMatch(/adapters never import ui/);
    expect(violation(at('adapters/memory/x.ts'), '../../composition/config')).toMatch(/adapters never import composition/);
    expect(violation(at('adapters/supabase/x.ts'), '@supabase/supabase-js')).toBeNull();

    expect(violation(at('composition/x.ts'), '../adapters/memory/memory-backend')).toBeNull();
    expect(violation(at('main.tsx'), './composition/bootstrap')).toBeNull();
  });
});

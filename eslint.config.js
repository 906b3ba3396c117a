import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The hexagon's dependency rule: domain <- application <- adapters, ui; composition wires them. */
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const FRAMEWORKS = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'rxjs', 'rxjs/*', 'inversify', '@supabase/*', '@emotion/*', '@tanstack/*'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'supabase/functions'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer(['src/domain/**'], [
    { group: ['**/application/**', '**/adapters/**', '**/ui/**', '**/composition/**'], message: 'src/domain imports nothing else of ours.' },
    { group: FRAMEWORKS, message: 'src/domain imports no framework.' },
  ]),
  layer(['src/application/**'], [
    { group: ['**/adapters/**', '**/ui/**', '**/composition/**'], message: 'src/application imports only the domain and rxjs.' },
    { group: FRAMEWORKS.filter((name) => !name.startsWith('rxjs')), message: 'src/application imports only the domain and rxjs.' },
  ]),
  layer(['src/adapters/**'], [
    { group: ['**/ui/**', '**/composition/**'], message: 'Adapters implement ports; they do not know the UI or the composition root.' },
  ]),
  layer(['src/ui/**'], [
    { group: ['**/adapters/**', '**/composition/**', '@supabase/*', 'inversify'], message: 'src/ui reaches backends only through application ports.' },
  ]),
);

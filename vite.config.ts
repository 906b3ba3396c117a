import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    target: 'es2022',
    // No source maps next to the published app: they would hand anyone the original source.
    // tests/build/no-source-maps.test.ts builds and checks the output.
    sourcemap: false,
    // One manifest lists which chunks each route loads, for the size benchmark.
    manifest: true,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKEND, readConfig } from '../../src/composition/config';

const HOSTED = { VITE_SUPABASE_URL: 'https://project.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key' };

describe('readConfig', () => {
  it('picks the hosted backend when both of its variables are set, whatever VITE_BACKEND says', () => {
    expect(readConfig({ ...HOSTED, VITE_BACKEND: 'memory' })).toEqual({
      backend: 'supabase',
      productSlug: 'clipcoach',
      supabase: { url: 'https://project.supabase.co', anonKey: 'anon-key' },
    });
  });

  it('trims the hosted variables', () => {
    const config = readConfig({ VITE_SUPABASE_URL: '  https://project.supabase.co ', VITE_SUPABASE_ANON_KEY: ' anon-key\n' });
    expect(config.supabase).toEqual({ url: 'https://project.supabase.co', anonKey: 'anon-key' });
  });

  it('ignores the hosted backend when only one of its variables is set, or one is blank', () => {
    expect(readConfig({ VITE_SUPABASE_URL: HOSTED.VITE_SUPABASE_URL }).backend).toBe(DEFAULT_BACKEND);
    expect(readConfig({ VITE_SUPABASE_ANON_KEY: HOSTED.VITE_SUPABASE_ANON_KEY }).backend).toBe(DEFAULT_BACKEND);
    expect(readConfig({ ...HOSTED, VITE_SUPABASE_ANON_KEY: '   ' }).backend).toBe(DEFAULT_BACKEND);
    expect(readConfig({ ...HOSTED, VITE_SUPABASE_URL: '' }).supabase).toBeUndefined();
  });

  it('honours VITE_BACKEND=memory and VITE_BACKEND=local', () => {
    expect(readConfig({ VITE_BACKEND: 'memory' })).toEqual({ backend: 'memory', productSlug: 'clipcoach' });
    expect(readConfig({ VITE_BACKEND: 'local' })).toEqual({ backend: 'local', productSlug: 'clipcoach' });
  });

  it('defaults to a simulated backend with no configuration, and for an unknown VITE_BACKEND', () => {
    expect(['memory', 'local']).toContain(DEFAULT_BACKEND);
    expect(readConfig({}).backend).toBe(DEFAULT_BACKEND);
    expect(readConfig({ VITE_BACKEND: 'supabase' }).backend).toBe(DEFAULT_BACKEND);
    expect(readConfig({ VITE_BACKEND: 'oracle' }).backend).toBe(DEFAULT_BACKEND);
    expect(readConfig({ VITE_BACKEND: true }).backend).toBe(DEFAULT_BACKEND);
  });

  it('R3.6 takes the product slug from VITE_PRODUCT_SLUG, else clipcoach', () => {
    expect(readConfig({}).productSlug).toBe('clipcoach');
    expect(readConfig({ VITE_PRODUCT_SLUG: ' acme ' }).productSlug).toBe('acme');
    expect(readConfig({ ...HOSTED, VITE_PRODUCT_SLUG: 'acme' }).productSlug).toBe('acme');
  });
});

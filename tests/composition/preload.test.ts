import { describe, expect, it } from 'vitest';
import type { AppConfig, BackendName } from '../../src/composition/config';
import { preloadSignedInVisit } from '../../src/composition/preload';

function visit(stored: Record<string, string>) {
  const asked: BackendName[] = [];
  const tasks: (() => void)[] = [];
  const win = { localStorage: { getItem: (key: string) => stored[key] ?? null }, setTimeout: (task: () => void) => tasks.push(task) };
  const modules = {
    memory: async () => void asked.push('memory'),
    local: async () => void asked.push('local'),
    supabase: async () => void asked.push('supabase'),
  };
  return { asked, tasks, preload: (config: AppConfig) => preloadSignedInVisit(win, config, modules) };
}

describe('preloadSignedInVisit (the entry’s head start on a signed-in visit)', () => {
  it('issue 13: a visitor with no session downloads no backend and builds nothing early', () => {
    const { asked, tasks, preload } = visit({ other_auth_token: '{}' });
    preload({ backend: 'local', productSlug: 'clipcoach' });
    expect(asked).toEqual([]);
    expect(tasks).toEqual([]);
  });

  it('issue 13: with a session stored under the product’s key, asks for the configured backend’s chunk at once and builds the formatters in later tasks', () => {
    const embedded = visit({ clipcoach_auth_token: '{}' });
    embedded.preload({ backend: 'local', productSlug: 'clipcoach' });
    expect(embedded.asked).toEqual(['local']);
    expect(embedded.tasks).toHaveLength(1);

    const hosted = visit({ coachly_auth_token: '{}' });
    hosted.preload({ backend: 'supabase', productSlug: 'coachly', supabase: { url: 'https://example.supabase.co', anonKey: 'key' } });
    expect(hosted.asked).toEqual(['supabase']);
  });
});

import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalBackend } from '../../src/adapters/local/local-backend';
import { RecordingLogger } from '../../src/adapters/memory/recording-logger.fake';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import { loadBackendWithFallback } from '../../src/composition/load-backend';

const opened: LocalBackend[] = [];
afterEach(() => {
  opened.splice(0).forEach((backend) => backend.dispose());
  vi.unstubAllGlobals();
});

describe('loadBackendWithFallback', () => {
  it('R3.6 loads the embedded backend on IndexedDB with the demo accounts and active fault injection', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    const loaded = await loadBackendWithFallback({ backend: 'local', productSlug: 'clipcoach' }, new VirtualClock(), new RecordingLogger());
    opened.push(loaded.adapters as unknown as LocalBackend);

    expect(loaded.name).toBe('local');
    expect(loaded.notice).toBeUndefined();
    expect(loaded.adapters.storage).toBeDefined();
    expect(loaded.adapters.faults?.active).toBe(true);
    const signedIn = await loaded.adapters.auth.signInWithPassword({ email: 'admin@clipcoach.demo', password: 'clipcoach-demo' });
    expect(signedIn.ok).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('clipcoach_auth_token')!).user.email).toBe('admin@clipcoach.demo');
  });

  it('R3.6 without IndexedDB falls back to the in-memory backend and says so: nothing survives a reload', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const logger = new RecordingLogger();
    const loaded = await loadBackendWithFallback({ backend: 'local', productSlug: 'clipcoach' }, new VirtualClock(), logger);

    expect(loaded.name).toBe('memory');
    expect(loaded.notice).toMatch(/^ClipCoach can't store data in this browser.*your changes will be lost when you close or reload this tab\.$/);
    expect(logger.entries[0]?.level).toBe('error');
    expect((await loaded.adapters.auth.signInWithPassword({ email: 'athlete@clipcoach.demo', password: 'clipcoach-demo' })).ok).toBe(true);
  });

  it('R3.6 the in-memory backend asked for by name has storage and no fault injection', async () => {
    const loaded = await loadBackendWithFallback({ backend: 'memory', productSlug: 'clipcoach' }, new VirtualClock(), new RecordingLogger());
    expect(loaded).toMatchObject({ name: 'memory' });
    expect(loaded.notice).toBeUndefined();
    expect(loaded.adapters.storage).toBeDefined();
    expect(loaded.adapters.faults).toBeUndefined();
  });
});

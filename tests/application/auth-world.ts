import { createMemoryBackend, type MemoryBackend } from '../../src/adapters/memory/memory-backend';
import { InMemoryKeyValueStore } from '../../src/adapters/memory/in-memory-key-value-store.fake';
import { RecordingLogger } from '../../src/adapters/memory/recording-logger.fake';
import { RecordingNotifier } from '../../src/adapters/memory/recording-notifier.fake';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import { AuthStore } from '../../src/application/auth/auth-state.store';
import type { Profile } from '../../src/domain/auth/profile';
import type { UserMetadata } from '../../src/domain/auth/user';

/** The pieces an application test needs, each a fresh memory fake on one virtual clock. */
export function anAuthWorld(options: { autoConfirm?: boolean } = {}) {
  const clock = new VirtualClock();
  const backend: MemoryBackend = createMemoryBackend(clock, options);
  const logger = new RecordingLogger();
  const notifier = new RecordingNotifier();
  const sessionStore = new InMemoryKeyValueStore();
  const store = new AuthStore(backend.auth, backend.profiles, clock, logger);
  return { clock, backend, logger, notifier, sessionStore, store };
}

export type AuthWorld = ReturnType<typeof anAuthWorld>;

export const PASSWORD = 'correct-horse-battery';

/** Object mother: a confirmed account, with or without its profile row. */
export function seedUser(
  world: AuthWorld,
  options: { email?: string; metadata?: UserMetadata; profile?: Partial<Profile> | false } = {},
) {
  const email = options.email ?? 'sam@example.com';
  const metadata = options.metadata ?? { first_name: 'Sam', last_name: 'Sprinter', account_type: 'athlete' as const };
  const user = world.backend.auth.seedUser({ email, password: PASSWORD, metadata });
  if (options.profile !== false) {
    const now = new Date(world.clock.now()).toISOString();
    world.backend.profiles.put({
      id: user.id,
      firstName: metadata.first_name ?? '',
      lastName: metadata.last_name ?? '',
      accountType: metadata.account_type ?? 'athlete',
      createdAt: now,
      updatedAt: now,
      onboardingCompleted: false,
      termsAccepted: false,
      isAdmin: false,
      ...options.profile,
    });
  }
  return { user, email, password: PASSWORD };
}

import type { Clock } from '../../application/ports/clock.port';
import type { ProfileRepository } from '../../application/ports/profile-repository.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { AdminAndType, NewProfile, Profile, ProfilePatch } from '../../domain/auth/profile';
import { err, ok, type Result } from '../../domain/result';
import { SIMULATED_FAULT_MESSAGE, type LocalFaultInjector } from './fault-injector';
import { request, toLocalStorageError, type LocalDatabase } from './local-database';

/**
 * The profiles table on IndexedDB. Enforces what the hosted table enforces: one row per id,
 * and is_admin never taken from a client (created false, never patched).
 */
export class IndexedDbProfileRepository implements ProfileRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly faults: LocalFaultInjector,
  ) {}

  findById(id: string): Promise<Result<Profile | null, DataError>> {
    return this.call(async () => ok((await this.row(id)) ?? null));
  }

  create(profile: NewProfile): Promise<Result<Profile, DataError>> {
    return this.call(() =>
      this.db.write('profiles', async (tx) => {
        const store = tx.objectStore('profiles');
        if (await request(store.getKey(profile.id))) return err(dataErrors.conflict('This profile already exists.'));
        const { id, first_name, last_name, account_type, created_at, updated_at, onboarding_completed, terms_accepted } = profile;
        const row: Profile = { id, first_name, last_name, account_type, created_at, updated_at, onboarding_completed, terms_accepted, is_admin: false };
        store.add(row);
        return ok(row);
      }),
    );
  }

  update(id: string, patch: ProfilePatch): Promise<Result<Profile, DataError>> {
    return this.call(() =>
      this.db.write('profiles', async (tx) => {
        const store = tx.objectStore('profiles');
        const row = (await request(store.get(id))) as Profile | undefined;
        if (!row) return err(dataErrors.notFound('There is no profile to update.'));
        const { first_name, last_name, account_type, onboarding_completed, terms_accepted } = patch;
        const allowed = Object.fromEntries(
          Object.entries({ first_name, last_name, account_type, onboarding_completed, terms_accepted }).filter(([, value]) => value !== undefined),
        );
        const updated: Profile = { ...row, ...allowed, updated_at: new Date(this.clock.now()).toISOString() };
        store.put(updated);
        return ok(updated);
      }),
    );
  }

  readAdminFlag(id: string): Promise<Result<boolean, DataError>> {
    return this.call(async () => {
      const row = await this.row(id);
      return row ? ok(row.is_admin) : err(dataErrors.notFound('There is no profile for this user.'));
    });
  }

  readAdminAndType(id: string): Promise<Result<AdminAndType | null, DataError>> {
    return this.call(async () => {
      const row = await this.row(id);
      return ok(row ? { is_admin: row.is_admin, account_type: row.account_type } : null);
    });
  }

  /** A row written with service rights (demo data, admin grants): is_admin included. */
  async put(profile: Profile): Promise<void> {
    await this.db.write('profiles', async (tx) => {
      tx.objectStore('profiles').put(profile);
      return ok(undefined);
    });
  }

  /** A read with service rights and no injected faults (server functions). */
  getAsService(id: string): Promise<Profile | undefined> {
    return this.row(id);
  }

  private row(id: string): Promise<Profile | undefined> {
    return this.db.read('profiles', (tx) => request(tx.objectStore('profiles').get(id) as IDBRequest<Profile | undefined>));
  }

  private async call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    try {
      if (await this.faults.shouldFail('profiles')) return err(dataErrors.unavailable(SIMULATED_FAULT_MESSAGE));
      return await work();
    } catch (error) {
      const failure = toLocalStorageError(error);
      return err(failure.reason === 'quota' ? dataErrors.quota() : dataErrors.failed(failure.message));
    }
  }
}

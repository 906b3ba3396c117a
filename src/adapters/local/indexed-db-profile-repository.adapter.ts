import type { Clock } from '../../application/ports/clock.port';
import type { ProfileRepository } from '../../application/ports/profile-repository.port';
import type { DataError } from '../../domain/shared/data-error';
import type { AdminAndType, NewProfile, Profile, ProfilePatch } from '../../domain/auth/profile';
import { createOwnProfile, patchOwnProfile, profileRefusals, profileVisibleTo } from '../../domain/auth/profile-access';
import { err, ok, type Result } from '../../domain/result';
import type { LocalCaller } from './local-caller';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import { profileRow, toProfile } from '../shared/table-rows';
import { request, rowOrNull, type LocalDatabase } from './local-database';

/**
 * The profiles table on IndexedDB: identifies the caller from their access token, loads the row,
 * lets src/domain/auth/profile-access.ts decide (own row only, is_admin never from a client), stores.
 */
export class IndexedDbProfileRepository implements ProfileRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
  ) {}

  findById(id: string): Promise<Result<Profile | null, DataError>> {
    return this.call(async () => ok(await this.visibleRow(id)));
  }

  create(profile: NewProfile): Promise<Result<Profile, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write('profiles', async (tx) => {
        const store = tx.objectStore('profiles');
        const created = createOwnProfile(profile, rowOrNull(toProfile, await request(store.get(profile.id))), actor);
        if (created.ok) store.add(profileRow(created.value));
        return created;
      });
    });
  }

  update(id: string, patch: ProfilePatch): Promise<Result<Profile, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write('profiles', async (tx) => {
        const store = tx.objectStore('profiles');
        const current = rowOrNull(toProfile, await request(store.get(id)));
        const updated = patchOwnProfile(current, id, patch, actor, new Date(this.clock.now()).toISOString());
        if (updated.ok) store.put(profileRow(updated.value));
        return updated;
      });
    });
  }

  readAdminFlag(id: string): Promise<Result<boolean, DataError>> {
    return this.call(async () => {
      const row = await this.visibleRow(id);
      return row ? ok(row.isAdmin) : err(profileRefusals.none());
    });
  }

  readAdminAndType(id: string): Promise<Result<AdminAndType | null, DataError>> {
    return this.call(async () => {
      const row = await this.visibleRow(id);
      return ok(row ? { isAdmin: row.isAdmin, accountType: row.accountType } : null);
    });
  }

  /** A row written with service rights (demo data, admin grants): is_admin included. */
  async put(profile: Profile): Promise<void> {
    await this.db.write('profiles', async (tx) => {
      tx.objectStore('profiles').put(profileRow(profile));
      return ok(undefined);
    });
  }

  /** A read with service rights and no injected faults (server functions). */
  async getAsService(id: string): Promise<Profile | undefined> {
    return (await this.row(id)) ?? undefined;
  }

  /** The row as the caller may see it; the row and the caller are read at once (the admin check waits on this read). */
  private async visibleRow(id: string): Promise<Profile | null> {
    const [row, actor] = await Promise.all([this.row(id), this.caller.actor()]);
    return profileVisibleTo(row, actor);
  }

  private async row(id: string): Promise<Profile | null> {
    return rowOrNull(toProfile, await this.db.read('profiles', (tx) => request(tx.objectStore('profiles').get(id))));
  }

  private call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return dataCall(this.faults, 'profiles', work);
  }
}

import type { ProfileRepository } from '../../application/ports/profile-repository.port';
import type { Clock } from '../../application/ports/clock.port';
import type { DataError } from '../../domain/shared/data-error';
import type { AdminAndType, NewProfile, Profile, ProfilePatch } from '../../domain/auth/profile';
import { createOwnProfile, patchOwnProfile, profileRefusals, profileVisibleTo } from '../../domain/auth/profile-access';
import type { Actor } from '../../domain/shared/actor';
import { err, ok, type Result } from '../../domain/result';
import { FaultQueue } from './fault-queue';

type Method = 'findById' | 'create' | 'update' | 'readAdminFlag' | 'readAdminAndType';

/** The profiles table, in memory: loads the row, lets src/domain/auth/profile-access.ts decide, stores. */
export class InMemoryProfileRepository implements ProfileRepository {
  private readonly rows = new Map<string, Profile>();
  readonly faults = new FaultQueue<Method, DataError>();

  /** `caller` says who is signed in (null when nobody is); their admin flag comes from their row here. */
  constructor(
    private readonly clock: Clock,
    private readonly caller: () => string | null,
  ) {}

  /** The caller as the rules see them: the session's user, admin when their own row says so. */
  actor(): Actor {
    const id = this.caller();
    return id === null ? null : { id, isAdmin: this.rows.get(id)?.isAdmin === true };
  }

  /** A row written with service rights (fixtures, admin grants). */
  put(profile: Profile): void {
    this.rows.set(profile.id, profile);
  }

  /** Service rights: removes a row (wiping demo data). */
  remove(id: string): void {
    this.rows.delete(id);
  }

  /** Every row, with service rights (the people directory). */
  /** Service rights: removes a row (an account deletion's last step). */
  deleteAsService(id: string): void {
    this.rows.delete(id);
  }

  all(): Profile[] {
    return [...this.rows.values()];
  }

  get(id: string): Profile | undefined {
    return this.rows.get(id);
  }

  /** Every admin's id, read with service rights (support requests reach them all). */
  adminIds(): string[] {
    return [...this.rows.values()].filter((p) => p.isAdmin).map((p) => p.id);
  }

  async findById(id: string): Promise<Result<Profile | null, DataError>> {
    const fault = this.faults.take('findById');
    if (fault) return err(fault);
    return ok(profileVisibleTo(this.rows.get(id) ?? null, this.actor()));
  }

  async create(profile: NewProfile): Promise<Result<Profile, DataError>> {
    const fault = this.faults.take('create');
    if (fault) return err(fault);
    const created = createOwnProfile(profile, this.rows.get(profile.id) ?? null, this.actor());
    if (created.ok) this.rows.set(created.value.id, created.value);
    return created;
  }

  async update(id: string, patch: ProfilePatch): Promise<Result<Profile, DataError>> {
    const fault = this.faults.take('update');
    if (fault) return err(fault);
    const updated = patchOwnProfile(this.rows.get(id) ?? null, id, patch, this.actor(), new Date(this.clock.now()).toISOString());
    if (updated.ok) this.rows.set(id, updated.value);
    return updated;
  }

  async readAdminFlag(id: string): Promise<Result<boolean, DataError>> {
    const fault = this.faults.take('readAdminFlag');
    if (fault) return err(fault);
    const row = profileVisibleTo(this.rows.get(id) ?? null, this.actor());
    if (!row) return err(profileRefusals.none());
    return ok(row.isAdmin);
  }

  async readAdminAndType(id: string): Promise<Result<AdminAndType | null, DataError>> {
    const fault = this.faults.take('readAdminAndType');
    if (fault) return err(fault);
    const row = profileVisibleTo(this.rows.get(id) ?? null, this.actor());
    return ok(row ? { isAdmin: row.isAdmin, accountType: row.accountType } : null);
  }
}

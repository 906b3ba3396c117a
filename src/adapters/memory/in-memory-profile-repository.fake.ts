import type { ProfileRepository } from '../../application/ports/profile-repository.port';
import type { Clock } from '../../application/ports/clock.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { AdminAndType, NewProfile, Profile, ProfilePatch } from '../../domain/auth/profile';
import { err, ok, type Result } from '../../domain/result';
import { FaultQueue } from './fault-queue';

type Method = 'findById' | 'create' | 'update' | 'readAdminFlag' | 'readAdminAndType';

/** The profiles table, in memory. Enforces what the real table enforces: unique ids, no is_admin from clients. */
export class InMemoryProfileRepository implements ProfileRepository {
  private readonly rows = new Map<string, Profile>();
  readonly faults = new FaultQueue<Method, DataError>();

  constructor(private readonly clock: Clock) {}

  /** A row written with service rights (fixtures, admin grants). */
  put(profile: Profile): void {
    this.rows.set(profile.id, profile);
  }

  get(id: string): Profile | undefined {
    return this.rows.get(id);
  }

  async findById(id: string): Promise<Result<Profile | null, DataError>> {
    const fault = this.faults.take('findById');
    if (fault) return err(fault);
    return ok(this.rows.get(id) ?? null);
  }

  async create(profile: NewProfile): Promise<Result<Profile, DataError>> {
    const fault = this.faults.take('create');
    if (fault) return err(fault);
    if (this.rows.has(profile.id)) return err(dataErrors.conflict('This profile already exists.'));
    const row: Profile = { ...profile, is_admin: false };
    this.rows.set(row.id, row);
    return ok(row);
  }

  async update(id: string, patch: ProfilePatch): Promise<Result<Profile, DataError>> {
    const fault = this.faults.take('update');
    if (fault) return err(fault);
    const row = this.rows.get(id);
    if (!row) return err(dataErrors.notFound('There is no profile to update.'));
    const { first_name, last_name, account_type, onboarding_completed, terms_accepted } = patch;
    const allowed = Object.fromEntries(
      Object.entries({ first_name, last_name, account_type, onboarding_completed, terms_accepted }).filter(([, v]) => v !== undefined),
    );
    const updated: Profile = { ...row, ...allowed, updated_at: new Date(this.clock.now()).toISOString() };
    this.rows.set(id, updated);
    return ok(updated);
  }

  async readAdminFlag(id: string): Promise<Result<boolean, DataError>> {
    const fault = this.faults.take('readAdminFlag');
    if (fault) return err(fault);
    const row = this.rows.get(id);
    if (!row) return err(dataErrors.notFound('There is no profile for this user.'));
    return ok(row.is_admin);
  }

  async readAdminAndType(id: string): Promise<Result<AdminAndType | null, DataError>> {
    const fault = this.faults.take('readAdminAndType');
    if (fault) return err(fault);
    const row = this.rows.get(id);
    return ok(row ? { is_admin: row.is_admin, account_type: row.account_type } : null);
  }
}

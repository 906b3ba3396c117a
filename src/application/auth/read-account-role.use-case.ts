import { rolesOf, type UserRoles } from '../../domain/auth/user-roles';
import { ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { AuthStore } from './auth-state.store';

/**
 * §7 "Admin and type" (R7.5): the signed-in user's is_admin and account_type, read from their
 * profile row now (not the copy loaded at sign-in), so screens follow a role the backend changed.
 * Null when nobody is signed in or the user has no profile row yet (maybe-single).
 */
export class ReadAccountRole {
  constructor(
    private readonly authStore: AuthStore,
    private readonly profiles: ProfileRepository,
  ) {}

  async execute(): Promise<Result<UserRoles | null, DataError>> {
    const state = this.authStore.state.value;
    if (state.status !== 'signed-in') return ok(null);
    const row = await this.profiles.readAdminAndType(state.user.id);
    if (!row.ok) return row;
    return ok(row.value ? rolesOf(row.value, state.user) : null);
  }
}

import { USER_NOT_AUTHENTICATED } from '../../domain/auth/auth-errors';
import type { DataError } from '../../domain/shared/data-error';
import type { Profile, ProfilePatch } from '../../domain/auth/profile';
import type { Result } from '../../domain/result';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { AuthStore } from './auth-state.store';

export type UpdateProfileError = { readonly kind: 'not-authenticated'; readonly message: typeof USER_NOT_AUTHENTICATED } | DataError;

/** §7 "Update profile": update profiles by id with partial fields; §8: no user, no update. */
export class UpdateProfile {
  constructor(
    private readonly authStore: AuthStore,
    private readonly profiles: ProfileRepository,
  ) {}

  async execute(patch: ProfilePatch): Promise<Result<Profile, UpdateProfileError>> {
    const state = this.authStore.state.value;
    if (state.status !== 'signed-in') return { ok: false, error: { kind: 'not-authenticated', message: USER_NOT_AUTHENTICATED } };
    const result = await this.profiles.update(state.user.id, patch);
    if (result.ok) this.authStore.setProfile(result.value);
    return result;
  }
}

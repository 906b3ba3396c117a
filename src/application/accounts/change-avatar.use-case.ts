import { avatarPathFor, checkAvatarFile } from '../../domain/accounts/avatar';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { err, ok, type Result } from '../../domain/result';
import type { AuthStore } from '../auth/auth-state.store';
import type { AuthPort } from '../ports/auth.port';
import type { AvatarStore } from '../ports/avatar-store.port';
import type { Clock } from '../ports/clock.port';

/**
 * /profile "Avatar": the image is checked (type, size) before a byte is sent, stored under the
 * user's own folder of the public avatars bucket, and its path kept in the user's metadata; the
 * previous image is then removed.
 */
export class ChangeAvatar {
  constructor(
    private readonly authStore: AuthStore,
    private readonly auth: AuthPort,
    private readonly avatars: AvatarStore,
    private readonly clock: Clock,
  ) {}

  async execute(file: Blob): Promise<Result<string, DataError>> {
    const state = this.authStore.state.value;
    if (state.status !== 'signed-in') return err(dataErrors.notSignedIn());
    const checked = checkAvatarFile(file);
    if (!checked.ok) return checked;
    const userId = state.user.id;
    const path = avatarPathFor(userId, file.type, { id: userId, isAdmin: false }, this.clock.now());
    if (!path.ok) return path;
    const stored = await this.avatars.put(path.value, file);
    if (!stored.ok) return stored;
    const previous = state.user.user_metadata.avatar_path;
    const recorded = await this.auth.updateUserMetadata({ avatar_path: path.value });
    if (!recorded.ok) return err(dataErrors.unavailable(recorded.error.message));
    if (previous && previous !== path.value) await this.avatars.remove(previous);
    return ok(path.value);
  }
}

/** Removes the avatar: the object, then the path in the metadata (an empty path is no avatar). */
export class RemoveAvatar {
  constructor(
    private readonly authStore: AuthStore,
    private readonly auth: AuthPort,
    private readonly avatars: AvatarStore,
  ) {}

  async execute(): Promise<Result<void, DataError>> {
    const state = this.authStore.state.value;
    if (state.status !== 'signed-in') return err(dataErrors.notSignedIn());
    const path = state.user.user_metadata.avatar_path;
    if (path) {
      const removed = await this.avatars.remove(path);
      if (!removed.ok && removed.error.reason !== 'not-found') return removed;
    }
    const recorded = await this.auth.updateUserMetadata({ avatar_path: '' });
    return recorded.ok ? ok(undefined) : err(dataErrors.unavailable(recorded.error.message));
  }
}

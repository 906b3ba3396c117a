import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { dataErrors, type DataError } from '../shared/data-error';

/** Changing someone else's picture. */
export const notYourAvatar = (): DataError => dataErrors.forbidden('You can only change your own avatar.');

/** The public avatars bucket (supabase/migrations/*_storage.sql). */
export const AVATARS_BUCKET = 'avatars';
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** 2 MiB: a face, not a photo shoot. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const EXTENSION: Record<(typeof AVATAR_MIME_TYPES)[number], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export type AvatarProblem = 'type' | 'size';

export const AVATAR_PROBLEM_TEXT: Record<AvatarProblem, string> = {
  type: 'Choose a PNG, JPEG or WebP image.',
  size: 'The image is larger than 2 MB. Choose a smaller one.',
};

/** Checked before a byte is sent; the bucket checks again. */
export function checkAvatarFile(file: { readonly type: string; readonly size: number }): Result<void, DataError> {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return err(dataErrors.invalid(AVATAR_PROBLEM_TEXT.type));
  if (file.size > AVATAR_MAX_BYTES || file.size <= 0) return err(dataErrors.invalid(AVATAR_PROBLEM_TEXT.size));
  return ok(undefined);
}

/**
 * Where `userId`'s avatar lives: `<user id>/avatar-<time>.<ext>` in the avatars bucket (a new name
 * each time, so no cached copy of the old face is shown). Only the user themself places it.
 */
export function avatarPathFor(userId: string, mimeType: string, actor: Actor, now: number): Result<string, DataError> {
  if (!actor) return err(dataErrors.notSignedIn());
  if (actor.id !== userId) return err(notYourAvatar());
  const checked = checkAvatarFile({ type: mimeType, size: 1 });
  if (!checked.ok) return checked;
  return ok(`${userId}/avatar-${now}.${EXTENSION[mimeType as keyof typeof EXTENSION]}`);
}

/** An avatar path belongs to `userId` when it sits in their folder. */
export const avatarBelongsTo = (path: string, userId: string): boolean => path.startsWith(`${userId}/`) && !path.includes('..');

import type { AvatarStore } from '../../application/ports/avatar-store.port';
import { TYPES } from '../../application/ports/tokens';
import { ok } from '../../domain/result';
import { resultQueryOptions, useResultQuery } from '../hooks/use-result-query';
import { useInjection } from '../app/container-context';
import { Avatar, type AvatarProps } from '../kit/avatar';

export const avatarKeys = {
  all: ['avatars'] as const,
  url: (path: string) => [...avatarKeys.all, 'url', path] as const,
};

/** An avatar's address (null when it is gone): a new avatar gets a new path, so an address never goes stale. */
export const avatarQueries = {
  url: (store: AvatarStore, path: string) => resultQueryOptions(avatarKeys.url(path), async () => ok(await store.url(path))),
};

type PersonAvatarProps = Omit<AvatarProps, 'src' | 'colourKey'> & {
  /** Their id: picks the generated avatar's colour. */
  readonly id: string;
  /** Their uploaded avatar in the avatars bucket, or null. */
  readonly avatarPath?: string | null;
};

function StoredAvatar({ avatarPath, id, ...props }: Omit<PersonAvatarProps, 'avatarPath'> & { avatarPath: string }) {
  const store = useInjection(TYPES.AvatarStore);
  // A picture that cannot be read is not worth a retry: the initials stand in.
  const url = useResultQuery(avatarQueries.url(store, avatarPath), { retry: false });
  // The generated avatar while the photo's address loads, or when it is gone.
  return <Avatar {...props} colourKey={id} src={url.data ?? null} />;
}

/** A person's avatar: their uploaded photo when they have one, else their initials on their own colour. */
export function PersonAvatar({ avatarPath, id, ...props }: PersonAvatarProps) {
  return avatarPath ? <StoredAvatar avatarPath={avatarPath} id={id} {...props} /> : <Avatar {...props} colourKey={id} />;
}

import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { SignedInView } from '../../application/auth/auth-state.store';
import { TYPES } from '../../application/ports/tokens';
import { AVATAR_MIME_TYPES } from '../../domain/accounts/avatar';
import { displayName } from '../../domain/auth/profile';
import { useInjection } from '../app/container-context';
import { Avatar } from '../kit/avatar';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { FileField } from '../kit/fields';
import { MediaRow, MutedText, Pile } from '../kit/layout';

type Outcome = { readonly kind: 'saved' | 'removed' } | { readonly kind: 'failed'; readonly message: string };

const PREVIEW = css`width: 96px; height: 96px; border-radius: 50%; object-fit: cover;`;

/**
 * "Avatar": a preview (the picture, or the initials on their colour that stand in for it everywhere
 * until there is one), a picker checked for type and size before anything is sent, and "Remove avatar".
 */
export function AvatarSection({ state }: { state: SignedInView }) {
  const changeAvatar = useInjection(TYPES.ChangeAvatar);
  const removeAvatar = useInjection(TYPES.RemoveAvatar);
  const avatars = useInjection(TYPES.AvatarStore);
  const path = state.user.user_metadata.avatar_path || null;
  // The address read for a path; a stale one (another path) is not shown.
  const [loaded, setLoaded] = useState<{ path: string; url: string | null } | null>(null);
  const url = path && loaded?.path === path ? loaded.url : null;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!path) return;
    let live = true;
    void avatars.url(path).then((found) => {
      if (live) setLoaded({ path, url: found });
    });
    return () => {
      live = false;
    };
  }, [avatars, path]);

  const pick = async (file: File) => {
    setBusy(true);
    setOutcome(null);
    const result = await changeAvatar.execute(file);
    setBusy(false);
    setOutcome(result.ok ? { kind: 'saved' } : { kind: 'failed', message: result.error.message });
  };

  const remove = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await removeAvatar.execute();
    setBusy(false);
    setOutcome(result.ok ? { kind: 'removed' } : { kind: 'failed', message: result.error.message });
  };

  const message = outcome?.kind === 'failed' ? outcome.message : outcome?.kind === 'saved' ? 'Avatar saved' : outcome?.kind === 'removed' ? 'Avatar removed' : busy ? 'Saving…' : null;

  return (
    <Card role="region" aria-label="Avatar" gap="md">
      <CardTitle>Avatar</CardTitle>
      <MediaRow align="center">
        {url ? <img src={url} alt="Your avatar" css={PREVIEW} /> : <Avatar name={displayName(state.profile, state.user)} colourKey={state.user.id} size="xl" decorative />}
        {path ? (
          <Pile>
            <Button variant="secondary" onClick={() => void remove()} disabled={busy}>
              Remove avatar
            </Button>
          </Pile>
        ) : (
          <MutedText>No picture yet: your initials stand in for it on every page.</MutedText>
        )}
      </MediaRow>
      <FileField
        label="Avatar image"
        accept={AVATAR_MIME_TYPES.join(',')}
        hint="PNG, JPEG or WebP, up to 2 MB."
        message={message}
        failed={outcome?.kind === 'failed'}
        onFile={(file) => void pick(file)}
      />
    </Card>
  );
}

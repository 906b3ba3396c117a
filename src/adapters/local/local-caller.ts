import type { Actor } from '../../domain/shared/actor';
import type { StorageCaller } from '../../domain/storage/object-access';
import { toPro, toProfile } from '../shared/table-rows';
import type { AccessTokenVerifier } from './jwt';
import { request, rowOrNull, type LocalDatabase } from './local-database';

/**
 * Who calls the embedded backend, as the hosted one knows it: the user id from a verified access
 * token, the admin flag from that user's profile row (never from metadata). Signed out, or with
 * a token that does not verify, the caller is nobody (null).
 */
export class LocalCaller {
  constructor(
    private readonly db: LocalDatabase,
    private readonly accessToken: () => Promise<string | null>,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  async id(): Promise<string | null> {
    const token = await this.accessToken();
    if (!token) return null;
    const claims = await this.verifier.verify(token);
    return claims.ok ? claims.value.sub : null;
  }

  async actor(): Promise<Actor> {
    const id = await this.id();
    if (id === null) return null;
    const profile = rowOrNull(toProfile, await this.db.read('profiles', (tx) => request(tx.objectStore('profiles').get(id))));
    return { id, isAdmin: profile?.isAdmin === true };
  }

  /** The caller as the storage rule sees them: with their own pro application (credentials freeze under review). */
  async storageCaller(): Promise<StorageCaller> {
    const actor = await this.actor();
    const application = actor
      ? rowOrNull(toPro, await this.db.read('pros', (tx) => request(tx.objectStore('pros').get(actor.id))))
      : null;
    return { kind: 'user', actor, application };
  }
}

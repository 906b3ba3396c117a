import type { Profile } from '../../domain/auth/profile';
import type { Pro } from '../../domain/pros/pro';
import type { Actor } from '../../domain/shared/actor';
import type { StorageCaller } from '../../domain/storage/object-access';
import type { AccessTokenVerifier } from './jwt';
import { request, type LocalDatabase } from './local-database';

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
    const profile = await this.db.read('profiles', (tx) => request(tx.objectStore('profiles').get(id) as IDBRequest<Profile | undefined>));
    return { id, isAdmin: profile?.is_admin === true };
  }

  /** The caller as the storage rule sees them: with their own pro application (credentials freeze under review). */
  async storageCaller(): Promise<StorageCaller> {
    const actor = await this.actor();
    const application = actor
      ? ((await this.db.read('pros', (tx) => request(tx.objectStore('pros').get(actor.id) as IDBRequest<Pro | undefined>))) ?? null)
      : null;
    return { kind: 'user', actor, application };
  }
}

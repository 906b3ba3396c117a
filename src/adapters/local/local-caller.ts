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
  /** The actor being read now: calls made meanwhile, with the same token and no write begun since, share it. */
  #reading: { readonly token: string; readonly writes: number; readonly actor: Promise<Actor> } | null = null;

  constructor(
    private readonly db: LocalDatabase,
    private readonly accessToken: () => Promise<string | null>,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  /**
   * The caller with their admin flag. A page's first reads ask for it together: they share one read
   * of the profile row rather than one transaction each (issue 13, LCP of signed-in pages). A call
   * made after a write has begun reads again, so it sees that write (an admin grant, say).
   */
  async actor(): Promise<Actor> {
    const token = await this.accessToken();
    if (!token) return null;
    const writes = this.db.writesStarted;
    const reading = this.#reading;
    if (reading?.token === token && reading.writes === writes) return reading.actor;
    const entry = { token, writes, actor: this.readActor(token) };
    this.#reading = entry;
    const done = () => {
      if (this.#reading === entry) this.#reading = null;
    };
    entry.actor.then(done, done);
    return entry.actor;
  }

  async id(): Promise<string | null> {
    const token = await this.accessToken();
    return token ? this.verifiedId(token) : null;
  }

  private async verifiedId(token: string): Promise<string | null> {
    const claims = await this.verifier.verify(token);
    return claims.ok ? claims.value.sub : null;
  }

  private async readActor(token: string): Promise<Actor> {
    const id = await this.verifiedId(token);
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

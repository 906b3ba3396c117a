import { canEditApplication, type Pro } from '../pros/pro';
import { PRO_DOCUMENTS_BUCKET } from '../pros/pro-document';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { dataErrors, type DataError } from '../shared/data-error';

/**
 * Who may touch which stored object (supabase/migrations/*_storage.sql and the pro-documents
 * freeze of *_marketplace.sql). In the product buckets every object lives under
 * `<owner user id>/…`: the owner reads and writes there, admins read everything, anyone reads
 * avatars, and a pro's credentials are frozen while the application is under review or approved.
 * Other buckets have no policy: only the service (bucket management, fixtures) touches them.
 */
export const PRODUCT_BUCKETS = ['videos', 'avatars', PRO_DOCUMENTS_BUCKET] as const;
export const PUBLIC_READ_BUCKETS = ['avatars'] as const;

export type ObjectAction = 'select' | 'insert' | 'update' | 'delete';

/**
 * Who calls storage: the service (management rights, no policy applies) or a user as the
 * session says, with their own pro application when the rule needs it.
 */
export type StorageCaller =
  | { readonly kind: 'service' }
  | { readonly kind: 'user'; readonly actor: Actor; readonly application: Pick<Pro, 'verificationStatus' | 'deletedAt'> | null };

export const SERVICE_CALLER: StorageCaller = { kind: 'service' };

/** The owner of an object: the first folder of its path (`storage.foldername(name)[1]`); none at the root. */
export function objectOwner(path: string): string | null {
  const segments = path.split('/');
  return segments.length > 1 && segments[0] ? segments[0] : null;
}

const isProductBucket = (bucket: string): boolean => (PRODUCT_BUCKETS as readonly string[]).includes(bucket);

/** May this caller do `action` on the object at `path` in `bucket`? */
export function mayAccessObject(caller: StorageCaller, action: ObjectAction, bucket: string, path: string): Result<void, DataError> {
  if (caller.kind === 'service') return ok(undefined);
  const { actor } = caller;
  if (action === 'select' && (PUBLIC_READ_BUCKETS as readonly string[]).includes(bucket)) return ok(undefined);
  if (!actor) return err(dataErrors.notSignedIn());
  if (!isProductBucket(bucket)) return err(dataErrors.forbidden());
  const owns = objectOwner(path) === actor.id;
  if (action === 'select') return owns || actor.isAdmin ? ok(undefined) : err(dataErrors.forbidden());
  if (!owns) return err(dataErrors.forbidden('You can only store files in your own folder.'));
  if (bucket === PRO_DOCUMENTS_BUCKET && !canEditApplication(caller.application)) {
    return err(dataErrors.conflict('Your credentials cannot change while the application is under review or approved.'));
  }
  return ok(undefined);
}

/** Creating, changing and deleting buckets is for the service only. */
export function mayManageBuckets(caller: StorageCaller): Result<void, DataError> {
  return caller.kind === 'service' ? ok(undefined) : err(dataErrors.forbidden('Only the service manages buckets.'));
}

import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { isSelfOrAdmin, requireSelf } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { canEditApplication, type Pro } from './pro';
import { newProDocument, type DocumentKind, type ProDocument } from './pro-document';
import { compareKeys } from '../shared/compare-keys';

/** A credential that is not there, or that the caller may not open. */
export const documentNotFound = (): DataError => dataErrors.notFound('We could not find that document.');

/** Adding or removing a credential while the application is under review or approved. */
export const documentsLocked = (): DataError => dataErrors.conflict('Your credentials cannot change while the application is under review or approved.');

/**
 * Who may do what with a pro's credentials: the owner adds and removes them while the
 * application is editable (none yet, a draft, or rejected), never while it is under review or
 * approved; the owner and admins read them.
 */
export function mayChangeDocuments(proId: string, application: Pro | null, actor: Actor): Result<void, DataError> {
  const self = requireSelf(actor, proId);
  if (!self.ok) return self;
  if (!canEditApplication(application)) return err(documentsLocked());
  return ok(undefined);
}

/** The record of a credential the owner uploads now, or the refusal. */
export function uploadDocument(
  proId: string,
  application: Pro | null,
  actor: Actor,
  id: string,
  upload: { kind: DocumentKind; fileName: string; file: { type: string; size: number } },
  nowIso: string,
): Result<ProDocument, DataError> {
  const allowed = mayChangeDocuments(proId, application, actor);
  return allowed.ok ? ok(newProDocument(proId, id, upload, nowIso)) : allowed;
}

/** The owner's and admins' view of a pro's credentials, oldest first; nobody else sees any. */
export function documentsVisibleTo(proId: string, documents: readonly ProDocument[], actor: Actor): readonly ProDocument[] {
  if (!isSelfOrAdmin(actor, proId)) return [];
  return documents.filter((doc) => doc.proId === proId).sort((a, b) => compareKeys(a.uploadedAt, b.uploadedAt));
}

/** Opening one credential: its owner or an admin. */
export function mayViewDocument(document: ProDocument | null, actor: Actor): Result<ProDocument, DataError> {
  if (!document || !isSelfOrAdmin(actor, document.proId)) return err(documentNotFound());
  return ok(document);
}

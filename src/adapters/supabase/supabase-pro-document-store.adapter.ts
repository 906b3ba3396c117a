import type { DocumentUpload, ProDocumentStore } from '../../application/ports/pro-document-store.port';
import type { DataError } from '../../domain/shared/data-error';
import { notSelf } from '../../domain/shared/authorization';
import { documentNotFound, documentsLocked } from '../../domain/pros/pro-document-access';
import { documentStoragePath, PRO_DOCUMENTS_BUCKET, type ProDocument } from '../../domain/pros/pro-document';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { callerIdOf } from './supabase-caller';
import { toProDocument } from '../shared/table-rows';
import { postgrestToDataError, storageToDataError } from './supabase-errors';

/** How long a link to view a credential works: long enough to open it, too short to pass around. */
export const DOCUMENT_VIEW_URL_SECONDS = 60;

/**
 * Pros' credentials: the file in the private `pro-documents` bucket under `<pro id>/…`, and a
 * `pro_documents` row describing it. Owners write them while their application is editable;
 * owners and admins read them (storage and table policies in supabase/migrations).
 */
export class SupabaseProDocumentStore implements ProDocumentStore {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async upload(proId: string, upload: DocumentUpload, onProgress?: (fraction: number) => void): Promise<Result<ProDocument, DataError>> {
    const refused = notSelf(await callerIdOf(this.client), proId);
    if (refused) return err(refused);
    const id = globalThis.crypto.randomUUID();
    const path = documentStoragePath(proId, id, upload.fileName);
    const bucket = this.client.storage.from(PRO_DOCUMENTS_BUCKET);
    const stored = await bucket.upload(path, upload.file, { contentType: upload.file.type, upsert: false });
    if (stored.error) return err(lockedIfRefused(storageToDataError(stored.error)));
    // supabase-js reports no progress for a single request: the file is either sent or not.
    onProgress?.(1);
    const { data, error } = await this.client
      .from('pro_documents')
      .insert({
        id,
        pro_id: proId,
        kind: upload.kind,
        file_name: upload.fileName,
        mime_type: upload.file.type,
        size_bytes: upload.file.size,
        storage_path: path,
      })
      .select('*')
      .single();
    if (error) {
      // No row, no file: take back what was stored, so nothing half-written stays.
      await bucket.remove([path]);
      return err(lockedIfRefused(postgrestToDataError(error)));
    }
    return ok(toProDocument(data));
  }

  async list(proId: string): Promise<Result<readonly ProDocument[], DataError>> {
    const { data, error } = await this.client
      .from('pro_documents')
      .select('*')
      .eq('pro_id', proId)
      .order('uploaded_at', { ascending: true })
      .order('id', { ascending: true })
      .retry(false);
    if (error) return err(postgrestToDataError(error));
    return ok(data.map(toProDocument));
  }

  async remove(document: ProDocument): Promise<Result<void, DataError>> {
    const refused = notSelf(await callerIdOf(this.client), document.proId);
    if (refused) return err(refused);
    const { data, error } = await this.client.from('pro_documents').delete().eq('id', document.id).select('id');
    if (error) return err(lockedIfRefused(postgrestToDataError(error)));
    if (data.length === 0) {
      // The policies matched no row: it is gone, or the owner's application is locked.
      const still = await this.client.from('pro_documents').select('id').eq('id', document.id).maybeSingle();
      return err(still.error ? postgrestToDataError(still.error) : still.data ? documentsLocked() : documentNotFound());
    }
    const removed = await this.client.storage.from(PRO_DOCUMENTS_BUCKET).remove([document.storagePath]);
    return removed.error ? err(storageToDataError(removed.error)) : ok(undefined);
  }

  async viewUrl(document: ProDocument): Promise<Result<string, DataError>> {
    const { data, error } = await this.client.storage.from(PRO_DOCUMENTS_BUCKET).createSignedUrl(document.storagePath, DOCUMENT_VIEW_URL_SECONDS);
    if (!error) return ok(data.signedUrl);
    const failure = storageToDataError(error);
    // Storage answers a file the caller may not read as not there (mayViewDocument: the same).
    return err(failure.reason === 'not-found' || failure.reason === 'forbidden' ? documentNotFound() : failure);
  }
}

/** The owner's write the policies refused: their application is under review or approved (the caller was checked first). */
const lockedIfRefused = (failure: DataError): DataError => (failure.reason === 'forbidden' ? documentsLocked() : failure);

import type { DocumentUpload, ProDocumentStore } from '../../application/ports/pro-document-store.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { documentStoragePath, PRO_DOCUMENTS_BUCKET, type ProDocument } from '../../domain/pros/pro-document';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
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
    const id = globalThis.crypto.randomUUID();
    const path = documentStoragePath(proId, id, upload.fileName);
    const bucket = this.client.storage.from(PRO_DOCUMENTS_BUCKET);
    const stored = await bucket.upload(path, upload.file, { contentType: upload.file.type, upsert: false });
    if (stored.error) return err(storageToDataError(stored.error));
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
      return err(postgrestToDataError(error));
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
    const { data, error } = await this.client.from('pro_documents').delete().eq('id', document.id).select('id');
    if (error) return err(postgrestToDataError(error));
    if (data.length === 0) return err(dataErrors.conflict('This document cannot be removed now.'));
    const removed = await this.client.storage.from(PRO_DOCUMENTS_BUCKET).remove([document.storagePath]);
    return removed.error ? err(storageToDataError(removed.error)) : ok(undefined);
  }

  async viewUrl(document: ProDocument): Promise<Result<string, DataError>> {
    const { data, error } = await this.client.storage.from(PRO_DOCUMENTS_BUCKET).createSignedUrl(document.storagePath, DOCUMENT_VIEW_URL_SECONDS);
    return error ? err(storageToDataError(error)) : ok(data.signedUrl);
  }
}

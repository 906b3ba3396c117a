import type { DataError } from '../../domain/shared/data-error';
import { validateDocumentFile, type DocumentKind, type ProDocument } from '../../domain/pros/pro-document';
import { err, type Result } from '../../domain/result';
import type { ProDocumentStore } from '../ports/pro-document-store.port';

export type UploadDocumentError = { readonly kind: 'invalid-file'; readonly message: string } | DataError;

/** Uploads a credential after checking its type and size, so nothing invalid is ever sent. */
export class UploadProDocument {
  constructor(private readonly documents: ProDocumentStore) {}

  async execute(
    proId: string,
    kind: DocumentKind,
    file: Blob & { name: string },
    onProgress?: (fraction: number) => void,
  ): Promise<Result<ProDocument, UploadDocumentError>> {
    const invalid = validateDocumentFile({ name: file.name, type: file.type, size: file.size });
    if (invalid) return err({ kind: 'invalid-file', message: invalid });
    return this.documents.upload(proId, { kind, file, fileName: file.name }, onProgress);
  }
}

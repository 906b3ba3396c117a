import type { DataError } from '../../domain/shared/data-error';
import type { DocumentKind, ProDocument } from '../../domain/pros/pro-document';
import type { Result } from '../../domain/result';

export interface DocumentUpload {
  readonly kind: DocumentKind;
  readonly file: Blob;
  readonly fileName: string;
}

/** Credentials of pros: private files readable by their owner and admins only. */
export interface ProDocumentStore {
  upload(proId: string, upload: DocumentUpload, onProgress?: (fraction: number) => void): Promise<Result<ProDocument, DataError>>;
  list(proId: string): Promise<Result<readonly ProDocument[], DataError>>;
  remove(document: ProDocument): Promise<Result<void, DataError>>;
  /** A URL the browser can open to view the file (short-lived where the backend supports it). */
  viewUrl(document: ProDocument): Promise<Result<string, DataError>>;
}

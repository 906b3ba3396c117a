export const DOCUMENT_KINDS = ['identity', 'certification', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface ProDocument {
  readonly id: string;
  readonly proId: string;
  readonly kind: DocumentKind;
  readonly fileName: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
  /** Path inside the private pro-documents bucket: `<pro_id>/<document id>-<file name>`. */
  readonly storagePath: string;
  readonly uploadedAt: string;
}

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const PRO_DOCUMENTS_BUCKET = 'pro-documents';

/** Checked before anything is sent: type and size. */
export function validateDocumentFile(file: { name: string; type: string; size: number }): string | null {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a PDF, JPEG or PNG file.`;
  }
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (file.size > DOCUMENT_MAX_BYTES) return `"${file.name}" is larger than 10 MB.`;
  return null;
}

export const documentStoragePath = (proId: string, documentId: string, fileName: string): string =>
  `${proId}/${documentId}-${fileName.replace(/[^\w.-]+/g, '_')}`;

/** The record of an uploaded credential, as every backend stores it. */
export function newProDocument(
  proId: string,
  id: string,
  upload: { kind: DocumentKind; fileName: string; file: { type: string; size: number } },
  nowIso: string,
): ProDocument {
  return {
    id,
    proId: proId,
    kind: upload.kind,
    fileName: upload.fileName,
    mimeType: upload.file.type,
    sizeBytes: upload.file.size,
    storagePath: documentStoragePath(proId, id, upload.fileName),
    uploadedAt: nowIso,
  };
}

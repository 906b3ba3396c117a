import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';

/** Fetches a file the browser may read (a signed URL or a blob URL) as bytes. */
export interface FileDownloader {
  download(url: string): Promise<Result<Blob, DataError>>;
}

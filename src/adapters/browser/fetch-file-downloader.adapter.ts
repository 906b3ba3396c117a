import type { FileDownloader } from '../../application/ports/file-downloader.port';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';

/** The browser's fetch: a signed URL (CORS allowed by the storage service) or a blob URL of this page. */
export class FetchFileDownloader implements FileDownloader {
  constructor(private readonly fetchFn: typeof fetch = (...args) => globalThis.fetch(...args)) {}

  async download(url: string): Promise<Result<Blob, DataError>> {
    try {
      const response = await this.fetchFn(url);
      if (response.status === 404 || response.status === 400) return err(dataErrors.notFound('The stored file could not be found.'));
      if (!response.ok) return err(dataErrors.unavailable('The stored file could not be downloaded. Try again.'));
      return ok(await response.blob());
    } catch {
      return err(dataErrors.unavailable('The stored file could not be downloaded. Check the connection and try again.'));
    }
  }
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody } from '#core/errors';
import { EXPORT_PATH, IMPORT_PATH, ImportResultSchema, type ExportQuery, type ImportResult } from '#core/imports/index';
import { ApiError, getToken, unexpectedResponse } from '../lib/api-client.ts';
import { downloadFromApi } from '../lib/download.ts';
import { listingKeys } from '../lib/listing-keys.ts';

export type UploadInput = { file: File; marketplace: string; onProgress?: (percent: number) => void };

/**
 * XMLHttpRequest rather than fetch: fetch reports no upload progress, and a 20 MB report on a
 * slow line needs a progress bar. Errors become the same ApiError the api-client throws.
 */
export function uploadListingsFile({ file, marketplace, onProgress }: UploadInput): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('marketplace', marketplace);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_PATH);
    xhr.withCredentials = true;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error('The upload failed: check your connection and try again.'));
    xhr.onload = () => {
      const text = xhr.responseText;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ImportResultSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(unexpectedResponse({ status: xhr.status, url: IMPORT_PATH, method: 'POST', error: parsed.error }));
        return;
      }
      reject(
        new ApiError({
          status: xhr.status,
          text: text || xhr.statusText,
          url: IMPORT_PATH,
          method: 'POST',
          body: body as Partial<ApiErrorBody> | undefined,
        }),
      );
    };
    xhr.send(form);
  });
}

/** Uploading changes the list, the summary and any open detail, so every listings query refetches. */
export function useImportListings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadListingsFile,
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** The CSV of the current (or archived) listings, as imported or as rewritten, saved as a file. */
export function downloadListingsCsv(version: ExportQuery['version'], view: ExportQuery['view'] = 'current'): Promise<void> {
  const url = `${EXPORT_PATH}?version=${version}${view === 'archived' ? '&view=archived' : ''}`;
  const name = `${view === 'archived' ? 'archived-' : ''}${version === 'rewritten' ? 'listings-rewritten.csv' : 'listings.csv'}`;
  return downloadFromApi(url, name);
}

import { apiBlob } from './api-client.ts';

/**
 * How long the object URL outlives the click. The click only starts the download: a browser that
 * reads the Blob later (Firefox, or any browser on a busy machine) fails the download when the URL
 * is already revoked, so it is freed well after any download has read it.
 */
const REVOKE_AFTER_MS = 60_000;

/** Saves a Blob made in the browser (an export, a JSON copy of the account) as a file named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Downloads a file the API serves only to the signed-in user. A plain link cannot send the bearer
 * token, so the file is fetched through the API client (token, rotation retry, ApiError on failure)
 * and then saved.
 */
export async function downloadFromApi(url: string, filename: string): Promise<void> {
  saveBlob(await apiBlob('GET', url), filename);
}

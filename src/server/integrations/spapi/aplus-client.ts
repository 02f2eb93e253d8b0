import { callSpApi, type SpApiTransport } from './http.ts';
import type {
  AplusResponse,
  ContentDocument,
  CreateUploadDestinationResponse,
  GetContentDocumentResponse,
  PostContentDocumentResponse,
  UploadDestination,
  ValidateContentDocumentAsinRelationsResponse,
} from './aplus-types.ts';
import { SpApiError } from './errors.ts';
import type { SpApiErrorItem } from './types.ts';

const enc = encodeURIComponent;
const DOCS = '/aplus/2020-11-01/contentDocuments';

/**
 * A+ Content 2020-11-01 and Uploads 2020-11-01 operations (docs/amazon.md#operations-and-why), for
 * one seller and marketplace, through the one SP-API transport: rate limits from rates.ts, retries,
 * token refresh, abort and logging as for every other operation. Non-2xx answers throw SpApiError
 * with every item Amazon listed in `errors`.
 */
export function createAplusClient(t: SpApiTransport, marketplaceId: string) {
  return {
    async createUploadDestination(p: { contentMD5: string; contentType: string }): Promise<UploadDestination> {
      const res = await callSpApi<CreateUploadDestinationResponse>(t, {
        operation: 'createUploadDestinationForResource',
        method: 'POST',
        path: '/uploads/2020-11-01/uploadDestinations/aplus/2020-11-01/contentDocuments',
        query: { marketplaceIds: [marketplaceId], contentMD5: p.contentMD5, contentType: p.contentType },
      });
      const payload = res.body?.payload;
      if (!payload?.uploadDestinationId || !payload.url)
        throw new SpApiError({
          operation: 'createUploadDestinationForResource',
          status: res.status,
          code: 'InvalidResponse',
          message: 'No upload destination in the answer',
        });
      return payload;
    },

    /** HTTP 200 means validation ran; the document passed only when the list is empty. */
    async validate(document: ContentDocument, asins: string[]): Promise<SpApiErrorItem[]> {
      const res = await callSpApi<ValidateContentDocumentAsinRelationsResponse>(t, {
        operation: 'validateContentDocumentAsinRelations',
        method: 'POST',
        path: '/aplus/2020-11-01/contentAsinValidations',
        query: { marketplaceId, asinSet: asins },
        body: { contentDocument: document },
      });
      return res.body?.errors ?? [];
    },

    async createContentDocument(document: ContentDocument): Promise<PostContentDocumentResponse> {
      const res = await callSpApi<PostContentDocumentResponse>(t, {
        operation: 'createContentDocument',
        method: 'POST',
        path: DOCS,
        query: { marketplaceId },
        body: { contentDocument: document },
      });
      return res.body!;
    },

    async updateContentDocument(key: string, document: ContentDocument): Promise<PostContentDocumentResponse> {
      const res = await callSpApi<PostContentDocumentResponse>(t, {
        operation: 'updateContentDocument',
        method: 'POST',
        path: `${DOCS}/${enc(key)}`,
        query: { marketplaceId },
        body: { contentDocument: document },
      });
      return res.body!;
    },

    /** Replaces the whole ASIN set of the document. */
    async setAsins(key: string, asins: string[]): Promise<AplusResponse> {
      const res = await callSpApi<AplusResponse>(t, {
        operation: 'postContentDocumentAsinRelations',
        method: 'POST',
        path: `${DOCS}/${enc(key)}/asins`,
        query: { marketplaceId },
        body: { asinSet: asins },
      });
      return res.body ?? {};
    },

    async submitForApproval(key: string): Promise<AplusResponse> {
      const res = await callSpApi<AplusResponse>(t, {
        operation: 'postContentDocumentApprovalSubmission',
        method: 'POST',
        path: `${DOCS}/${enc(key)}/approvalSubmissions`,
        query: { marketplaceId },
      });
      return res.body ?? {};
    },

    async suspend(key: string): Promise<AplusResponse> {
      const res = await callSpApi<AplusResponse>(t, {
        operation: 'postContentDocumentSuspendSubmission',
        method: 'POST',
        path: `${DOCS}/${enc(key)}/suspendSubmissions`,
        query: { marketplaceId },
      });
      return res.body ?? {};
    },

    async getMetadata(key: string): Promise<GetContentDocumentResponse['contentRecord']> {
      const res = await callSpApi<GetContentDocumentResponse>(t, {
        operation: 'getContentDocument',
        method: 'GET',
        path: `${DOCS}/${enc(key)}`,
        query: { marketplaceId, includedDataSet: ['METADATA'] },
      });
      return res.body!.contentRecord;
    },
  };
}

export type AplusClient = ReturnType<typeof createAplusClient>;

/** The `operation` of an upload's SpApiError: the answer of Amazon's file store, not of the A+ API. */
export const UPLOAD_OPERATION = 'uploadToDestination';

/**
 * Uploads the file to the destination Amazon returned: for A+ the URL takes an S3 POST-policy
 * form, i.e. the returned headers as form fields followed by the file (S3 POST-policy style). Not an SP-API
 * call: no access token, no SP-API rate limit.
 */
export async function uploadToDestination(
  dest: UploadDestination,
  file: { bytes: Uint8Array; contentType: string; fetch?: typeof fetch },
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(dest.headers ?? {})) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), 'image');
  const res = await (file.fetch ?? fetch)(dest.url, { method: 'POST', body: form, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) {
    const text = await res.text();
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP${res.status}`;
    throw new SpApiError({
      operation: UPLOAD_OPERATION,
      status: res.status,
      code,
      message: /<Message>([^<]+)<\/Message>/.exec(text)?.[1] ?? res.statusText,
    });
  }
}

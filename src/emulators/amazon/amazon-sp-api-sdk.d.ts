/**
 * Amazon's SP-API JS SDK exports only its root module, whose index.js carries no declarations (the
 * per-API folders do, but they are not exported). These cover what the SDK contract test calls.
 * Responses are typed loosely: the test checks their raw bodies against Amazon's models instead.
 */
declare module '@amazon-sp-api-release/amazon-sp-api-sdk-js' {
  type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The `…WithHttpInfo` answer: the deserialised model and superagent's response (raw `body`). */
  type HttpInfo = Promise<{ data: Json; response: { status: number; body: unknown; headers: Record<string, string> } }>;

  class SdkApiClient {
    constructor(baseUrl: string);
    basePath: string;
    applyXAmzAccessTokenToRequest(accessOrRdtToken: string): this;
    enableAutoRetrievalAccessToken(
      clientId: string,
      clientSecret: string,
      refreshToken?: string | null,
      scope?: string | null,
    ): void;
    disableRateLimiter(): void;
  }

  export namespace ListingsitemsSpApi {
    class ApiClient extends SdkApiClient {}
    class ListingsApi {
      constructor(apiClient: ApiClient);
      searchListingsItemsWithHttpInfo(
        sellerId: string,
        marketplaceIds: string[],
        opts?: {
          includedData?: string[];
          pageSize?: number;
          pageToken?: string;
          identifiers?: string[];
          identifiersType?: string;
        },
      ): HttpInfo;
      getListingsItemWithHttpInfo(
        sellerId: string,
        sku: string,
        marketplaceIds: string[],
        opts?: { includedData?: string[]; issueLocale?: string },
      ): HttpInfo;
      patchListingsItemWithHttpInfo(
        sellerId: string,
        sku: string,
        marketplaceIds: string[],
        body: Json,
        opts?: { includedData?: string[]; mode?: string; issueLocale?: string },
      ): HttpInfo;
    }
  }

  export namespace ReportsSpApi {
    class ApiClient extends SdkApiClient {}
    class ReportsApi {
      constructor(apiClient: ApiClient);
      createReportWithHttpInfo(body: Json): HttpInfo;
      getReportWithHttpInfo(reportId: string): HttpInfo;
      getReportDocumentWithHttpInfo(reportDocumentId: string): HttpInfo;
    }
  }

  export namespace ApluscontentSpApi {
    class ApiClient extends SdkApiClient {}
    class AplusContentApi {
      constructor(apiClient: ApiClient);
      validateContentDocumentAsinRelationsWithHttpInfo(
        marketplaceId: string,
        postContentDocumentRequest: Json,
        opts?: { asinSet?: string[] },
      ): HttpInfo;
      createContentDocumentWithHttpInfo(marketplaceId: string, postContentDocumentRequest: Json): HttpInfo;
      postContentDocumentAsinRelationsWithHttpInfo(contentReferenceKey: string, marketplaceId: string, body: Json): HttpInfo;
      postContentDocumentApprovalSubmissionWithHttpInfo(contentReferenceKey: string, marketplaceId: string): HttpInfo;
      getContentDocumentWithHttpInfo(contentReferenceKey: string, marketplaceId: string, includedDataSet: string[]): HttpInfo;
      searchContentDocumentsWithHttpInfo(marketplaceId: string, opts?: { pageToken?: string }): HttpInfo;
    }
  }

  export namespace UploadsSpApi {
    class ApiClient extends SdkApiClient {}
    class UploadsApi {
      constructor(apiClient: ApiClient);
      createUploadDestinationForResourceWithHttpInfo(
        marketplaceIds: string[],
        contentMD5: string,
        resource: string,
        opts?: { contentType?: string },
      ): HttpInfo;
    }
  }
}

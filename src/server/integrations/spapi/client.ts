import { callSpApi, type SpApiTransport } from './http.ts';
import type {
  CatalogIncludedData,
  CatalogItem,
  CatalogItemSearchResults,
  CreateReportResponse,
  CreateReportSpecification,
  GetMarketplaceParticipationsResponse,
  ItemReviewTopicsResponse,
  ListingsIncludedData,
  ListingsItem,
  ListingsItemPatchRequest,
  ListingsItemSearchResults,
  ListingsItemSubmissionResponse,
  MarketplaceParticipation,
  ProductTypeDefinition,
  Report,
  ReportDocument,
  ReviewTopicsSortBy,
} from './types.ts';

const enc = encodeURIComponent;

export type SearchListingsParams = {
  marketplaceIds: string[];
  includedData?: ListingsIncludedData[];
  /** Created strictly after / before (ISO 8601): date windows split a catalogue past the 1,000-result cap. */
  createdAfter?: string;
  createdBefore?: string;
  /** With identifiersType; at most 20 (the model's limit). */
  identifiers?: string[];
  identifiersType?: 'ASIN' | 'EAN' | 'FNSKU' | 'GTIN' | 'ISBN' | 'JAN' | 'MINSAN' | 'SKU' | 'UPC';
  sortBy?: 'sku' | 'createdDate' | 'lastUpdatedDate';
  sortOrder?: 'ASC' | 'DESC';
  /** Max 20. */
  pageSize?: number;
  /** `pagination.nextToken` of the previous page: sent as pageToken, never as nextToken. */
  pageToken?: string;
  issueLocale?: string;
};

/** The SP-API operations ListingPilot uses, for one seller in one region. */
export type SpApiClient = ReturnType<typeof createSpApiClient>;

export function createSpApiClient(t: SpApiTransport & { sellerId: string }) {
  const seller = enc(t.sellerId);
  return {
    async getMarketplaceParticipations(): Promise<MarketplaceParticipation[]> {
      const res = await callSpApi<GetMarketplaceParticipationsResponse>(t, {
        operation: 'getMarketplaceParticipations',
        method: 'GET',
        path: '/sellers/v1/marketplaceParticipations',
      });
      return res.body?.payload ?? [];
    },

    async searchListingsItems(p: SearchListingsParams): Promise<ListingsItemSearchResults> {
      const res = await callSpApi<ListingsItemSearchResults>(t, {
        operation: 'searchListingsItems',
        method: 'GET',
        path: `/listings/2021-08-01/items/${seller}`,
        query: {
          marketplaceIds: p.marketplaceIds,
          includedData: p.includedData,
          identifiers: p.identifiers,
          identifiersType: p.identifiersType,
          createdAfter: p.createdAfter,
          createdBefore: p.createdBefore,
          sortBy: p.sortBy,
          sortOrder: p.sortOrder,
          pageSize: p.pageSize,
          pageToken: p.pageToken,
          issueLocale: p.issueLocale,
        },
      });
      return res.body ?? { numberOfResults: 0, items: [] };
    },

    /** undefined when Amazon has no such SKU in the marketplace (404). */
    async getListingsItem(
      sku: string,
      p: { marketplaceIds: string[]; includedData?: ListingsIncludedData[]; issueLocale?: string },
    ): Promise<ListingsItem | undefined> {
      try {
        const res = await callSpApi<ListingsItem>(t, {
          operation: 'getListingsItem',
          method: 'GET',
          path: `/listings/2021-08-01/items/${seller}/${enc(sku)}`,
          query: { marketplaceIds: p.marketplaceIds, includedData: p.includedData, issueLocale: p.issueLocale },
        });
        return res.body;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return undefined;
        throw error;
      }
    },

    /** `mode: 'VALIDATION_PREVIEW'` validates without persisting; INVALID comes back as HTTP 200. */
    async patchListingsItem(
      sku: string,
      body: ListingsItemPatchRequest,
      p: {
        marketplaceIds: string[];
        mode?: 'VALIDATION_PREVIEW';
        includedData?: ('identifiers' | 'issues')[];
        issueLocale?: string;
      },
    ): Promise<ListingsItemSubmissionResponse> {
      const res = await callSpApi<ListingsItemSubmissionResponse>(t, {
        operation: 'patchListingsItem',
        ...(p.mode === 'VALIDATION_PREVIEW' ? { rateKey: 'patchListingsItemPreview' as const } : {}),
        method: 'PATCH',
        path: `/listings/2021-08-01/items/${seller}/${enc(sku)}`,
        query: { marketplaceIds: p.marketplaceIds, includedData: p.includedData, mode: p.mode, issueLocale: p.issueLocale },
        body,
      });
      return res.body!;
    },

    async createReport(spec: CreateReportSpecification): Promise<string> {
      const res = await callSpApi<CreateReportResponse>(t, {
        operation: 'createReport',
        method: 'POST',
        path: '/reports/2021-06-30/reports',
        body: spec,
      });
      return res.body!.reportId;
    },

    async getReport(reportId: string): Promise<Report> {
      const res = await callSpApi<Report>(t, {
        operation: 'getReport',
        method: 'GET',
        path: `/reports/2021-06-30/reports/${enc(reportId)}`,
      });
      return res.body!;
    },

    async getReportDocument(reportDocumentId: string): Promise<ReportDocument> {
      const res = await callSpApi<ReportDocument>(t, {
        operation: 'getReportDocument',
        method: 'GET',
        path: `/reports/2021-06-30/documents/${enc(reportDocumentId)}`,
      });
      return res.body!;
    },

    /** undefined when the ASIN is unknown in those marketplaces (404). */
    async getCatalogItem(
      asin: string,
      p: { marketplaceIds: string[]; includedData?: CatalogIncludedData[]; locale?: string },
    ): Promise<CatalogItem | undefined> {
      try {
        const res = await callSpApi<CatalogItem>(t, {
          operation: 'getCatalogItem',
          method: 'GET',
          path: `/catalog/2022-04-01/items/${enc(asin)}`,
          query: { marketplaceIds: p.marketplaceIds, includedData: p.includedData, locale: p.locale },
        });
        return res.body;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return undefined;
        throw error;
      }
    },

    /**
     * Catalogue items of up to 20 identifiers (or keywords) in one call; identifiers Amazon does not
     * know are simply missing from `items`. pageSize defaults to 10 at Amazon: ask for 20.
     */
    async searchCatalogItems(p: {
      marketplaceIds: string[];
      identifiers?: string[];
      identifiersType?: 'ASIN' | 'EAN' | 'GTIN' | 'ISBN' | 'JAN' | 'MINSAN' | 'SKU' | 'UPC';
      keywords?: string[];
      includedData?: CatalogIncludedData[];
      pageSize?: number;
      pageToken?: string;
      locale?: string;
    }): Promise<CatalogItemSearchResults> {
      const res = await callSpApi<CatalogItemSearchResults>(t, {
        operation: 'searchCatalogItems',
        method: 'GET',
        path: '/catalog/2022-04-01/items',
        query: {
          marketplaceIds: p.marketplaceIds,
          identifiers: p.identifiers,
          identifiersType: p.identifiersType,
          keywords: p.keywords,
          includedData: p.includedData,
          pageSize: p.pageSize,
          pageToken: p.pageToken,
          locale: p.locale,
          // Amazon requires the seller id with SKU identifiers.
          sellerId: p.identifiersType === 'SKU' ? t.sellerId : undefined,
        },
      });
      return res.body ?? { numberOfResults: 0, items: [] };
    },

    /** undefined on 204: too few reviews for topics. */
    async getItemReviewTopics(
      asin: string,
      p: { marketplaceId: string; sortBy: ReviewTopicsSortBy },
    ): Promise<ItemReviewTopicsResponse | undefined> {
      const res = await callSpApi<ItemReviewTopicsResponse>(t, {
        operation: 'getItemReviewTopics',
        method: 'GET',
        path: `/customerFeedback/2024-06-01/items/${enc(asin)}/reviews/topics`,
        query: { marketplaceId: p.marketplaceId, sortBy: p.sortBy },
      });
      return res.status === 204 ? undefined : res.body;
    },

    async getDefinitionsProductType(
      productType: string,
      p: {
        marketplaceIds: string[];
        requirements?: 'LISTING' | 'LISTING_PRODUCT_ONLY' | 'LISTING_OFFER_ONLY';
        requirementsEnforced?: 'ENFORCED' | 'NOT_ENFORCED';
        locale?: string;
        productTypeVersion?: string;
      },
    ): Promise<ProductTypeDefinition> {
      const res = await callSpApi<ProductTypeDefinition>(t, {
        operation: 'getDefinitionsProductType',
        method: 'GET',
        path: `/definitions/2020-09-01/productTypes/${enc(productType)}`,
        query: {
          marketplaceIds: p.marketplaceIds,
          sellerId: t.sellerId,
          requirements: p.requirements,
          requirementsEnforced: p.requirementsEnforced,
          locale: p.locale,
          productTypeVersion: p.productTypeVersion,
        },
      });
      return res.body!;
    },
  };
}

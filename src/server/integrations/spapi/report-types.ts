/**
 * Hand-written types of the JSON report documents ListingPilot reads, from Amazon's schemas in
 * vendor/amazon/spapi-models/schemas/reports. Only the fields we read are typed; the runner has
 * already checked the whole document against the schema.
 */

export const SALES_AND_TRAFFIC_REPORT = 'GET_SALES_AND_TRAFFIC_REPORT';
export const SEARCH_CATALOG_PERFORMANCE_REPORT = 'GET_BRAND_ANALYTICS_SEARCH_CATALOG_PERFORMANCE_REPORT';
export const SEARCH_QUERY_PERFORMANCE_REPORT = 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT';

export type CurrencyAmount = { amount: number; currencyCode: string };

export type SalesAndTrafficByAsin = {
  parentAsin: string;
  childAsin?: string;
  sku?: string;
  salesByAsin: { unitsOrdered: number; orderedProductSales: CurrencyAmount; totalOrderItems: number };
  trafficByAsin: {
    sessions: number;
    pageViews: number;
    buyBoxPercentage: number;
    unitSessionPercentage: number;
    browserSessions: number;
    mobileAppSessions: number;
  };
};

export type SalesAndTrafficReport = {
  reportSpecification: {
    reportType: typeof SALES_AND_TRAFFIC_REPORT;
    reportOptions: { dateGranularity?: 'DAY' | 'WEEK' | 'MONTH'; asinGranularity?: 'PARENT' | 'CHILD' | 'SKU' };
    dataStartTime: string;
    dataEndTime: string;
    marketplaceIds: string[];
  };
  salesAndTrafficByDate: { date: string; salesByDate: Record<string, unknown>; trafficByDate: Record<string, unknown> }[];
  /** Aggregated over the whole requested range: one report per day gives daily rows per ASIN. */
  salesAndTrafficByAsin: SalesAndTrafficByAsin[];
};

type ShippingCounts<P extends string> = {
  [K in `sameDayShipping${P}Count` | `oneDayShipping${P}Count` | `twoDayShipping${P}Count`]: number;
};

export type SearchCatalogPerformanceData = {
  startDate: string;
  endDate: string;
  asin: string;
  impressionData: { impressionCount: number; impressionMedianPrice: CurrencyAmount } & ShippingCounts<'Impression'>;
  clickData: { clickCount: number; clickRate: number; clickedMedianPrice: CurrencyAmount } & ShippingCounts<'Click'>;
  cartAddData: { cartAddCount: number; cartAddedMedianPrice: CurrencyAmount } & ShippingCounts<'CartAdd'>;
  purchaseData: {
    purchaseCount: number;
    searchTrafficSales: CurrencyAmount;
    conversionRate: number;
    purchaseMedianPrice: CurrencyAmount;
  } & ShippingCounts<'Purchase'>;
};

export type BrandAnalyticsPeriod = 'WEEK' | 'MONTH' | 'QUARTER';

export type SearchCatalogPerformanceReport = {
  reportSpecification: {
    reportType: typeof SEARCH_CATALOG_PERFORMANCE_REPORT;
    reportOptions: { reportPeriod: BrandAnalyticsPeriod; asins?: string };
    dataStartTime: string;
    dataEndTime: string;
    marketplaceIds: string[];
  };
  dataByAsin: SearchCatalogPerformanceData[];
};

export type SearchQueryPerformanceData = {
  startDate: string;
  endDate: string;
  asin: string;
  searchQueryData: { searchQuery: string; searchQueryScore: number; searchQueryVolume: number };
  impressionData: { totalQueryImpressionCount: number; asinImpressionCount: number; asinImpressionShare: number };
  clickData: {
    totalClickCount: number;
    totalClickRate: number;
    asinClickCount: number;
    asinClickShare: number;
    totalMedianClickPrice: CurrencyAmount;
    asinMedianClickPrice: CurrencyAmount;
    totalSameDayShippingClickCount: number;
    totalOneDayShippingClickCount: number;
    totalTwoDayShippingClickCount: number;
  };
  cartAddData: {
    totalCartAddCount: number;
    totalCartAddRate: number;
    asinCartAddCount: number;
    asinCartAddShare: number;
    totalMedianCartAddPrice: CurrencyAmount;
    asinMedianCartAddPrice: CurrencyAmount;
    totalSameDayShippingCartAddCount: number;
    totalOneDayShippingCartAddCount: number;
    totalTwoDayShippingCartAddCount: number;
  };
  purchaseData: {
    totalPurchaseCount: number;
    totalPurchaseRate: number;
    asinPurchaseCount: number;
    asinPurchaseShare: number;
    totalMedianPurchasePrice: CurrencyAmount;
    asinMedianPurchasePrice: CurrencyAmount;
    totalSameDayShippingPurchaseCount: number;
    totalOneDayShippingPurchaseCount: number;
    totalTwoDayShippingPurchaseCount: number;
  };
};

export type SearchQueryPerformanceReport = {
  reportSpecification: {
    reportType: typeof SEARCH_QUERY_PERFORMANCE_REPORT;
    reportOptions: { reportPeriod: BrandAnalyticsPeriod; asin: string };
    dataStartTime: string;
    dataEndTime: string;
    marketplaceIds: string[];
  };
  dataByAsin: SearchQueryPerformanceData[];
};

/** Each JSON report type and the document it produces. */
export type JsonReportDocuments = {
  [SALES_AND_TRAFFIC_REPORT]: SalesAndTrafficReport;
  [SEARCH_CATALOG_PERFORMANCE_REPORT]: SearchCatalogPerformanceReport;
  [SEARCH_QUERY_PERFORMANCE_REPORT]: SearchQueryPerformanceReport;
};
export type JsonReportType = keyof JsonReportDocuments;

/** Where each report type's schema lives under vendor/amazon/spapi-models/schemas/reports. */
export const REPORT_SCHEMA_FILES: Record<JsonReportType, string> = {
  [SALES_AND_TRAFFIC_REPORT]: 'sellerSalesAndTrafficReport.json',
  [SEARCH_CATALOG_PERFORMANCE_REPORT]: 'sellingPartnerSearchCatalogPerformanceReport.json',
  [SEARCH_QUERY_PERFORMANCE_REPORT]: 'sellingPartnerSearchQueryPerformanceReport.json',
};

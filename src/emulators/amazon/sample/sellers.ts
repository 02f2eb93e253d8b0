/** Demo sellers offered on the consent page. Marketplace ids come from #core/marketplaces. */
import { MARKETPLACES } from '#core/marketplaces';

export type DemoSeller = {
  sellerId: string;
  storeName: string;
  marketplaceIds: string[];
  /** Pre-issued refresh token so the offline demo can connect without the consent page. */
  demoRefreshToken: string;
  businessName: string;
  countryCode: string;
  /**
   * Whether the authorisation carries Amazon's Brand Analytics role (brand-registered sellers):
   * without it Amazon refuses Brand Analytics and Sales and Traffic reports with 403 Unauthorized.
   */
  brandAnalytics: boolean;
};

export const DEMO_SELLER_ID = 'A2DEMOSELLER01';
export const DEMO_SELLER_US_ONLY_ID = 'A3DEMOSELLER02';

export const DEMO_SELLERS: DemoSeller[] = [
  {
    sellerId: DEMO_SELLER_ID,
    storeName: 'Northwind Goods',
    marketplaceIds: MARKETPLACES.map((m) => m.id),
    demoRefreshToken: 'Atzr|demo-refresh-token-A2DEMOSELLER01',
    businessName: 'Northwind Goods LLC',
    countryCode: 'US',
    brandAnalytics: true,
  },
  {
    sellerId: DEMO_SELLER_US_ONLY_ID,
    storeName: 'Blue Harbor Supply',
    marketplaceIds: ['ATVPDKIKX0DER'],
    demoRefreshToken: 'Atzr|demo-refresh-token-A3DEMOSELLER02',
    businessName: 'Blue Harbor Supply Inc.',
    countryCode: 'US',
    brandAnalytics: false,
  },
];

/** What the emulator stores of one listing: its attributes, images and Amazon's own issues. */
export type AttributeValue = Record<string, unknown>;
export type Attributes = Record<string, AttributeValue[]>;

export type ListingImage = { variant: string; width: number; height: number };

export type StoredIssue = {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  attributeNames?: string[];
  categories: string[];
  enforcements?: { actions: { action: string }[]; exemption?: { status: string; expiryDate?: string } };
};

export type StoredListing = {
  sellerId: string;
  sku: string;
  asin: string;
  marketplaceId: string;
  productType: string;
  /** Free string on purpose: tests plant invalid values to prove response validation catches them. */
  conditionType: string;
  createdAt: number;
  updatedAt: number;
  attributes: Attributes;
  /** Rendered by GET /images/:name; also written into the *_image_locator attributes. */
  images: ListingImage[];
  price: number;
  quantity: number;
  fulfillmentChannel: 'DEFAULT' | 'AMAZON_NA' | 'AMAZON_EU';
  /** Browse node used by Catalog Items classifications and Customer Feedback. */
  browseNode?: { id: string; name: string };
  /** Present on the listings built from the ESCI corpus (Apache-2.0), for attribution. */
  source?: string;
  /**
   * Accepted content patches: when, and how much the health score moved. The demo Sales and Traffic
   * figures drift after each (demo-figures.ts); nothing like this exists at Amazon.
   */
  pushes?: { at: number; scoreDelta: number }[];
  /** Amazon's own issues on the listing (control API), reported beside those its content causes. */
  amazonIssues?: StoredIssue[];
  /** Status set through the control API; otherwise derived from the issues. */
  status?: ('BUYABLE' | 'DISCOVERABLE')[];
};

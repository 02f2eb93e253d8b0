/**
 * Policy limits as data, versioned by effective date (docs/listing-rules.md#policy-versions). A listing is scored
 * against the version in force on the scoring date, so old reports can be reproduced and a
 * rule change is a new row here, not a code change.
 */
export type Policy = {
  /** Version id = effective date of the policy table. */
  version: string;
  productClass: 'media' | 'non-media';
  titleMaxChars: number;
  /** Lower end of the TITLE_LENGTH_NEAR band (headroom for Amazon's own edits). */
  titleNearChars: number;
  titleMaxWordRepeats: number;
  /** Since 2026-07-27 the brand counts toward the repeat limit [T1]. */
  brandCountsForRepeats: boolean;
  /** null = the field does not exist under this policy/class. */
  highlightsMaxChars: number | null;
  bulletsMin: number;
  bulletsRecommended: number;
  bulletsMax: number;
  bulletMinChars: number;
  bulletMaxChars: number;
  bulletsTotalMaxChars: number;
  descriptionMaxChars: number;
  descriptionThinChars: number;
  /** Amazon drops the whole field at 250 bytes; 249 is the last accepted length [K2], [K3]. */
  searchTermsMaxBytes: number;
  /** Error 97779 is documented at 200 bytes [K1]. */
  searchTermsSafeBytes: number;
  imagesMax: number;
  imagesMin: number;
  imagesGood: number;
  imageMinPx: number;
  imageZoomPx: number;
  imageRecommendedPx: number;
  imageMaxPx: number;
};

/** Schema cap of item_name: accepted ≠ compliant (the editor keeps the n/200 counter). */
export const TITLE_FIELD_CAP = 200;
export const POLICY_VERSION = '2026-07-27';

/** Stores exempt from the 75-character title (Saudi Arabia, Egypt, Türkiye, UAE) [T1]. */
const EXEMPT_MARKETPLACES: ReadonlySet<string> = new Set(['A17E79C6D8DWNP', 'ARBP9OOSHTCHU', 'A33AVAJ2PDY3EV', 'A2VIGQ35RCS4UG']);

const BASE: Omit<Policy, 'version' | 'productClass' | 'titleMaxChars' | 'brandCountsForRepeats' | 'highlightsMaxChars'> = {
  titleNearChars: 73,
  titleMaxWordRepeats: 2,
  bulletsMin: 3,
  bulletsRecommended: 5,
  bulletsMax: 5,
  bulletMinChars: 10,
  bulletMaxChars: 255,
  bulletsTotalMaxChars: 1000,
  descriptionMaxChars: 2000,
  descriptionThinChars: 250,
  searchTermsMaxBytes: 249,
  searchTermsSafeBytes: 200,
  imagesMax: 9,
  imagesMin: 4,
  imagesGood: 7,
  imageMinPx: 500,
  imageZoomPx: 1000,
  imageRecommendedPx: 1600,
  imageMaxPx: 10000,
};

type Version = { effective: number; short: Policy; long: Policy; exempt: Policy };

function buildVersion(version: string, shortTitle: boolean): Version {
  const [y, m, d] = version.split('-').map(Number);
  const long: Policy = Object.freeze({
    ...BASE,
    version,
    productClass: 'media',
    titleMaxChars: 200,
    brandCountsForRepeats: shortTitle,
    highlightsMaxChars: null,
  });
  const short: Policy = shortTitle
    ? Object.freeze({
        ...BASE,
        version,
        productClass: 'non-media',
        titleMaxChars: 75,
        brandCountsForRepeats: true,
        highlightsMaxChars: 125,
      })
    : Object.freeze({ ...long, productClass: 'non-media' });
  // Exempt stores keep long titles but are still non-media product types.
  const exempt: Policy = Object.freeze({ ...long, productClass: 'non-media' });
  return { effective: Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1), short, long, exempt };
}

/** Newest first. Dates before the oldest row use the oldest row (the 200-char cap dates from 2019). */
const VERSIONS: readonly Version[] = [buildVersion(POLICY_VERSION, true), buildVersion('2025-01-21', false)];

export function getPolicy(marketplaceId: string, isMedia: boolean, date: Date = new Date()): Policy {
  const t = date.getTime();
  const version = VERSIONS.find((v) => v.effective <= t) ?? VERSIONS[VERSIONS.length - 1]!;
  if (isMedia) return version.long;
  if (EXEMPT_MARKETPLACES.has(marketplaceId)) return version.exempt;
  return version.short;
}

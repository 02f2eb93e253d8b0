/**
 * Per-field text limits of Amazon's A+ modules (from Amazon's A+ Content document examples guide, Dec 2021). The model's
 * generic 10,000-character cap is far above what Amazon accepts on submission, so both our rules and
 * the emulator check these. Paths use `[]` for "every element"; a body is the sum of its textList.
 */
export const AMAZON_MODULE_TYPES = [
  'STANDARD_COMPANY_LOGO',
  'STANDARD_COMPARISON_TABLE',
  'STANDARD_FOUR_IMAGE_TEXT',
  'STANDARD_FOUR_IMAGE_TEXT_QUADRANT',
  'STANDARD_HEADER_IMAGE_TEXT',
  'STANDARD_IMAGE_SIDEBAR',
  'STANDARD_IMAGE_TEXT_OVERLAY',
  'STANDARD_MULTIPLE_IMAGE_TEXT',
  'STANDARD_PRODUCT_DESCRIPTION',
  'STANDARD_SINGLE_IMAGE_HIGHLIGHTS',
  'STANDARD_SINGLE_IMAGE_SPECS_DETAIL',
  'STANDARD_SINGLE_SIDE_IMAGE',
  'STANDARD_TECH_SPECS',
  'STANDARD_TEXT',
  'STANDARD_THREE_IMAGE_TEXT',
] as const;
export type AmazonModuleType = (typeof AMAZON_MODULE_TYPES)[number];

export type TextLimit = { path: string; max: number; label: string };

const body = (path: string, max: number, label: string): TextLimit => ({ path: `${path}.textList[].value`, max, label });
const text = (path: string, max: number, label: string): TextLimit => ({ path: `${path}.value`, max, label });

export const AMAZON_TEXT_LIMITS: Readonly<Record<AmazonModuleType, readonly TextLimit[]>> = {
  STANDARD_HEADER_IMAGE_TEXT: [
    text('headline', 150, 'headline'),
    text('block.headline', 150, 'block headline'),
    body('block.body', 6000, 'block body'),
  ],
  STANDARD_TEXT: [text('headline', 160, 'headline'), body('body', 5000, 'body')],
  STANDARD_PRODUCT_DESCRIPTION: [body('body', 6000, 'body')],
  STANDARD_IMAGE_TEXT_OVERLAY: [text('block.headline', 70, 'block headline'), body('block.body', 300, 'block body')],
  STANDARD_SINGLE_SIDE_IMAGE: [text('block.headline', 160, 'block headline'), body('block.body', 1000, 'block body')],
  STANDARD_THREE_IMAGE_TEXT: [
    text('headline', 200, 'headline'),
    ...[1, 2, 3].flatMap((i) => [
      text(`block${i}.headline`, 160, `block ${i} headline`),
      body(`block${i}.body`, 1000, `block ${i} body`),
    ]),
  ],
  STANDARD_FOUR_IMAGE_TEXT: [
    text('headline', 200, 'headline'),
    ...[1, 2, 3, 4].flatMap((i) => [
      text(`block${i}.headline`, 160, `block ${i} headline`),
      body(`block${i}.body`, 1000, `block ${i} body`),
    ]),
  ],
  STANDARD_FOUR_IMAGE_TEXT_QUADRANT: [1, 2, 3, 4].flatMap((i) => [
    text(`block${i}.headline`, 160, `block ${i} headline`),
    body(`block${i}.body`, 1000, `block ${i} body`),
  ]),
  STANDARD_MULTIPLE_IMAGE_TEXT: [
    text('images[].block.headline', 160, 'headline'),
    body('images[].block.body', 1000, 'body'),
    text('images[].caption', 200, 'caption'),
  ],
  STANDARD_SINGLE_IMAGE_HIGHLIGHTS: [
    text('headline', 160, 'headline'),
    text('textBlock1.headline', 200, 'text block 1 headline'),
    body('textBlock1.body', 1000, 'text block 1 body'),
    ...[2, 3].flatMap((i) => [
      text(`textBlock${i}.headline`, 200, `text block ${i} headline`),
      body(`textBlock${i}.body`, 400, `text block ${i} body`),
    ]),
    text('bulletedListBlock.headline', 160, 'list headline'),
    { path: 'bulletedListBlock.block.textList[].text.value', max: 100, label: 'list item' },
  ],
  STANDARD_SINGLE_IMAGE_SPECS_DETAIL: [
    text('headline', 200, 'headline'),
    text('descriptionHeadline', 160, 'description headline'),
    text('descriptionBlock1.headline', 200, 'description block 1 headline'),
    body('descriptionBlock1.body', 400, 'description block 1 body'),
    text('specificationHeadline', 160, 'specification headline'),
    text('specificationListBlock.headline', 200, 'specification list headline'),
    { path: 'specificationListBlock.block.textList[].text.value', max: 200, label: 'specification item' },
    text('specificationTextBlock.headline', 200, 'specification text headline'),
    body('specificationTextBlock.body', 1000, 'specification text body'),
  ],
  STANDARD_IMAGE_SIDEBAR: [
    text('headlineText', 160, 'headline'),
    text('descriptionTextBlock.headline', 200, 'description headline'),
    body('descriptionTextBlock.body', 500, 'description body'),
    { path: 'descriptionListBlock.textList[].text.value', max: 200, label: 'list item' },
    text('imageCaptionBlock.caption', 200, 'caption'),
    text('sidebarTextBlock.headline', 200, 'sidebar headline'),
    body('sidebarTextBlock.body', 500, 'sidebar body'),
  ],
  STANDARD_TECH_SPECS: [
    text('headline', 80, 'headline'),
    text('specificationList[].label', 30, 'label'),
    text('specificationList[].description', 500, 'description'),
  ],
  STANDARD_COMPARISON_TABLE: [
    { path: 'metricRowLabels[].value', max: 100, label: 'metric row label' },
    { path: 'productColumns[].title', max: 80, label: 'column title' },
    { path: 'productColumns[].metrics[].value', max: 250, label: 'metric' },
  ],
  STANDARD_COMPANY_LOGO: [],
};

/** Alt text of every image (model and guide): 1–100 characters. */
export const MAX_ALT_TEXT = 100;
/** Sellers may put up to 7 modules on a document (the A+ Content use case guide). */
export const MAX_SELLER_MODULES = 7;
/** A+ documents use hyphenated IETF tags (en-US), never listing tags (en_US). */
export const APLUS_LOCALE_RE = /^[a-z]{2,}-[A-Z0-9]{2,}$/;

/** The JSON property that carries each module type's body (contentModuleType → property). */
export function modulePropertyName(type: AmazonModuleType): string {
  return type
    .toLowerCase()
    .split('_')
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
}

/** Values at a limit path; a body path's values are joined so the limit applies to the whole body. */
export function valuesAt(node: unknown, path: string): string[] {
  const parts = path.split('.');
  let current: unknown[] = [node];
  for (const part of parts) {
    const isList = part.endsWith('[]');
    const key = isList ? part.slice(0, -2) : part;
    const next: unknown[] = [];
    for (const c of current) {
      const v = c && typeof c === 'object' ? (c as Record<string, unknown>)[key] : undefined;
      if (v === undefined || v === null) continue;
      if (isList) {
        if (Array.isArray(v)) next.push(...v);
      } else next.push(v);
    }
    current = next;
  }
  return current.filter((v): v is string => typeof v === 'string');
}

/** Code points, as Amazon counts characters. */
export function countCodePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export type LimitViolation = { label: string; length: number; max: number };

/** Every limit a module body exceeds; textList bodies count as one text. */
export function findLimitViolations(type: AmazonModuleType, moduleBody: unknown): LimitViolation[] {
  const out: LimitViolation[] = [];
  for (const limit of AMAZON_TEXT_LIMITS[type]) {
    const values = valuesAt(moduleBody, limit.path);
    if (values.length === 0) continue;
    const isBody = limit.path.endsWith('.textList[].value') && (limit.path.match(/\[\]/g) ?? []).length === 1;
    const lengths = isBody ? [countCodePoints(values.join(''))] : values.map(countCodePoints);
    for (const length of lengths) if (length > limit.max) out.push({ label: limit.label, length, max: limit.max });
  }
  return out;
}

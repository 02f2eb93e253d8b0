import { describe, expect, it } from 'vitest';
import type { ContentDiff } from '#core/api/alerts';
import type { AlertRow } from '../db/schema/index.ts';
import {
  buyableFinding,
  contentFinding,
  INACTIVE_MESSAGE,
  issueFindings,
  NOT_BUYABLE_MESSAGE,
  productTypeFinding,
  shownText,
} from './findings.ts';
import { withListedBullets } from './repo.ts';

const US = 'ATVPDKIKX0DER';
const issue = (action: string | null, code = '1') => ({
  code,
  message: `message ${code}`,
  severity: 'ERROR' as const,
  categories: [],
  ...(action ? { enforcements: { actions: [{ action }], exemption: { status: 'NOT_EXEMPT' } } } : {}),
});

describe('issueFindings', () => {
  it("alerts Amazon's enforcement actions at their severity, and skips issues without one or of another marketplace", () => {
    const found = issueFindings(
      [
        issue('LISTING_SUPPRESSED', 'a'),
        issue('SEARCH_SUPPRESSED', 'b'),
        issue(null, 'c'),
        { ...issue('CATALOG_ITEM_REMOVED', 'd'), marketplaceIds: ['A1PA6795UKMFR9'] },
      ],
      US,
    );
    expect(found.map((f) => [f.key, f.severity])).toEqual([
      ['listing_suppressed:a', 'critical'],
      ['search_suppressed:b', 'warning'],
    ]);
  });

  it('takes the worst action of an issue with several', () => {
    const both = {
      ...issue('ATTRIBUTE_SUPPRESSED'),
      enforcements: {
        actions: [{ action: 'ATTRIBUTE_SUPPRESSED' }, { action: 'CATALOG_ITEM_REMOVED' }],
        exemption: { status: 'NOT_EXEMPT' },
      },
    };
    expect(issueFindings([both], US)[0]).toMatchObject({ kind: 'catalog_item_removed', severity: 'critical' });
  });
});

describe('buyableFinding and productTypeFinding', () => {
  it('alerts a listing that is not buyable, at the first look too, unless a critical issue already says why', () => {
    expect(buyableFinding(true, false, [])).toMatchObject({
      kind: 'not_buyable',
      severity: 'critical',
      message: NOT_BUYABLE_MESSAGE,
    });
    expect(buyableFinding(undefined, false, [], 2)).toMatchObject({
      key: 'not_buyable',
      severity: 'critical',
      message: `${INACTIVE_MESSAGE} Amazon reports 2 errors on it: see the listing's issues.`,
    });
    // Still not buyable at the next check: the same finding, so the alert stays open.
    expect(buyableFinding(false, false, [])?.key).toBe('not_buyable');
    expect(buyableFinding(true, true, [])).toBeNull();
    expect(buyableFinding(true, false, issueFindings([issue('LISTING_SUPPRESSED')], US))).toBeNull();
  });

  it('alerts a changed product type only', () => {
    expect(productTypeFinding('LUGGAGE', 'LUGGAGE')).toBeNull();
    expect(productTypeFinding('LUGGAGE', 'BACKPACK')).toMatchObject({
      severity: 'warning',
      productType: { before: 'LUGGAGE', after: 'BACKPACK' },
    });
  });
});

describe('contentFinding', () => {
  const approved = {
    title: 'Frostline Bottle 32 oz',
    bullets: ['Cold for 24 hours', 'Leak-proof'],
    description: 'For hikes.',
    mainImage: 'http://img/main.jpg',
  };

  it('names the fields the detail page changed, with the approved and the shown text', () => {
    const shown = shownText(
      {
        item_name: [{ value: 'Cheap bottle', marketplace_id: US }],
        bullet_point: [
          { value: 'Cold for 24 hours', marketplace_id: US },
          { value: 'Leak-proof', marketplace_id: US },
        ],
      },
      [{ marketplaceId: US, images: [{ variant: 'MAIN', link: 'http://img/other.jpg' }] }],
      US,
    );
    const found = contentFinding(approved, shown);
    expect(found?.content?.changes).toEqual([
      { field: 'title', approved: 'Frostline Bottle 32 oz', shown: 'Cheap bottle' },
      { field: 'mainImage', approved: 'http://img/main.jpg', shown: 'http://img/other.jpg' },
    ]);
    expect(found?.content?.approved).toEqual({
      title: 'Frostline Bottle 32 oz',
      bullets: ['Cold for 24 hours', 'Leak-proof'],
      description: 'For hikes.',
    });
  });

  it('sees no change in white space, nor in a field the page does not show', () => {
    const shown = shownText({ item_name: [{ value: ' Frostline  Bottle 32 oz ', marketplace_id: US }] }, undefined, US);
    expect(contentFinding(approved, shown)).toBeNull();
  });

  it('compares bullets one by one: two bullets are not one bullet with a line break', () => {
    const shown = shownText(
      { bullet_point: ['Cold for 24 hours', 'Leak-proof'].map((value) => ({ value, marketplace_id: US })) },
      undefined,
      US,
    );
    const oneBullet = { ...approved, bullets: ['Cold for 24 hours\nLeak-proof'] };
    expect(contentFinding(oneBullet, shown)?.content?.changes).toEqual([
      { field: 'bullets', approved: ['Cold for 24 hours\nLeak-proof'], shown: ['Cold for 24 hours', 'Leak-proof'] },
    ]);
    expect(contentFinding(approved, shown)).toBeNull();
  });

  it('an alert stored with joined bullets, before they were kept as lists, is read as lists', () => {
    const stored = {
      changes: [
        { field: 'bullets', approved: 'Cold for 24 hours\nLeak-proof', shown: 'Cheap\n\nbottle' },
        { field: 'title', approved: 'A', shown: 'B' },
      ],
      approved: { title: 'A', bullets: ['Cold for 24 hours', 'Leak-proof'], description: '' },
    } as unknown as ContentDiff;
    const row = { id: 1, content: stored } as AlertRow;
    expect(withListedBullets(row).content?.changes).toEqual([
      { field: 'bullets', approved: ['Cold for 24 hours', 'Leak-proof'], shown: ['Cheap', 'bottle'] },
      { field: 'title', approved: 'A', shown: 'B' },
    ]);
    expect(withListedBullets({ ...row, content: null }).content).toBeNull();
  });
});

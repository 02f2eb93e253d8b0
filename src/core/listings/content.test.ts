import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as alertsApi from '../api/alerts.ts';
import { ContentChangeSchema, type ContentChange } from '../api/alerts.ts';
import * as listingsApi from '../api/listings.ts';
import * as optimizeApi from '../api/optimize.ts';
import * as publishApi from '../api/publish.ts';
import { FieldDiffSchema, type FieldDiff, type PushText } from '../api/publish.ts';
import {
  cleanBullets,
  sameBullets,
  sameListingText,
  splitBullets,
  type ComparableText,
  type CoreText,
  type ListingText,
} from './content.ts';

const JOINED = 'Keeps drinks cold\nLeak-proof lid';
const LIST = ['Keeps drinks cold', 'Leak-proof lid'];

describe('cleanBullets', () => {
  it('trims each bullet and drops the blank ones, keeping order and inner line breaks', () => {
    expect(cleanBullets(['  One ', '', ' \n ', 'Two\nlines', '\tThree'])).toEqual(['One', 'Two\nlines', 'Three']);
    expect(sameBullets([' One', '', 'Two '], ['One', 'Two'])).toBe(true);
    expect(sameBullets(['One', 'Two'], ['Two', 'One'])).toBe(false);
    expect(splitBullets('One\r\n\n Two ')).toEqual(['One', 'Two']);
  });
});

type Schema = z.ZodType;
type Def = {
  type: string;
  shape?: Record<string, Schema>;
  options?: Schema[];
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
};
const defOf = (s: Schema) => (s as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every place in the API contracts that carries bullets: a `bullets` property, or the other
 * properties of an object whose `field` is the literal 'bullets' (a diff or an alert's change).
 */
function bulletSites(root: Schema, name: string): { path: string; schema: Schema }[] {
  const found: { path: string; schema: Schema }[] = [];
  const seen = new Set<Schema>();
  const walk = (s: Schema, path: string) => {
    if (seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    if (def.type === 'object' && def.shape) {
      const field = def.shape['field'] ? defOf(def.shape['field']) : undefined;
      const aboutBullets = field?.type === 'literal' && (field as unknown as { values: unknown[] }).values.includes('bullets');
      for (const [key, child] of Object.entries(def.shape)) {
        if (key === 'bullets' || (aboutBullets && key !== 'field')) found.push({ path: `${path}.${key}`, schema: child });
        walk(child, `${path}.${key}`);
      }
    }
    for (const child of def.options ?? []) walk(child, path);
    for (const child of [def.element, def.innerType, def.in, def.out]) if (child) walk(child, path);
  };
  walk(root, name);
  return found;
}

const modules: Record<string, unknown>[] = [alertsApi, listingsApi, optimizeApi, publishApi];
const contracts = modules.flatMap((m) => Object.entries(m)).filter((e): e is [string, Schema] => e[1] instanceof z.ZodType);
const sites = contracts.flatMap(([name, schema]) => bulletSites(schema, name));

describe('bullets are a list in every API contract, from the editor to Amazon', () => {
  it('finds the requests, answers, diffs, alerts and versions that carry bullets', () => {
    const paths = sites.map((s) => s.path);
    for (const expected of [
      'UpdateAmazonRequestSchema.bullets',
      'FieldDiffSchema.before',
      'FieldDiffSchema.after',
      'ContentChangeSchema.approved',
      'ContentChangeSchema.shown',
      'ContentDiffSchema.approved.bullets',
      'ListingVersionSchema.bullets',
      'ListingSchema.bullets',
      'OptimizeResponseSchema.bullets',
      'RollbackPreviewSchema.text.bullets',
      'BatchItemSchema.original.bullets',
    ])
      expect(paths).toContain(expected);
  });

  it.each(sites.map((s) => [s.path, s.schema] as const))('%s rejects a joined string and takes the list', (_path, schema) => {
    expect(schema.safeParse(JOINED).success).toBe(false);
    expect(schema.safeParse(LIST).success).toBe(true);
  });

  it('a push diff and an alert change with joined bullets are refused whole', () => {
    expect(FieldDiffSchema.safeParse({ field: 'bullets', before: JOINED, after: JOINED }).success).toBe(false);
    expect(FieldDiffSchema.safeParse({ field: 'bullets', before: LIST, after: [] }).success).toBe(true);
    expect(ContentChangeSchema.safeParse({ field: 'bullets', approved: JOINED, shown: JOINED }).success).toBe(false);
    expect(ContentChangeSchema.safeParse({ field: 'bullets', approved: LIST, shown: LIST.slice(1) }).success).toBe(true);
  });

  it('the types say the same: a joined string does not compile where bullets go', () => {
    expectTypeOf<Extract<FieldDiff, { field: 'bullets' }>['before']>().toEqualTypeOf<string[]>();
    expectTypeOf<Extract<ContentChange, { field: 'bullets' }>['shown']>().toEqualTypeOf<string[]>();
    expectTypeOf<PushText['bullets']>().toEqualTypeOf<string[]>();
    expectTypeOf<ListingText['bullets']>().toEqualTypeOf<string[]>();
    // @ts-expect-error a bullets diff carries lists, never one string
    const diff: FieldDiff = { field: 'bullets', before: JOINED, after: JOINED };
    // @ts-expect-error an alert's bullets change carries lists too
    const change: ContentChange = { field: 'bullets', approved: JOINED, shown: JOINED };
    expect([diff, change]).toHaveLength(2);
  });
});

describe('sameListingText, the one rule for "the same text"', () => {
  // The four rules it replaced, as they were written, to show where they disagreed.
  const oldRules = {
    /** The editor and publish's diff: trimmed ends, bullets trimmed and blank ones dropped. */
    trimmed: (a: CoreText, b: CoreText) =>
      a.title.trim() === b.title.trim() &&
      a.description.trim() === b.description.trim() &&
      sameTrimmedBullets(a.bullets, b.bullets),
    /** The watch: white space folded, blank bullets kept. */
    folded: (a: CoreText, b: CoreText) =>
      norm(a.title) === norm(b.title) &&
      norm(a.description) === norm(b.description) &&
      a.bullets.length === b.bullets.length &&
      a.bullets.every((x, i) => norm(x) === norm(b.bullets[i]!)),
    /** The read-back after a push: exact. */
    exact: (a: CoreText, b: CoreText) =>
      a.title === b.title &&
      a.description === b.description &&
      a.bullets.length === b.bullets.length &&
      a.bullets.every((x, i) => x === b.bullets[i]),
  };
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const sameTrimmedBullets = (a: string[], b: string[]) => {
    const clean = (l: string[]) => l.map((x) => x.trim()).filter(Boolean);
    return JSON.stringify(clean(a)) === JSON.stringify(clean(b));
  };

  const pushed: ComparableText = {
    searchTerms: null,
    title: 'Frostline  Bottle 32 oz ',
    bullets: ['Cold for 24 hours ', '', 'Leak-proof lid'],
    description: 'For hikes.\n\nDishwasher safe.',
  };
  // What Amazon hands back a moment later: white space folded, the blank value gone.
  const readBack: ComparableText = {
    searchTerms: null,
    title: 'Frostline Bottle 32 oz',
    bullets: ['Cold for 24 hours', 'Leak-proof lid'],
    description: 'For hikes. Dishwasher safe.',
  };

  it('calls a just-pushed text the same as Amazon’s read-back, which each old rule called changed', () => {
    expect(oldRules.trimmed(pushed, readBack)).toBe(false);
    expect(oldRules.folded(pushed, readBack)).toBe(false);
    expect(oldRules.exact(pushed, readBack)).toBe(false);
    expect(sameListingText(pushed, readBack)).toBe(true);
  });

  it('agrees with the old rules where they agreed: a changed word is a change', () => {
    const edited = { ...readBack, bullets: ['Cold for 12 hours', 'Leak-proof lid'] };
    for (const rule of Object.values(oldRules)) expect(rule(readBack, edited)).toBe(false);
    expect(sameListingText(readBack, edited)).toBe(false);
  });

  it('keeps bullets apart: two bullets are not one bullet with a line break', () => {
    expect(sameListingText(readBack, { ...readBack, bullets: ['Cold for 24 hours\nLeak-proof lid'] })).toBe(false);
    expect(sameListingText(readBack, { ...readBack, bullets: ['Leak-proof lid', 'Cold for 24 hours'] })).toBe(false);
  });

  it('compares search terms only when both sides state them', () => {
    expect(sameListingText({ ...readBack, searchTerms: 'flask  thermos' }, { ...readBack, searchTerms: 'flask thermos' })).toBe(
      true,
    );
    expect(sameListingText({ ...readBack, searchTerms: 'flask' }, { ...readBack, searchTerms: '' })).toBe(false);
    expect(sameListingText({ ...readBack, searchTerms: 'flask' }, { ...readBack, searchTerms: null })).toBe(true);
  });
});

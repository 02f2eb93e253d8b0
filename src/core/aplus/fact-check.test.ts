import { describe, expect, it } from 'vitest';
import { checkAplusDraft } from './check.ts';
import { checkAplusFacts, type AplusFactSource } from './fact-check.ts';
import type { AplusModule } from './modules.ts';

const LISTING: AplusFactSource = {
  title: 'VOLADOR Dive Light 3000 Lumens, 7.56in/19.2cm',
  bullets: [
    'Comes with 2 3000mAh 18650 batteries, max running time reaches 1.5 hours on high and 5.5 hours on low setting',
    'Waterproof to 150m, 1,000 cycles',
  ],
  description: '<b>Specifications:</b><br>Length: 7.56in/19.2cm<br>Head: 1.69in/4.3cm',
};
const mod = (content: string, extra: Partial<AplusModule> = {}): AplusModule => ({
  type: 'image_text',
  title: 'Bright and long-lasting',
  content,
  ...extra,
});

describe('checkAplusFacts', () => {
  it('passes modules whose numbers are all the listing’s, in the listing’s form', () => {
    const modules = [
      mod('Runs 1.5 hours on high and 5.5 hours on low, from 2 3000mAh 18650 batteries.'),
      mod('Only 7.56in/19.2cm long with a 1.69in/4.3cm head, waterproof to 150m.', { title: '3000 Lumens' }),
    ];
    expect(checkAplusFacts(modules, LISTING)).toEqual([]);
  });

  it('names the module and the fact when "1.5" became "1. 5"', () => {
    const findings = checkAplusFacts([mod('Great light.'), mod('Max running time reaches 1. 5 hours on high.')], LISTING);
    expect(findings).toEqual([
      expect.objectContaining({
        ruleId: 'APLUS_FACTS',
        severity: 'error',
        moduleIndex: 1,
        part: 'content',
        match: '1. 5',
        message: 'The text of module 2 states “1. 5” where the listing says “1.5”.',
      }),
    ]);
  });

  it('flags the garbled "7.56in/19.2cm" of the header ("56in/19. : 1. 69in/4.")', () => {
    const findings = checkAplusFacts([mod('56in/19. : 1. 69in/4.', { type: 'header' })], LISTING);
    expect(findings.map((f) => [f.match, f.message])).toEqual([
      ['1. 69', 'The text of module 1 states “1. 69” where the listing says “1.69”.'],
      ['56', 'The text of module 1 states “56” where the listing says “7.56”.'],
      ['19', 'The text of module 1 states “19” where the listing says “19.2”.'],
      ['4', 'The text of module 1 states “4” where the listing says “4.3”.'],
    ]);
  });

  it('accepts a spaced number the listing itself writes that way ("2. 6" beside "2.6")', () => {
    const listing = { title: 'Kettle 2.6 qt', bullets: ['Holds 2. 6 quarts'], description: '' };
    expect(checkAplusFacts([mod('Holds 2. 6 quarts.')], listing)).toEqual([]);
  });

  it('keeps "7.56in/19.2cm" whole as a pass', () => {
    expect(checkAplusFacts([mod('Length 7.56in/19.2cm.')], LISTING)).toEqual([]);
  });

  it('names a number the listing lacks, and where it stands', () => {
    const findings = checkAplusFacts(
      [mod('Tough build.'), mod('Built to last.', { items: [{ text: 'Runs 8 hours', icon: 'battery' }] })],
      LISTING,
    );
    expect(findings).toEqual([
      expect.objectContaining({
        moduleIndex: 1,
        part: 'items',
        match: '8',
        message: 'Item 1 of module 2 states “8”, a number the listing does not state.',
      }),
    ]);
  });

  it('treats "1000" for the listing’s "1,000" as a changed form, and reads the headline too', () => {
    const findings = checkAplusFacts([mod('Rated for cycles.', { title: '1000 cycles' })], LISTING);
    expect(findings.map((f) => f.message)).toEqual(['The headline of module 1 states “1000” where the listing says “1,000”.']);
  });

  it('reads the description as text: "<h2>" gives no number "2" to the listing', () => {
    const listing = { title: 'Lamp', bullets: [], description: '<h2>Bright</h2><p>Warm light</p>' };
    expect(checkAplusFacts([mod('Version 2 is brighter.')], listing).map((f) => f.match)).toEqual(['2']);
  });
});

describe('checkAplusDraft with the listing', () => {
  const input = { template: 'standard' as const, marketplaceId: 'ATVPDKIKX0DER', brand: 'VOLADOR' };

  it('is not publishable when only the fact check fails', () => {
    const modules = [mod('Max running time reaches 1. 5 hours on high.')];
    expect(checkAplusDraft({ ...input, modules }).publishable).toBe(true);
    const checked = checkAplusDraft({ ...input, modules, listing: LISTING });
    expect(checked.publishable).toBe(false);
    expect(checked.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId)).toEqual(['APLUS_FACTS']);
  });

  it('stays publishable when every number is the listing’s', () => {
    const modules = [mod('Max running time reaches 1.5 hours on high.')];
    expect(checkAplusDraft({ ...input, modules, listing: LISTING }).publishable).toBe(true);
  });

  it('reads a usage guide\'s "Step 3:" as its order and the brand as the listing\'s own word', () => {
    const steps = mod('How to use it', {
      items: [
        { text: 'Step 1: Charge the batteries.', icon: 'check' },
        { text: 'Step 3: Dive to 150m.', icon: 'check' },
        { text: 'Dive 3 times.', icon: 'check' },
      ],
    });
    expect(checkAplusFacts([steps], LISTING).map((f) => f.match)).toEqual(['3']);
    const branded = [mod('Runs 1.5 hours.', { title: 'Art by MHARTK66' })];
    expect(checkAplusFacts(branded, LISTING).map((f) => f.match)).toEqual(['66']);
    expect(checkAplusFacts(branded, { ...LISTING, brand: 'MHARTK66' })).toEqual([]);
    expect(checkAplusDraft({ ...input, brand: 'MHARTK66', modules: branded, listing: LISTING }).publishable).toBe(true);
  });
});

import { plainText } from '#core/text/plain-text';
import { NUMBER_TOKEN, numbersIn } from '#core/text/sentences';
import type { AplusModule } from './modules.ts';
import type { AplusPart } from './rules/types.ts';

/** Shaped as an A+ rule finding (check.ts), so the editor marks it like any other. */
export type AplusFactFinding = {
  ruleId: string;
  severity: 'error';
  source: string;
  moduleIndex: number;
  part: AplusPart;
  message: string;
  fix: string;
  match: string;
};

/** The listing text that A+ may restate: a module's numbers must all come from here. */
export type AplusFactSource = { title: string; bullets: readonly string[]; description: string; brand?: string | null };

/**
 * A usage guide's own numbering ("Step 2: …", in each language the engine writes), which is the
 * module's order, not a fact of the listing: read as one, it blocked Publish on most usage guides.
 */
const STEP_NUMBER = /^(?:Step|Schritt|Étape|Paso|Passo)\s\d+\s?:\s/u;

export const APLUS_FACTS_RULE_ID = 'APLUS_FACTS';
const SOURCE = 'ListingPilot fact check: A+ text may state only the listing’s own numbers, in the listing’s form';

/** "1. 5", "7, 5": a number whose separator gained a space, as a careless sentence split leaves it. */
const SPACED_NUMBER = /\d+(?:[.,]\s+\d+)+/g;

type Part = { part: AplusPart; text: string; where: string };

/** Each text of a module, named as the page and the A+ rules name it ("the text of module 2"). */
function moduleParts(m: AplusModule, n: number): Part[] {
  return [
    {
      part: 'title',
      text: m.title,
      where: m.type === 'testimonial' ? `The attribution of module ${n}` : `The headline of module ${n}`,
    },
    {
      part: 'content',
      text: m.content,
      where: m.type === 'testimonial' ? `The quote of module ${n}` : `The text of module ${n}`,
    },
    ...(m.imageUrl && m.imageAlt
      ? [{ part: 'imageAlt' as const, text: m.imageAlt, where: `The image alt text of module ${n}` }]
      : []),
    ...(m.items ?? []).map((i, k) => ({
      part: 'items' as const,
      text: i.text.replace(STEP_NUMBER, ''),
      where: `Item ${k + 1} of module ${n}`,
    })),
  ];
}

const digitsOnly = (n: string) => n.replace(/[.,]/g, '');

/**
 * Every number a module states must be a number of the listing, written the same way. A number the
 * listing lacks is an invented fact; "1. 5" for "1.5", "56" cut from "7.56" or "1000" for "1,000"
 * is a fact changed in form. Pure, so the server's publish and the page's banner agree.
 */
export function checkAplusFacts(modules: readonly AplusModule[], listing: AplusFactSource): AplusFactFinding[] {
  // The brand is the listing's own word too: "MHARTK66" states no number the listing lacks.
  const sourceText = plainText(
    [listing.brand ?? '', listing.title, ...listing.bullets, listing.description].join('\n'),
  ).normalize('NFKC');
  const known = new Set(numbersIn(sourceText));
  const spacedInSource = new Set((sourceText.match(SPACED_NUMBER) ?? []).map((n) => n.replace(/\s+/g, ' ')));
  const byDigits = new Map([...known].map((n) => [digitsOnly(n), n]));
  const findings: AplusFactFinding[] = [];
  modules.forEach((module, index) => {
    const seen = new Set<string>();
    for (const p of moduleParts(module, index + 1)) {
      let rest = p.text.normalize('NFKC');
      for (const spaced of rest.match(SPACED_NUMBER) ?? []) {
        const joined = spaced.replace(/\s+/g, '');
        // A seller's own "16. 9" is the listing's form; only a space the listing lacks is a change.
        if (!known.has(joined) || spacedInSource.has(spaced.replace(/\s+/g, ' '))) continue;
        rest = rest.replace(spaced, ' ');
        if (seen.has(spaced)) continue;
        seen.add(spaced);
        findings.push(changed(index, p, spaced, joined));
      }
      for (const n of rest.match(NUMBER_TOKEN) ?? []) {
        if (known.has(n) || seen.has(n)) continue;
        seen.add(n);
        const original = byDigits.get(digitsOnly(n)) ?? [...known].find((k) => k.split(/[.,]/).includes(n));
        findings.push(original ? changed(index, p, n, original) : lacking(index, p, n));
      }
    }
  });
  return findings;
}

function changed(index: number, p: Part, match: string, original: string): AplusFactFinding {
  return finding(index, p, match, {
    message: `${p.where} states “${match}” where the listing says “${original}”.`,
    fix: `Write it as “${original}”, as the listing does.`,
  });
}

function lacking(index: number, p: Part, match: string): AplusFactFinding {
  return finding(index, p, match, {
    message: `${p.where} states “${match}”, a number the listing does not state.`,
    fix: 'Remove it, or use only numbers from the listing’s title, bullets and description.',
  });
}

/** Either way a fact is wrong it is an error of this rule, placed at the module's part that states it. */
function finding(index: number, p: Part, match: string, text: Pick<AplusFactFinding, 'message' | 'fix'>): AplusFactFinding {
  return { ruleId: APLUS_FACTS_RULE_ID, severity: 'error', source: SOURCE, moduleIndex: index, part: p.part, match, ...text };
}

import { findErrors, scoreListing, type HealthReport } from '#core/health/index';
import type { Language } from '#core/languages';
import type { ListingContent } from '#core/listings/content';
import { findMarketplace, MARKETPLACES } from '#core/marketplaces';
import { findInventedFacts } from './facts.ts';
import { enforceHardLimits } from './hard-limits.ts';
import { rewriteListing } from './offline/rewrite-listing.ts';
import type { AiProvider, ListingText, OptimizeInput } from './types.ts';

export type GuardedResult = { text: ListingText; report: HealthReport; sourceReport: HealthReport; notes: string[] };

/**
 * Every provider's answer passes here before the user sees it (DESIGN §4): scored by the health
 * engine and checked for facts the listing does not state; one repair round with the findings;
 * hard limits; and never a lower score than the listing had.
 */
export async function optimizeWithGuardrails(provider: AiProvider, input: OptimizeInput, now: Date = new Date()): Promise<GuardedResult> {
  const source = input.listing;
  const target = inTargetMarketplace(source, input.language);
  const sourceReport = scoreListing(source, { now });
  const notes: string[] = [];
  let draft = await provider.optimizeListing(input);

  const findings = findProblems(target, draft, now);
  if (findings.length > 0 && provider.repairListing) {
    notes.push(`Asked the AI provider once to repair ${findings.length} problem${findings.length === 1 ? '' : 's'}: ${findings.map(shortFinding).join('; ')}.`);
    draft = await provider.repairListing(input, draft, findings);
  }
  draft = enforceHardLimits({ listing: target, draft, sourceText: factsSource(source), notes, now });

  let report = scoreListing({ ...target, ...draft }, { now });
  if (report.score < sourceReport.score && target.marketplaceId === source.marketplaceId) {
    const cleaned = rewriteListing(source, now);
    const cleanedReport = scoreListing({ ...source, ...cleaned }, { now });
    if (cleanedReport.score > report.score) {
      notes.push(`The AI rewrite scored ${report.score}, below the original's ${sourceReport.score}; the original, cleaned by the offline engine, is returned instead.`);
      draft = cleaned;
      report = cleanedReport;
    }
  }
  return { text: draft, report, sourceReport, notes };
}

/** Error-severity issues and invented numbers, phrased for the repair prompt. */
export function findProblems(listing: ListingContent, draft: ListingText, now: Date): string[] {
  const errors = findErrors(scoreListing({ ...listing, ...draft }, { now })).map((i) => `${i.description} Fix: ${i.fix}`);
  const invented = findInventedFacts(allText(draft), factsSource(listing)).map((f) => `"${f.text}" is not stated in the original listing. Remove it; use only facts from the listing.`);
  return [...new Set([...errors, ...invented])];
}

/** A German rewrite is scored as a listing of the German store: lexicons and policy follow the language. */
export function inTargetMarketplace(listing: ListingContent, language: Language): ListingContent {
  if ((findMarketplace(listing.marketplaceId)?.language ?? 'en') === language) return listing;
  const marketplace = MARKETPLACES.find((m) => m.language === language);
  return marketplace ? { ...listing, marketplaceId: marketplace.id } : listing;
}

export function factsSource(listing: ListingContent): string {
  return [listing.brand ?? '', listing.title, ...listing.bullets, listing.description, listing.productType ?? ''].join('\n');
}

export function allText(text: ListingText): string {
  return [text.title, ...text.bullets, text.description].join('\n');
}

function shortFinding(finding: string): string {
  return finding.split(' Fix: ')[0]!.replace(/\.$/, '');
}

import { findErrors, getPolicy, scoreListing, type HealthReport, countChars } from '#core/health/index';
import type { Language } from '#core/languages';
import type { CoreText, ListingContent } from '#core/listings/content';
import { findMarketplace, MARKETPLACES } from '#core/marketplaces';
import { AppError } from '#core/errors';
import { findInventedFacts } from './facts.ts';
import { enforceHardLimits } from './hard-limits.ts';
import { restoreLostFacts, type MovedFact } from './keep-facts.ts';
import { keywordPlanOf, type KeywordPlan } from './keywords/plan.ts';
import { buildSearchTerms } from './keywords/search-terms.ts';
import { removeUnconfirmedWords } from './keywords/visible.ts';
import { INVALID_MESSAGE } from './llm/structured.ts';
import { rewriteListing } from './offline/rewrite-listing.ts';
import { searchCoverage } from '#core/keywords/index';
import type { AiProvider, OptimizeInput, RewriteKeywords } from './types.ts';

export type GuardedResult = {
  text: CoreText;
  report: HealthReport;
  sourceReport: HealthReport;
  notes: string[];
  /** The source's facts that the rewrite dropped and that went back elsewhere than their field, or nowhere. */
  movedFacts: MovedFact[];
} & RewriteKeywords;

/**
 * Every provider's answer passes here before the user sees it (docs/decisions/0007-ai-guardrails.md): scored by the health
 * engine and checked for facts the listing does not state; one repair round with the findings;
 * hard limits; and never a lower score than the listing had.
 */
export async function optimizeWithGuardrails(
  provider: AiProvider,
  input: OptimizeInput,
  now: Date = new Date(),
): Promise<GuardedResult> {
  const source = input.listing;
  const target = inTargetMarketplace(source, input.language);
  const sourceReport = scoreListing(source, { now });
  const notes: string[] = [];
  let draft = await provider.optimizeListing(input);
  let movedFacts: MovedFact[] = [];

  const findings = findProblems(target, draft, now);
  if (findings.length > 0 && provider.repairListing) {
    notes.push(
      `Asked the AI provider once to repair ${findings.length} problem${findings.length === 1 ? '' : 's'}: ${findings.map(shortFinding).join('; ')}.`,
    );
    draft = await provider.repairListing(input, draft, findings);
  }
  // Another language was asked for and the model sent the source text back: not a translation.
  const untranslated = (findMarketplace(source.marketplaceId)?.language ?? 'en') !== input.language && sameText(draft, source);
  draft = enforceHardLimits({ listing: target, draft, sourceText: factsSource(source), notes, now });
  const sameLanguage = target.marketplaceId === source.marketplaceId;
  // Facts are compared word for word, so only a rewrite in the listing's own language is checked.
  const plan = keywordPlanOf(input);
  if (plan) draft = removeUnconfirmedWords(draft, plan, notes);
  if (sameLanguage) {
    const kept = keepSourceFacts(source, draft, notes, now);
    draft = kept.text;
    movedFacts = kept.moved;
    // Deleting a fact raises a score for the wrong reason: such a draft is refused.
    if (kept.lost.length > 0) {
      notes.push(
        `The AI rewrite dropped ${kept.lost.map((f) => `"${f.text}"`).join(', ')} from the original listing; the original, cleaned by the offline engine, is returned instead.`,
      );
      const offline = keepSourceFacts(source, rewriteListing(source, now, plan), [], now);
      draft = offline.text;
      movedFacts = offline.moved;
    }
  }

  let report = scoreListing({ ...target, ...draft }, { now });
  if (report.score < sourceReport.score && sameLanguage) {
    const fallback = keepSourceFacts(source, rewriteListing(source, now, plan), [], now);
    const cleaned = fallback.text;
    const cleanedReport = scoreListing({ ...source, ...cleaned }, { now });
    if (cleanedReport.score > report.score) {
      notes.push(
        `The AI rewrite scored ${report.score}, below the original's ${sourceReport.score}; the original, cleaned by the offline engine, is returned instead.`,
      );
      draft = cleaned;
      report = cleanedReport;
      movedFacts = fallback.moved;
    }
  }
  // Checked for every language: a translation has no original to fall back to, so a broken one
  // is a 502 (nothing spent, nothing stored) rather than a stored, charged empty draft.
  const problems = untranslated
    ? ['the answer is the source text, not a translation']
    : structuralProblems(draft, target, source, now);
  if (problems.length > 0) throw new AppError('UPSTREAM', INVALID_MESSAGE, { detail: { problems, notes } });
  let searchTerms = source.searchTerms ?? '';
  // Filled whether or not a keyword is targeted: an empty field is a warning the rewrite can solve.
  const { built, withTerms } = searchTermsThatKeepScore(target, draft, plan ?? null, report.score, now);
  // New search terms never cost score: rewritten terms that would (an empty field where there
  // were terms) leave the seller's own in place.
  if (withTerms.score >= report.score || !source.searchTerms) {
    searchTerms = built;
    if (built !== '' || source.searchTerms) report = withTerms;
  }
  const keywordPlacements = searchCoverage({ ...draft, searchTerms }, input.keywords ?? []).keywords;
  const needsConfirmation = plan?.needsConfirmation ?? [];
  return { text: draft, report, sourceReport, notes, searchTerms, keywordPlacements, needsConfirmation, movedFacts };
}

/**
 * The rewrite's search terms, with as many of the listing's own words as keep the score: a rule may
 * read one as another brand or a claim ("coors", "fight infections"), so the longest run of them
 * that costs nothing is kept (a few scorings, by halving).
 */
/** Words tried one by one after the cut: a bound on scorings for a long run of terms. */
const MAX_RETRIED_WORDS = 12;

function searchTermsThatKeepScore(
  target: ListingContent,
  draft: CoreText,
  plan: KeywordPlan | null,
  score: number,
  now: Date,
): { built: string; withTerms: HealthReport } {
  const full = buildSearchTerms(target, draft, plan, now);
  const scored = (terms: string) => scoreListing({ ...target, ...draft, searchTerms: terms }, { now });
  const fullReport = scored(full);
  if (fullReport.score >= score) return { built: full, withTerms: fullReport };
  const words = full.split(' ');
  let lo = buildSearchTerms(target, draft, plan, now, false).split(' ').filter(Boolean).length;
  let hi = words.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (scored(words.slice(0, mid).join(' ')).score >= score) lo = mid;
    else hi = mid - 1;
  }
  // A word past the cut may still fit on its own ("decorations" after a "party" the bullets carry).
  const kept = words.slice(0, lo);
  let best = scored(kept.join(' '));
  for (const word of words.slice(lo + 1, lo + 1 + MAX_RETRIED_WORDS)) {
    const next = scored([...kept, word].join(' '));
    if (next.score >= score && next.score >= best.score) {
      kept.push(word);
      best = next;
    }
  }
  return { built: kept.join(' '), withTerms: best };
}

function keepSourceFacts(source: ListingContent, draft: CoreText, notes: string[], now: Date) {
  const policy = getPolicy(source.marketplaceId, source.isMedia === true, now);
  const language = findMarketplace(source.marketplaceId)?.language ?? 'en';
  return restoreLostFacts(source, draft, { policy, language, notes });
}

/**
 * What makes a draft unusable whatever its score: a missing title, bullets or description (unless
 * the listing had none either), an empty bullet, or a field over the limits of the target store.
 */
export function structuralProblems(draft: CoreText, target: ListingContent, source: ListingContent, now: Date): string[] {
  const policy = getPolicy(target.marketplaceId, target.isMedia === true, now);
  const problems: string[] = [];
  if (draft.title.trim() === '') problems.push('no title');
  else if (countChars(draft.title) > policy.titleMaxChars) problems.push(`a title over ${policy.titleMaxChars} characters`);
  if (draft.bullets.length === 0 && source.bullets.some((b) => b.trim() !== '')) problems.push('no bullets');
  if (draft.bullets.some((b) => b.trim() === '')) problems.push('an empty bullet');
  if (draft.bullets.length > policy.bulletsMax) problems.push(`more than ${policy.bulletsMax} bullets`);
  if (draft.bullets.some((b) => countChars(b) > policy.bulletMaxChars))
    problems.push(`a bullet over ${policy.bulletMaxChars} characters`);
  if (draft.description.trim() === '' && source.description.trim() !== '') problems.push('no description');
  if (countChars(draft.description) > policy.descriptionMaxChars)
    problems.push(`a description over ${policy.descriptionMaxChars} characters`);
  return problems;
}

/**
 * The same words in the same order, ignoring case, spacing, punctuation and markup. Only for a
 * listing with bullets or a description: a bare title (brand and model) may read the same anywhere.
 */
function sameText(draft: CoreText, source: ListingContent): boolean {
  if (source.bullets.every((b) => b.trim() === '') && source.description.trim() === '') return false;
  const words = (text: string) =>
    text
      .normalize('NFKC')
      .replace(/<[^>]*>/g, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join(' ') ?? '';
  const a = words(allText(draft));
  return a !== '' && a === words([source.title, ...source.bullets, source.description].join('\n'));
}

/** Error-severity issues and invented numbers, phrased for the repair prompt. */
export function findProblems(listing: ListingContent, draft: CoreText, now: Date): string[] {
  const errors = findErrors(scoreListing({ ...listing, ...draft }, { now })).map((i) => `${i.description} Fix: ${i.fix}`);
  const invented = findInventedFacts(allText(draft), factsSource(listing)).map(
    (f) => `"${f.text}" is not stated in the original listing. Remove it; use only facts from the listing.`,
  );
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

export function allText(text: CoreText): string {
  return [text.title, ...text.bullets, text.description].join('\n');
}

function shortFinding(finding: string): string {
  return finding.split(' Fix: ')[0]!.replace(/\.$/, '');
}

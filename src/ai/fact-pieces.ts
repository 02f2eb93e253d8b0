import { stemmedWords } from '#core/keywords/index';
import { factsIn, states, type SourceFact } from './offline/source-facts.ts';
import { isDanglingWord } from './text/text-ops.ts';

/**
 * The pieces of a source sentence that can carry one of its facts back into a bullet where the
 * whole sentence has no room: its clauses, the fact with its neighbouring words, a model's name.
 * Every piece is the seller's own words, in their order; a piece never reads as saying something
 * the sentence did not.
 */
export function factPieces(sentence: string, fact: SourceFact): string[] {
  return [
    ...completedClauses(sentence, fact),
    ...clausesStating(sentence, fact),
    ...wordsAround(sentence, fact),
    ...startOfName(sentence, fact),
  ];
}

/** Words that open a clause which needs another one after it: "When you hold …, the light …". */
export const SUBORDINATE = /^(?:when|whenever|if|while|because|although|though|since|once|unless|after|before|as soon as)\b/iu;

const CLAUSE_END = /[,;]\s+/u;

/**
 * A fact in a clause that cannot stand alone ("If your plants are in ordinary plastic pots"), with
 * the clause that completes it, and no more of the sentence ("…, these covers will provide unique
 * charm" without the list running on after it).
 */
function completedClauses(sentence: string, fact: SourceFact): string[] {
  const clauses = sentence.split(CLAUSE_END);
  const at = clauses.findIndex((c) => states(factsIn(c), fact));
  if (at < 0 || !SUBORDINATE.test(clauses[at]!) || at + 1 >= clauses.length - 1) return [];
  return [clauses.slice(0, at + 2).join(', ')];
}

/**
 * The parts of a sentence that state the fact, shortest first: its comma- or semicolon-separated
 * clauses, and the items of a title segment's "&" list ("Plastic Hard Shell Case" of "Plastic Hard
 * Shell Case & Keyboard Cover Skin & Webcam Cover").
 */
function clausesStating(sentence: string, fact: SourceFact): string[] {
  const clauses = sentence.split(/\s*[,;]\s*|\s+&\s+/);
  return clauses
    .map((c, i) => withoutPoliteLead((i > 0 && continuingList(clauses[i - 1]!, c)) || c))
    .filter((c) => /\p{L}/u.test(c) && c !== sentence && !SUBORDINATE.test(c) && states(factsIn(c), fact))
    .sort((a, b) => a.length - b.length);
}

/** The words of a list item before its own noun: "yellow orange" of "yellow orange balloons". */
const MAX_ITEM_WORDS = 4;

/**
 * A clause that opens with another item of the list ending the clause before it ("any holes or
 * popped round orange balloons, yellow orange balloons within 1-3 pcs …"): alone it would say its
 * fact of the item, not of what the list belongs to. It goes on from the clause before, without the
 * item ("any holes or popped round orange balloons within 1-3 pcs …"). Null when it opens otherwise.
 */
function continuingList(before: string, clause: string): string | null {
  const head = stemmedWords(before).at(-1);
  const words = clause.split(/\s+/);
  const end = words.slice(0, MAX_ITEM_WORDS).findIndex((w) => stemmedWords(w)[0] === head);
  if (head === undefined || end < 0 || end === words.length - 1) return null;
  if (words.slice(0, end + 1).some((w) => /\d/.test(w))) return null;
  return `${before} ${words.slice(end + 1).join(' ')}`;
}

/** "Please kindly note that" says nothing of the fact after it. */
const POLITE_LEAD = /^(?:please\s+)?(?:kindly\s+)?note\s+(?:that\s+)?/iu;
const withoutPoliteLead = (clause: string) => clause.replace(POLITE_LEAD, '');

/**
 * The fact with a few of its own neighbouring words of the clause ("cotton dress for girls"), for a
 * run-on sentence too long for any bullet's room: the seller's words, shortened, not moved.
 */
function wordsAround(sentence: string, fact: SourceFact): string[] {
  const clause = sentence.split(/\s*[,;]\s*/).find((c) => states(factsIn(c), fact)) ?? sentence;
  // Words of a clause that needs another say less than the seller did ("plants are using plastic pots").
  if (SUBORDINATE.test(clause)) return [];
  const words = clause.split(/\s+/);
  const at = words.findIndex((w, i) => states(factsIn(words.slice(i, i + 3).join(' ')), fact));
  if (at < 0) return [];
  // A short rest of the clause goes along where there is room: "5.5 hours on low setting", not "5.5 hours".
  const ends = (r: number) => [...(words.length - (at + 3 + r) <= 5 ? [words.length] : []), at + 3 + r];
  return (
    [4, 2]
      .flatMap((r) => ends(r).map((end) => [r, qualifiedEnd(words, end)] as const))
      // The clause's opening words without its end are a subject that lost its verb ("Each year 20%
      // of our profit" of "… goes to charities"): no phrase a seller would publish.
      .filter(([r, end]) => at - r > 0 || end >= words.length)
      .map(([r, end]) =>
        endWithoutDangling(withoutLeadingConnector(words.slice(Math.max(0, at - r), end)))
          .join(' ')
          .replace(/[\s,;:–—-]+$/u, ''),
      )
      .filter((w) => w !== clause && states(factsIn(w), fact) && (w.match(/\p{L}+/gu) ?? []).length >= 3)
  );
}

/**
 * A model name or number with the capitalised words that start its name ("Gopro hero10"), for a
 * list of models too long for any bullet's room, where the words around it run on through the
 * next models: the name alone is what a shopper checks.
 */
function startOfName(sentence: string, fact: SourceFact): string[] {
  const words = sentence.split(/\s+/);
  const at = words.findIndex((w) => /\p{L}/u.test(w) && /\d/.test(w) && states(factsIn(w), fact));
  if (at < 1) return [];
  let start = at;
  while (start > 0 && at - start < 2 && /^\p{Lu}[\p{L}\p{N}-]*$/u.test(words[start - 1]!)) start--;
  return start < at
    ? [
        words
          .slice(start, at + 1)
          .join(' ')
          .replace(/[\s,;:.!?]+$/u, ''),
      ]
    : [];
}

/** Where a list of the clause's items moves on to the next ("1.5 hours on high and 3 hours on low"). */
const NEXT_ITEM = /^(?:and|or|but|plus)$/i;
/** The words after a number that can still be its qualifier rather than the rest of the sentence. */
const QUALIFIER_WORDS = 4;

/**
 * An end for a cut of the clause's words that keeps each number it keeps with the words that
 * qualify it: "on low setting" is what makes "5.5 hours" true. A cut inside them moves on to the
 * item's end (the next "and", or the clause's end); past a longer run, to its first few words.
 */
function qualifiedEnd(words: readonly string[], end: number): number {
  let out = Math.min(end, words.length);
  for (let i = 0; i < out; i++) {
    if (!/\d/.test(words[i]!)) continue;
    const next = words.findIndex((w, j) => j > i && NEXT_ITEM.test(w.replace(/[^\p{L}]/gu, '')));
    out = Math.max(out, Math.min(next < 0 ? words.length : next, i + 1 + QUALIFIER_WORDS));
  }
  return out;
}

/** A piece that starts on "and" or "or" reads as the rest of something left out. */
function withoutLeadingConnector(words: readonly string[]): string[] {
  let start = 0;
  while (start < words.length - 1 && NEXT_ITEM.test(words[start]!.replace(/[^\p{L}]/gu, ''))) start++;
  return words.slice(start);
}

function endWithoutDangling(words: readonly string[]): string[] {
  let end = words.length;
  while (end > 1 && isDanglingWord(words[end - 1]!)) end--;
  return words.slice(0, end);
}

import { countChars, type Policy } from '#core/health/index';
import type { CoreText, ListingContent } from '#core/listings/content';
import type { LanguageCode } from '#core/marketplaces';
import { factsIn, lostFacts, requiredFacts, requiredText, states, type SourceFact } from './offline/source-facts.ts';
import { factPieces, SUBORDINATE } from './fact-pieces.ts';
import { collapseRepeats } from './hard-limits.ts';
import { splitLeadIn } from './offline/key-phrase.ts';
import { placePhraseAt, type Placement } from './text/place-phrase.ts';
import { capitalizeFirst, flattenBrackets, joinSentences, splitSentences, tidy } from './text/text-ops.ts';

const WORD = /[\p{L}\p{N}]+/gu;
const SEGMENT = /\s*(?:,|;|\s[-–—|/]\s|\|)\s*/;

/**
 * A fact the rewrite had dropped and the guardrail put back (`to` a bullet or the description), or
 * could not (`dropped`). `outside` when it went back elsewhere than the kind of field that stated it:
 * a bullet's or the title's fact in the description, which a seller reads as lost from the bullets.
 */
export type MovedFact = {
  fact: string;
  from: 'title' | 'bullets' | 'description';
  to: 'bullets' | 'description' | 'dropped';
  outside: boolean;
};

/** A source phrase stating facts, with the whole field text it came from (the title, or its bullet). */
type Carrier = { text: string; whole: string; from: 'title' | 'bullets' | 'description'; facts: readonly SourceFact[] };

/**
 * The lost-facts guardrail, beside the invented-facts check: every fact the source states (sizes,
 * counts, materials, care) must survive the rewrite. A fact that a shorter title or a cut bullet
 * dropped is put back with the seller's own words that carried it: a title segment moves into a
 * bullet, a sentence goes back into the bullet it fits best, or into the description. Nothing is
 * invented: every restored word is the source's, cleaned by the same rules as the rest.
 */
export function restoreLostFacts(
  source: ListingContent,
  draft: CoreText,
  ctx: { policy: Policy; language: LanguageCode; notes: string[] },
): { text: CoreText; lost: SourceFact[]; moved: MovedFact[] } {
  const brand = source.brand?.trim() ?? '';
  const factSource = { ...source, brand, language: ctx.language };
  const required = requiredFacts(factSource);
  const lost = lostFacts(required, draft);
  if (lost.length === 0) return { text: draft, lost, moved: [] };
  const carriers = carriersOf(requiredText(factSource));
  // Two arrangements: the other bullets' factless sentences giving way for a sentence of several
  // facts keeps that sentence whole, but can take the room a later fact needs. The one that keeps
  // more facts in the field that stated them wins; on a tie, the whole sentences.
  const [whole, pieces] = [true, false].map((othersGiveWay) =>
    restoreEach(lost, draft, carriers, required, ctx.policy, othersGiveWay),
  );
  const outside = (r: Restoration) => r.moved.filter((m) => m.outside).length;
  const best = outside(whole!) <= outside(pieces!) ? whole! : pieces!;
  const restored = best.moved.filter((m) => m.to !== 'dropped').map((m) => m.fact);
  if (restored.length > 0)
    ctx.notes.push(`Kept ${restored.map((t) => `"${t}"`).join(', ')} from the original listing, which the rewrite had dropped.`);
  return { text: best.text, lost: lostFacts(lost, best.text), moved: best.moved };
}

type Restoration = { text: CoreText; moved: MovedFact[] };

/** The lost facts put back one by one, in the source's order. */
function restoreEach(
  lost: readonly SourceFact[],
  draft: CoreText,
  carriers: readonly Carrier[],
  required: readonly SourceFact[],
  policy: Policy,
  othersGiveWay: boolean,
): Restoration {
  let out: CoreText = { ...draft, bullets: [...draft.bullets] };
  const moved: MovedFact[] = [];
  for (const fact of lost) {
    if (!lostFacts([fact], out).length) continue;
    const carrier = carriers.find((c) => states(c.facts, fact));
    if (!carrier) continue;
    const next = placeFact(out, carrier, fact, required, policy, othersGiveWay);
    if (next) {
      out = next.text;
      moved.push({
        fact: fact.text,
        from: carrier.from,
        to: next.to,
        outside: carrier.from !== 'description' && next.to === 'description',
      });
    } else moved.push({ fact: fact.text, from: carrier.from, to: 'dropped', outside: true });
  }
  return { text: out, moved };
}

/**
 * Where a lost fact goes back. A description's fact returns to the description. A bullet's or the
 * title's goes into a bullet, since bullets are what shoppers read and a seller who sees a bullet
 * lose a fact reads it as lost: its whole sentence, else the clause that states it; where no bullet
 * has room, a sentence that states no fact gives way in the bullet sharing most words with it.
 * Only when that fails too does it land in the description.
 */
function placeFact(
  text: CoreText,
  carrier: Carrier,
  fact: SourceFact,
  required: readonly SourceFact[],
  policy: Policy,
  othersGiveWay: boolean,
): Placement | null {
  if (carrier.from === 'description') return placePhraseAt(text, carrier.text, policy, { preferDescription: true });
  // A phrase with a clause the bullets already say would repeat it (an earlier fact of the same
  // sentence came back as that clause): a shorter piece, or another place, is tried instead.
  const phrases = [carrier.text, ...factPieces(carrier.text, fact)].filter((p) => !repeatsBullets(p, text.bullets));
  // Its own bullet first (the one sharing most words with the source bullet that stated it), then
  // the others, and a factless part of the bullet gives way before the fact moves on.
  // A phrase that brings back several lost facts at once may take the bullets' total room from the
  // other bullets' factless sentences: the facts of one sentence then return together ("1.5 hours on
  // high, 3 hours on medium and 5.5 hours on low setting"), not piece by piece.
  const lostNow = lostFacts(required, text);
  const restoresMany = (phrase: string) => lostNow.filter((f) => states(factsIn(phrase), f)).length > 1;
  const order = bulletsBySharedWords(text.bullets, carrier.whole);
  const inBullet = (i: number, phrase: string, giveWay: boolean, headersStay = true) => {
    const around = [...text.bullets.filter((_, k) => k !== i), phrase].join('\n');
    // The bullet taking the fact keeps its own key phrase: the fact joins what the bullet says.
    for (const shorter of [text.bullets[i]!, ...trimmings(text.bullets[i]!, around)]) {
      const placed = appendTo(text, i, shorter, phrase, policy, giveWay, headersStay, carrier.text);
      if (placed && lostFacts(required, placed.text).length < lostNow.length) return placed;
    }
    return null;
  };
  // The seller's whole sentence in any bullet before a piece of it in its own: a piece read without
  // the rest of its sentence ("Popped balloon within 1-3 pcs for every 100 pcs pack") says less than
  // the seller did, and the whole sentence, come back later for another of its facts, repeats it.
  const [whole, pieces] = phrases[0] === carrier.text ? [[carrier.text], phrases.slice(1)] : [[], phrases];
  for (const tier of [whole, pieces])
    for (const i of order) {
      for (const phrase of tier) {
        // In its own bullet, the others' factless parts give way for a single fact too: a model name
        // read in another bullet's sentence says nothing.
        const giveWays = othersGiveWay && (restoresMany(phrase) || i === order[0]) ? [false, true] : [false];
        for (const giveWay of giveWays) {
          const placed = inBullet(i, phrase, giveWay);
          if (placed) return placed;
        }
      }
    }
  // A draft with fewer bullets than recommended takes it as a bullet of its own.
  for (const phrase of phrases) {
    const placed = placePhraseAt(text, phrase, policy, { bulletsOnly: true });
    if (placed) return placed;
  }
  // Bullets full to their total: the others' factless parts give way in any bullet, and then the
  // sentences that carry only a key phrase (its header stays), before a bullet's fact goes to the
  // description, where the seller reads it as lost from the bullets.
  if (othersGiveWay)
    for (const headersStay of [true, false])
      for (const i of order)
        for (const phrase of phrases) {
          const placed = inBullet(i, phrase, true, headersStay);
          if (placed) return placed;
        }
  return placePhraseAt(text, carrier.text, policy);
}

/** One model or part number ("MYDC2LL/A", "A1708"): an item of the seller's list of them. */
const LIST_ITEM = /^(?=[^\s]*\p{L})(?=[^\s]*\d)[\p{L}\p{N}/.-]+$/u;

/** Whether `b` comes right after `a` in a comma-separated list of the source sentence. */
function nextInList(source: string, a: string, b: string): boolean {
  const items = source.split(/\s*,\s*/);
  const at = items.findIndex((x) => x === a || x.endsWith(` ${a}`) || x.endsWith(`-${a}`));
  return at >= 0 && items[at + 1] === b;
}

/**
 * Bullet `i`, shortened to `shorter`, with the phrase after it, if both limits allow; when
 * `othersGiveWay`, the other bullets' factless parts make room under the total (the longest first),
 * and, unless `headersStay`, then the sentences under their key phrases. `source` is the sentence the
 * phrase came from.
 */
function appendTo(
  text: CoreText,
  i: number,
  shorter: string,
  phrase: string,
  policy: Policy,
  othersGiveWay: boolean,
  headersStay = true,
  source = '',
): Placement | null {
  // A model that follows the one before it in the seller's list goes on with the list, not as a sentence.
  const joined = (
    LIST_ITEM.test(phrase) && nextInList(source, shorter.split(/\s+/).pop()!, phrase)
      ? `${shorter}, ${phrase}`
      : joinSentences([shorter, capitalizeFirst(tidy(phrase.replace(/[\s.!?]+$/u, '')))])
  ).replace(/[.!?]$/, '');
  if (countChars(joined) > policy.bulletMaxChars) return null;
  let bullets = text.bullets.map((b, k) => (k === i ? joined : b));
  const over = bullets.reduce((n, b) => n + countChars(b), 0) - policy.bulletsTotalMaxChars;
  if (over > 0) {
    if (!othersGiveWay) return null;
    const roomy = roomInOthers(bullets, i, over, true) ?? (headersStay ? null : roomInOthers(bullets, i, over, false));
    if (!roomy) return null;
    bullets = roomy;
  }
  return { text: { ...text, bullets }, to: 'bullets', index: i };
}

/** The bullets but `i`, shortened by what states no fact (the longest first) by `need` characters in all; null when they cannot. */
function roomInOthers(bullets: readonly string[], i: number, need: number, headersStay: boolean): string[] | null {
  const out = [...bullets];
  let left = need;
  const others = out
    .map((_, k) => k)
    .filter((k) => k !== i)
    .sort((a, b) => countChars(out[b]!) - countChars(out[a]!));
  for (const k of others) {
    const before = countChars(out[k]!);
    for (const shorter of trimmings(out[k]!, out.filter((_, j) => j !== k).join('\n'), headersStay)) {
      out[k] = shorter;
      if (before - countChars(shorter) >= left) return out;
    }
    left -= before - countChars(out[k]!);
  }
  return null;
}

/** A clause of lower-case words only (no name, code, number or aside) that ends no list ("… and webcam cover"). */
const isPlainClause = (clause: string) => /^[\p{Ll}\s'’-]+$/u.test(clause) && !/\b(?:and|or)\b/iu.test(clause);
/** A sentence of words, not a list of models or sizes. */
const prose = (x: string) => (x.match(/(?<![\p{L}\p{N}])\p{L}{2,}(?![\p{L}\p{N}])/gu) ?? []).length >= PROSE_WORDS;
const PROSE_WORDS = 4;

/**
 * A bullet ever shorter by what states no fact that `around` (the other bullets, the phrase coming
 * in) and the rest of the bullet do not state too: its sentences, last first, then its trailing
 * clauses (often the run-on tail a length cut left) and the bracketed asides that end a sentence
 * ("(and we're on track already!)"), from the end. A sentence whose only fact is one
 * the listing says in every other bullet ("plastic") would otherwise hold its room against a number
 * said nowhere else. An opening sentence under a key phrase stays, unless not `headersStay`: then
 * it goes last, and its header stays over the rest. Never empty.
 */
function* trimmings(bullet: string, around = '', headersStay = true): Generator<string> {
  const sentences = splitSentences(bullet);
  const saysNothingNew = (part: string, rest: string) => {
    const said = factsIn(`${rest}\n${around}`);
    return factsIn(part).every((f) => states(said, f));
  };
  const joined = (parts: readonly string[]) => joinSentences(parts).replace(/[.!?]$/, '');
  let kept = sentences;
  for (const sentence of [...sentences].reverse()) {
    const rest = kept.filter((s) => s !== sentence);
    // The opening sentence says what the bullet is about: it stays under a key phrase, and where
    // only a bare list of models ("MNQG2LL/A") would be left of the bullet.
    const opens = sentence === sentences[0] && (splitLeadIn(sentence)?.derived === false || !rest.every(prose));
    if (kept.length === 1 || opens) continue;
    if (!saysNothingNew(sentence, joinSentences(rest))) continue;
    kept = rest;
    yield joined(kept);
  }
  for (let k = kept.length - 1; k >= 0; k--) {
    for (;;) {
      const sentence = kept[k]!.replace(/[.!?]$/, '');
      // Before the bullet's end only an aside goes: a clause cut there leaves a sentence that says
      // less than the seller meant ("please rub gently with towel, wool, carpet.").
      // An aside of a word or two names what precedes it ("Marijuana (THC)"), and stays.
      const aside = /\s*\(((?:[^()\s]+\s+){2,}[^()]*)\)$/u.exec(sentence);
      // Models put back after the sentence ("… plug your charger. MLUQ2LL/A") leave it the end of
      // what the bullet says, but there only a clause of plain words goes: a name or a number
      // ("Marijuana (THC)") is what a list of codes after it is about, and a list's last items
      // ("…on case, keyboard cover and webcam cover") are what its first is said with.
      const last = k === kept.length - 1;
      const beforeModels = !last && kept.slice(k + 1).every((s) => !prose(s));
      const clause = last || beforeModels ? /[,;.!?]\s*([^,;.!?]*)$/u.exec(sentence) : null;
      const tail = aside ?? (clause && (last || isPlainClause(clause[1]!)) ? clause : null);
      const rest = tail ? joined([...kept.slice(0, k), sentence.slice(0, tail.index), ...kept.slice(k + 1)]) : '';
      if (!tail || tail.index < 20 || !saysNothingNew(tail[1]!, rest)) break;
      // The clause that carries the sentence's verb stays when what is before it cannot stand
      // alone: a list of things ("What to Fill with: Dark yellow balloons" of "…, orange latex
      // balloons can be filled with air and helium"), or the condition of a clause gone ("When you
      // hold on the side switch for 5 seconds" of "…, the light will turn off").
      if (!aside && leavesNoClause(sentence.slice(0, tail.index), tail[1]!)) break;
      kept = [...kept.slice(0, k), sentence.slice(0, tail.index), ...kept.slice(k + 1)];
      yield rest;
    }
  }
  // Last, the key phrase's own sentence, when the bullet says more: its header stays over the rest.
  // Only over whole sentences: a header over a bare list of models ("WARNING: MR9R2LL/A, …") says
  // something else than the seller did.
  const lead = kept.length > 1 && !headersStay ? splitLeadIn(kept[0]!) : null;
  if (
    lead &&
    !lead.derived &&
    kept.slice(1).every(prose) &&
    !asks(lead.header) &&
    saysNothingNew(lead.body, joined(kept.slice(1)))
  )
    yield `${lead.header}: ${joined(kept.slice(1))}`;
}

/**
 * Words that make a clause of a string of nouns: auxiliaries and the verbs listings use most. A
 * part without any is read as a list of things ("Dark yellow balloons"), one with one as a clause.
 */
const VERBS = new Set(
  'is are was were be been am can could will would shall should may might must has have had do does did makes make keeps keep includes include comes come fits fit works work'.split(
    ' ',
  ),
);
function carriesVerb(part: string): boolean {
  return (part.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => VERBS.has(w));
}

/** Whether `head` is left without a clause of its own once `tail`, the clause after it, is cut. */
function leavesNoClause(head: string, tail: string): boolean {
  const body = (splitLeadIn(head)?.body ?? head).trim();
  if (SUBORDINATE.test(body) && !/[,;]/u.test(body)) return true;
  return carriesVerb(tail) && !carriesVerb(body) && body.split(/\s*[,;]\s*/).every((item) => item.split(/\s+/).length <= 3);
}

/**
 * Whether a key phrase reads as a question its own sentence answers ("What to Fill with: …air and
 * helium", "Why Choose Us?"): over another sentence it asks something that sentence does not answer.
 */
function asks(header: string): boolean {
  return /^(?:what|why|how|who|which|when|where)\b/iu.test(header) || /\?\s*$/u.test(header);
}

const plain = (x: string) =>
  x
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether a clause of the phrase, of four words or more, is in the bullets already. */
function repeatsBullets(phrase: string, bullets: readonly string[]): boolean {
  const said = ` ${plain(bullets.join(' '))} `;
  return phrase
    .split(/(?<=[.!?])\s+|[,;]\s*/u)
    .map(plain)
    .some((c) => c.split(' ').length >= 4 && said.includes(` ${c} `));
}

function bulletsBySharedWords(bullets: readonly string[], phrase: string): number[] {
  const words = new Set(phrase.toLowerCase().match(WORD) ?? []);
  return bullets
    .map((b, i) => ({ i, shared: (b.toLowerCase().match(WORD) ?? []).filter((w) => words.has(w)).length }))
    .sort((a, b) => b.shared - a.shared || a.i - b.i)
    .map((x) => x.i);
}

/**
 * The source's own phrases that state facts: title segments first (short), then bullet and
 * description sentences; a phrase the seller repeated ("Dog Bowl Dog Bowl") is said once.
 */
function carriersOf(text: CoreText): Carrier[] {
  const segments = flattenBrackets(text.title).split(SEGMENT);
  // A bare size or code ("Pink, 6.5") says what it is only with the segment before it.
  const title = segments.map((s, i) => ({
    text: /\p{L}/u.test(s) || i === 0 ? s : `${segments[i - 1]}, ${s}`,
    whole: s,
    from: 'title' as const,
  }));
  const bullets = text.bullets.flatMap((b) => splitSentences(b).map((s) => ({ text: s, whole: b, from: 'bullets' as const })));
  const description = splitSentences(text.description).map((s) => ({ text: s, whole: s, from: 'description' as const }));
  return [...title, ...bullets, ...description]
    .map((c) => ({ ...c, text: tidy(collapseRepeats(c.text)) }))
    .filter((c) => /\p{L}/u.test(c.text))
    .map((c) => ({ ...c, facts: factsIn(c.text) }))
    .filter((c) => c.facts.length > 0);
}

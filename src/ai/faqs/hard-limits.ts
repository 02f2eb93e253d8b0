import type { FaqItem } from '#core/faqs/schemas';
import type { LanguageCode } from '#core/marketplaces';
import { cutAtWord, joinSentences, splitSentences, stripHtml, tidy } from '../text/text-ops.ts';
import type { FaqDraft, FaqInput } from '../types.ts';
import { contactsIn, dedupe, faqFactsSource, hasMarkup, inventedIn } from './checks.ts';
import { supportOf } from './evidence.ts';
import { FAQ_ANSWER_MAX, FAQ_MAX_ITEMS, FAQ_QUESTION_MAX } from './limits.ts';

/**
 * The last line after the repair round: by deletion only. HTML is stripped; answer sentences with
 * an invented number or contact details go; a question with either goes with its FAQ (rewording
 * a question is the model's job, not ours); lengths are cut at sentence or word boundaries; an FAQ
 * no review supports goes. Each step that changed something leaves a note.
 */
export function enforceFaqLimits(
  drafts: readonly FaqDraft[],
  input: FaqInput,
  language: LanguageCode,
  notes: string[],
): FaqItem[] {
  const source = faqFactsSource(input);
  const removedFacts = new Set<string>();
  let removedContacts = 0;
  let droppedQuestions = 0;
  let cut = 0;
  let unsupported = 0;
  let htmlStripped = false;
  const out: FaqItem[] = [];
  for (const d of drafts) {
    if (hasMarkup(d.question) || hasMarkup(d.answer)) htmlStripped = true;
    let question = tidy(stripHtml(d.question).replace(/\s+/g, ' '));
    const qFacts = dedupe(inventedIn(question, source));
    if (qFacts.length > 0 || contactsIn(question).length > 0) {
      qFacts.forEach((f) => removedFacts.add(f.text));
      droppedQuestions++;
      continue;
    }
    if ([...question].length > FAQ_QUESTION_MAX) {
      question = `${cutAtWord(question, FAQ_QUESTION_MAX - 1)}?`;
      cut++;
    }
    const kept = splitSentences(stripHtml(d.answer).replace(/\s+/g, ' ')).filter((s) => {
      const facts = dedupe(inventedIn(s, source));
      facts.forEach((f) => removedFacts.add(f.text));
      const contact = contactsIn(s).length > 0;
      if (contact) removedContacts++;
      return facts.length === 0 && !contact;
    });
    let answer = tidy(joinSentences(kept));
    if ([...answer].length > FAQ_ANSWER_MAX) {
      answer = fitSentences(kept, FAQ_ANSWER_MAX);
      cut++;
    }
    if (!question || !answer) continue;
    const { support, quotes } = supportOf(d, input.reviews, language);
    if (support === 0) {
      unsupported++;
      continue;
    }
    out.push({ question, answer, ...(d.topic ? { topic: d.topic } : {}), support, quotes });
  }
  if (htmlStripped) notes.push('Removed HTML from the FAQs.');
  if (removedFacts.size > 0) {
    const list = [...removedFacts].map((t) => `"${t}"`).join(', ');
    notes.push(`Removed ${list}: neither the listing nor the reviews state ${removedFacts.size === 1 ? 'it' : 'them'}.`);
  }
  if (droppedQuestions > 0)
    notes.push(
      `Dropped ${plural(droppedQuestions, 'FAQ')} whose question stated facts or contact details the evidence does not back.`,
    );
  if (removedContacts > 0) notes.push(`Removed ${plural(removedContacts, 'sentence')} with contact details or links.`);
  if (cut > 0)
    notes.push(
      `Shortened ${plural(cut, 'FAQ')} to ${FAQ_QUESTION_MAX} characters per question and ${FAQ_ANSWER_MAX} per answer.`,
    );
  if (unsupported > 0) notes.push(`Dropped ${plural(unsupported, 'FAQ')} that no analysed review speaks to.`);
  return mostSupportedFirst(uniqueQuestions(out)).slice(0, FAQ_MAX_ITEMS);
}

/** Whole sentences up to the limit; a first sentence longer than the limit is cut at a word. */
function fitSentences(sentences: readonly string[], max: number): string {
  const kept: string[] = [];
  for (const s of sentences) {
    if ([...joinSentences([...kept, s])].length > max) break;
    kept.push(s);
  }
  return kept.length > 0 ? joinSentences(kept) : `${cutAtWord(sentences[0] ?? '', max - 1)}…`;
}

function uniqueQuestions(items: FaqItem[]): FaqItem[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.question
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Stable: equal support keeps the model's order (it was asked to put the most discussed first). */
function mostSupportedFirst(items: FaqItem[]): FaqItem[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => b.item.support - a.item.support || a.i - b.i)
    .map((x) => x.item);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

import { findContacts, HTML_CODE_RE, HTML_TAG_RE } from '#core/health/index';
import { findInventedFacts, type Fact } from '../facts.ts';
import type { FaqDraft, FaqInput } from '../types.ts';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from './limits.ts';

/** Everything an FAQ may draw facts from: the listing and every review given as evidence. */
export function faqFactsSource(input: FaqInput): string {
  const l = input.listing;
  return [l.brand ?? '', l.title, ...l.bullets, l.description, ...input.reviews.map((r) => r.text)].join('\n');
}

export function hasMarkup(text: string): boolean {
  const lower = text.toLowerCase();
  return new RegExp(HTML_TAG_RE.source, 'i').test(lower) || new RegExp(HTML_CODE_RE.source, 'i').test(lower);
}

export function contactsIn(text: string): string[] {
  return findContacts(text.toLowerCase()).map((h) => h.text);
}

/** Numbers inside a phone number or link are contact details, reported (and removed) as such. */
export function inventedIn(text: string, source: string): Fact[] {
  const hits = findContacts(text.toLowerCase());
  const rest =
    hits.length === 0
      ? text
      : hits.reduceRight((t, h) => t.slice(0, h.index) + ' '.repeat(h.end - h.index) + t.slice(h.end), text);
  return findInventedFacts(rest, source);
}

/** What is wrong with a draft list, phrased for the one repair prompt ("FAQ 2: … Fix: …"). */
export function findFaqProblems(drafts: readonly FaqDraft[], input: FaqInput): string[] {
  const source = faqFactsSource(input);
  const out: string[] = [];
  if (drafts.length === 0) out.push('The answer holds no FAQs. Fix: write at least three from the reviews.');
  drafts.forEach((d, i) => {
    const at = `FAQ ${i + 1}`;
    const q = [...d.question].length;
    const a = [...d.answer].length;
    if (q === 0 || a === 0) out.push(`${at} has an empty question or answer. Fix: fill both.`);
    if (q > FAQ_QUESTION_MAX) out.push(`${at}: the question has ${q} characters. Fix: keep it to ${FAQ_QUESTION_MAX}.`);
    if (a > FAQ_ANSWER_MAX) out.push(`${at}: the answer has ${a} characters. Fix: keep it to ${FAQ_ANSWER_MAX}.`);
    if (hasMarkup(d.question) || hasMarkup(d.answer)) out.push(`${at} contains HTML. Fix: use plain text.`);
    for (const c of new Set([...contactsIn(d.question), ...contactsIn(d.answer)]))
      out.push(`${at} contains contact details or a link ("${c}"). Fix: remove them.`);
    for (const f of dedupe(inventedIn(`${d.question}\n${d.answer}`, source))) {
      out.push(`${at}: "${f.text}" is stated neither in the listing nor in the reviews. Fix: remove it; use only their facts.`);
    }
  });
  return out;
}

export function dedupe(facts: readonly Fact[]): Fact[] {
  return facts.filter((f, i) => facts.findIndex((g) => g.text === f.text) === i);
}

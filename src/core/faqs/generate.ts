import type { CoreText } from '#core/listings/content';
import type { Language } from '#core/languages';
import { plainText } from '#core/text/plain-text';
import { splitSentences } from '#core/text/sentences';
import { ANSWER_PHRASES, topicText } from './phrases.ts';
import type { FaqItem, ReviewSide } from './schemas.ts';
import { classifyReview, EXCLUDED_TOPIC, FAQ_TOPICS, sentimentOf, type FaqTopic, type Sentiment } from './topics.ts';

/** A review, or an Amazon topic snippet: no rating, but the side of the topic it came from. */
export type ReviewEvidence = { text: string; rating?: number | null; topic?: string | null; side?: ReviewSide | null };

const MAX_FAQS = 8;
const QUOTE_CHARS = 140;

/**
 * The offline FAQ engine: groups reviews by topic, asks the question shoppers ask about each, and
 * answers from the listing's own sentences plus the reviews' majority view. It states nothing that
 * neither the listing nor the reviews say. Questions and answers are written in `language` (the
 * listing's marketplace); quotes stay as the customers wrote them.
 */
export function generateFaqs(listing: CoreText, reviews: readonly ReviewEvidence[], language: Language = 'en'): FaqItem[] {
  const groups = new Map<FaqTopic, Opinion[]>();
  for (const review of reviews) {
    const text = review.text.trim();
    if (!text || (EXCLUDED_TOPIC.test(text) && !classifyReview(text, review.topic))) continue;
    const topic = classifyReview(text, review.topic);
    if (!topic) continue;
    const list = groups.get(topic) ?? [];
    list.push({ text, ...topicSentiment(text, topic, review) });
    groups.set(topic, list);
  }
  const sentences = listingSentences(listing);
  return (
    [...groups.entries()]
      // No review praises or criticises it: there is no answer to give, so the question is not asked.
      .filter(([, items]) => items.some((i) => i.sentiment !== 'neutral'))
      .sort((a, b) => b[1].length - a[1].length || FAQ_TOPICS.indexOf(a[0]) - FAQ_TOPICS.indexOf(b[0]))
      .slice(0, MAX_FAQS)
      .map(([topic, items]) => {
        const cited = citedFirst(items);
        const quotes = pickQuotes(cited, topic.words);
        const answer = composeAnswer(
          topicText(topic, language).label,
          items,
          sentences.find((s) => topic.words.test(s)),
          language,
        );
        return {
          question: topicText(topic, language).question,
          answer: quotes[0] ? `${answer} ${ANSWER_PHRASES[language].reviewerSaid(quotes[0])}` : answer,
          topic: topic.id,
          support: items.length,
          quotes,
        };
      })
  );
}

/**
 * What a review says of the topic: for an Amazon snippet, the side of the topic it was filed under;
 * else the words of its sentences about the topic ("The taste is harsh" in a three-star review is a
 * complaint, and a five-star review that finds the size too small complains about the size); else
 * its stars.
 */
function topicSentiment(text: string, topic: FaqTopic, review: ReviewEvidence): Omit<Opinion, 'text'> {
  // Amazon put the snippet under a topic's praise or complaints: that is what it says of it.
  if (review.side) return { sentiment: review.side, stated: true };
  const sentences = splitSentences(plainText(text)).filter((s) => topic.words.test(s));
  // "Love the shirt, but it runs small": the clause about the topic first, then its sentence.
  const clauses = sentences.flatMap((s) => s.split(CLAUSE)).filter((c) => topic.words.test(c));
  for (const about of [clauses, sentences]) {
    const said = about.length > 0 ? sentimentOf(about.join(' ')) : 'neutral';
    if (said !== 'neutral') return { sentiment: said, stated: true };
  }
  return { sentiment: sentimentOf(text, review.rating), stated: false };
}

/** A review under a topic, and whether it states its view of the topic (else its stars stand for it). */
type Opinion = { text: string; sentiment: Sentiment; stated: boolean };

const CLAUSE = /[,;:]\s*|\s+(?:but|although|though|however)\s+/iu;

/**
 * The reviews of the side that carries the answer first, those that state it before those whose
 * stars stand for it ("Tasty but…." of a one-star review): the quote an answer gives says what
 * most said.
 */
function citedFirst(items: readonly Opinion[]): Opinion[] {
  const pos = items.filter((i) => i.sentiment === 'positive').length;
  const neg = items.filter((i) => i.sentiment === 'negative').length;
  const side: Sentiment = neg > pos ? 'negative' : 'positive';
  const rank = (i: Opinion) => (i.sentiment === side ? (i.stated ? 0 : 1) : 2);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

function composeAnswer(label: string, items: { sentiment: Sentiment }[], fact: string | undefined, language: Language): string {
  const say = ANSWER_PHRASES[language];
  const n = items.length;
  const pos = items.filter((i) => i.sentiment === 'positive').length;
  const neg = items.filter((i) => i.sentiment === 'negative').length;
  const parts: string[] = [];
  if (fact) parts.push(say.listingSays(fact));
  // "Mixed" only when customers disagree: all-neutral reviews are not a split of opinion.
  if (pos > neg && pos >= n / 2) parts.push(say.satisfied(label, pos, n));
  else if (neg > pos && neg >= n / 2) parts.push(say.concerns(label, neg, n));
  else if (pos > 0 && neg > 0 && pos + neg >= n / 2) parts.push(say.mixed(label, pos, neg, n - pos - neg, n));
  else parts.push(say.mostlyNeutral(label, pos, neg, n));
  return parts.join(' ');
}

/** Each cited review's sentence about the topic (else its first), cut short at words around the topic's. */
function pickQuotes(items: { text: string }[], words: RegExp): string[] {
  return items.slice(0, 3).map(({ text }) => {
    const sentences = splitSentences(plainText(text));
    const first = sentences.find((s) => words.test(s)) ?? sentences[0] ?? text;
    if (first.length <= QUOTE_CHARS) return first;
    // A long sentence is cut around its words about the topic, so the quote still says them.
    const at = first.search(words);
    const start = at + QUOTE_CHARS / 2 > first.length ? first.length - QUOTE_CHARS : at - QUOTE_CHARS / 3;
    if (start <= 0) return `${first.slice(0, QUOTE_CHARS - 1).replace(/\s+\S*$/, '')}…`;
    const from = first.indexOf(' ', start) + 1;
    const window = first.slice(from, from + QUOTE_CHARS - 2);
    return `…${from + window.length < first.length ? `${window.replace(/\s+\S*$/, '')}…` : window}`;
  });
}

/** Plain sentences of the listing (HTML tags dropped), the only facts an answer may quote. */
function listingSentences(listing: CoreText): string[] {
  const text = plainText([...listing.bullets, listing.description].join('\n'));
  return splitSentences(text)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 20 && s.length <= 240);
}

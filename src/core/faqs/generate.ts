import type { CoreText } from '#core/listings/content';
import type { Language } from '#core/languages';
import { plainText } from '#core/text/plain-text';
import { splitSentences } from '#core/text/sentences';
import { ANSWER_PHRASES, topicText } from './phrases.ts';
import type { FaqItem } from './schemas.ts';
import { classifyReview, EXCLUDED_TOPIC, FAQ_TOPICS, sentimentOf, type FaqTopic, type Sentiment } from './topics.ts';

export type ReviewEvidence = { text: string; rating?: number | null; topic?: string | null };

const MAX_FAQS = 8;
const QUOTE_CHARS = 140;

/**
 * The offline FAQ engine: groups reviews by topic, asks the question shoppers ask about each, and
 * answers from the listing's own sentences plus the reviews' majority view. It states nothing that
 * neither the listing nor the reviews say. Questions and answers are written in `language` (the
 * listing's marketplace); quotes stay as the customers wrote them.
 */
export function generateFaqs(listing: CoreText, reviews: readonly ReviewEvidence[], language: Language = 'en'): FaqItem[] {
  const groups = new Map<FaqTopic, { text: string; sentiment: Sentiment }[]>();
  for (const review of reviews) {
    const text = review.text.trim();
    if (!text || (EXCLUDED_TOPIC.test(text) && !classifyReview(text, review.topic))) continue;
    const topic = classifyReview(text, review.topic);
    if (!topic) continue;
    const list = groups.get(topic) ?? [];
    list.push({ text, sentiment: sentimentOf(text, review.rating) });
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

/** The reviews of the side that carries the answer first: the quote an answer gives says what most said. */
function citedFirst(items: { text: string; sentiment: Sentiment }[]): { text: string; sentiment: Sentiment }[] {
  const pos = items.filter((i) => i.sentiment === 'positive').length;
  const neg = items.filter((i) => i.sentiment === 'negative').length;
  const side: Sentiment = neg > pos ? 'negative' : 'positive';
  return [...items.filter((i) => i.sentiment === side), ...items.filter((i) => i.sentiment !== side)];
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

/** Each cited review's sentence about the topic (else its first), cut short at a word. */
function pickQuotes(items: { text: string }[], words: RegExp): string[] {
  return items.slice(0, 3).map(({ text }) => {
    const sentences = splitSentences(plainText(text));
    const first = sentences.find((s) => words.test(s)) ?? sentences[0] ?? text;
    return first.length > QUOTE_CHARS ? `${first.slice(0, QUOTE_CHARS - 1).replace(/\s+\S*$/, '')}…` : first;
  });
}

/** Plain sentences of the listing (HTML tags dropped), the only facts an answer may quote. */
function listingSentences(listing: CoreText): string[] {
  const text = plainText([...listing.bullets, listing.description].join('\n'));
  return splitSentences(text)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 20 && s.length <= 240);
}

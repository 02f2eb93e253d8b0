import { classifyReview, FAQ_TOPICS, sentimentOf, type FaqTopic } from '#core/faqs/topics';
import { parseListing } from './rewrite.ts';

/**
 * What the emulated model answers to an FAQ request (the app's prompt: the listing, then
 * "REVIEWS" with one "n. [rating★] text" line each). Good answers quote the listing and summarise
 * the reviews without numbers; violating ones add what the guardrails must catch.
 */
export type EmulatedFaq = { question: string; answer: string; topic: string; keywords: string[] };
type PromptReview = { text: string; rating: number | null };

export function parseReviews(prompt: string): PromptReview[] {
  const section = prompt.split('YOUR PREVIOUS ANSWER')[0] ?? prompt;
  const block = section.split(/^REVIEWS$/m)[1] ?? '';
  return [...block.matchAll(/^\d+\. \[([^\]]*)★\] (.*)$/gm)].map((m) => ({
    text: m[2]!.trim(),
    rating: /^\d$/.test(m[1]!) ? Number(m[1]) : null,
  }));
}

export function goodFaqs(prompt: string): EmulatedFaq[] {
  const listing = parseListing(prompt);
  const sentences = [...listing.bullets, ...listing.description.split(/(?<=[.!?])\s+/)]
    .map((s) => s.trim())
    .filter((s) => s.length >= 15);
  const groups = new Map<FaqTopic, PromptReview[]>();
  for (const review of parseReviews(prompt)) {
    const topic = classifyReview(review.text);
    if (topic) groups.set(topic, [...(groups.get(topic) ?? []), review]);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length || FAQ_TOPICS.indexOf(a[0]) - FAQ_TOPICS.indexOf(b[0]))
    .slice(0, 4)
    .map(([topic, reviews]) => {
      const fact = sentences.find((s) => topic.words.test(s));
      const positive = reviews.filter((r) => sentimentOf(r.text, r.rating) === 'positive').length;
      const view =
        positive * 2 > reviews.length
          ? `Most reviewers who mention ${topic.label} are happy with it.`
          : `Reviewers are divided on ${topic.label}.`;
      return {
        question: topic.question,
        answer: [fact ? `According to the listing: ${fact.replace(/[.!?]*$/, '.')}` : '', view].filter(Boolean).join(' '),
        topic: topic.id,
        keywords: [...new Set(reviews.flatMap((r) => topic.words.exec(r.text.toLowerCase())?.[0] ?? []))].slice(0, 3),
      };
    });
}

/** Breaks the FAQ guardrails on purpose: an invented warranty length, a link and HTML. */
export function violatingFaqs(prompt: string): EmulatedFaq[] {
  const good = goodFaqs(prompt);
  if (good.length === 0) return good;
  const [first, ...rest] = good;
  return [
    { ...first!, answer: `<b>${first!.answer}</b> It comes with a 5-year warranty. See www.example-shop.com for details.` },
    ...rest,
  ];
}

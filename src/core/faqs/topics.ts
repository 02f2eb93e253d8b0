/**
 * What shoppers ask about, with the words that put a review under a topic. Shipping is left out
 * on purpose: it says nothing about the product, and Amazon's rules keep it off listing copy.
 */
export type FaqTopic = {
  id: string;
  label: string;
  question: string;
  words: RegExp;
};

export const FAQ_TOPICS: readonly FaqTopic[] = [
  { id: 'size_fit', label: 'size and fit', question: 'Does it run true to size?', words: /\b(size[sd]?|sizing|fits?|fitting|small|large|tight|loose|snug|true to size)\b/i },
  { id: 'battery', label: 'battery life', question: 'How long does the battery last?', words: /\b(battery|batteries|charge[sd]?|charging|recharg\w*|mah)\b/i },
  { id: 'material', label: 'materials and build quality', question: 'How well is it made, and what is it made of?', words: /\b(materials?|fabric|plastic|metal|steel|stainless|leather|cotton|wood(en)?|silicone|glass|build quality|well made|cheaply made|flimsy)\b/i },
  { id: 'cleaning', label: 'cleaning and care', question: 'Is it easy to clean?', words: /\b(clean(s|ed|ing)?|wash(es|ed|ing|able)?|dishwasher|stains?|rinse)\b/i },
  { id: 'compatibility', label: 'compatibility', question: 'Is it compatible with my device or setup?', words: /\b(compatib\w*|works with|iphone|android|samsung|model|adapter|connects?)\b/i },
  { id: 'durability', label: 'durability', question: 'Will it last?', words: /\b(durab\w*|sturdy|broke|broken|breaks?|lasted|lasting|wear(s|ing)?|tore|months|years)\b/i },
  { id: 'setup', label: 'setup and assembly', question: 'Is it easy to set up?', words: /\b(assembl\w*|set ?up|install\w*|instructions?|screws?)\b/i },
  { id: 'taste', label: 'taste and flavour', question: 'How does it taste?', words: /\b(tastes?|tasty|flavou?rs?|delicious|bland|sweet|salty|bitter)\b/i },
  { id: 'smell', label: 'smell', question: 'Does it have a strong smell?', words: /\b(smells?|scent(ed)?|odou?rs?|fragrance)\b/i },
  { id: 'noise', label: 'noise', question: 'Is it loud?', words: /\b(noise|noisy|loud|quiet|silent)\b/i },
  { id: 'value', label: 'value for money', question: 'Is it worth the price?', words: /\b(price[ds]?|worth|value|expensive|cheap(er)?|money)\b/i },
  { id: 'ease_of_use', label: 'ease of use', question: 'Is it easy to use?', words: /\b(easy to use|easy|simple|intuitive|complicated|difficult|hard to use)\b/i },
];

export const EXCLUDED_TOPIC = /\b(shipping|shipped|delivery|delivered|arrived|package|packaging|seller|refund)\b/i;

/** The topic a review speaks to: Amazon's own topic label first, else the first topic whose words it uses. */
export function classifyReview(text: string, amazonTopic?: string | null): FaqTopic | undefined {
  if (amazonTopic) {
    const byLabel = FAQ_TOPICS.find((t) => t.words.test(amazonTopic) || t.id === amazonTopic);
    if (byLabel) return byLabel;
  }
  // The list runs from specific to general, so "easy to clean" is about cleaning, not ease of use.
  return FAQ_TOPICS.find((t) => t.words.test(text));
}

const POSITIVE = /\b(love[sd]?|great|perfect|excellent|amazing|happy|recommend|works well|well made|sturdy|comfortable|easy|delicious|fantastic|best)\b/i;
const NEGATIVE = /\b(broke|broken|poor|disappoint\w*|terrible|awful|returned?|waste|cheaply|flimsy|stopped working|too (small|large|big|tight|loose)|leak\w*|bland|worst|not worth)\b/i;

export type Sentiment = 'positive' | 'negative' | 'neutral';

export function sentimentOf(text: string, rating?: number | null): Sentiment {
  if (rating != null) return rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'neutral';
  const pos = POSITIVE.test(text);
  const neg = NEGATIVE.test(text);
  if (pos === neg) return 'neutral';
  return pos ? 'positive' : 'negative';
}

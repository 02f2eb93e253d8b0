import { CAT, scanLexicons } from '#core/health/index';
import type { LanguageCode } from '#core/marketplaces';

/**
 * Words no shopper types to find a product, taken out of the search terms that a rewrite draws from
 * the listing's own sentences ("Just be sure to include your measurements with your order" gave
 * "just sure include order"). The title-case stop words (a, and, for, the) are far fewer: they must
 * not reach the title-case and repetition rules, which these would change.
 *
 * Per language: function words (pronouns, determiners, prepositions, conjunctions, auxiliaries,
 * adverbs of degree and time), interjections, the sentence's own verbs of doing and wanting, and
 * the words of service and policy Amazon asks search terms to leave out. Praise is the health
 * engine's (its search-term lexicon), so that the rewrite never writes a word the score then
 * flags. English applies in every language, as EU listings mix it in.
 */
const FILLER: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: [
    // pronouns and determiners
    ...['i', 'me', 'my', 'mine', 'we', 'us', 'our', 'ours', 'you', 'your', 'yours', 'he', 'him', 'his', 'she', 'her'],
    ...['hers', 'it', 'its', 'they', 'them', 'their', 'theirs', 'this', 'that', 'these', 'those', 'who', 'whom'],
    ...['whose', 'which', 'what', 'whatever', 'whichever', 'whoever', 'any', 'anything', 'anyone', 'some', 'something'],
    ...['someone', 'every', 'everything', 'everyone', 'each', 'all', 'both', 'either', 'neither', 'none', 'nothing'],
    ...['other', 'others', 'another', 'such', 'same', 'own', 'itself', 'themselves', 'yourself', 'yourselves'],
    ...['ourselves', 'myself', 'much', 'many', 'more', 'less', 'few', 'fewer', 'several', 'enough', 'lot', 'lots'],
    // prepositions and conjunctions; not "above", "under", "over" or "down", which name products
    // with the next word ("above ground pool", "under sink", "down jacket")
    ...['about', 'across', 'after', 'against', 'along', 'among', 'around', 'as', 'before', 'behind'],
    ...['beside', 'besides', 'between', 'beyond', 'during', 'except', 'inside', 'near', 'off'],
    ...['onto', 'out', 'outside', 'per', 'since', 'than', 'through', 'throughout', 'till', 'toward', 'towards'],
    ...['until', 'up', 'upon', 'via', 'within', 'without', 'because', 'if', 'unless', 'whether', 'while'],
    ...['whereas', 'although', 'though', 'when', 'whenever', 'where', 'wherever', 'why', 'how', 'then', 'thus'],
    ...['therefore', 'however', 'also', 'etc'],
    // auxiliaries and modals
    ...['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'have', 'has', 'had', 'having', 'do', 'does', 'did'],
    ...['doing', 'done', 'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'ought'],
    ...['cannot', 'won', 'don', 'doesn', 'didn', 'isn', 'aren', 'wasn', 'weren', 'haven', 'hasn', 'couldn', 'shouldn'],
    // adverbs of degree, time and manner
    ...['not', 'no', 'yes', 'just', 'only', 'even', 'very', 'really', 'quite', 'rather', 'too', 'so', 'still'],
    ...['already', 'again', 'always', 'never', 'ever', 'often', 'sometimes', 'usually', 'here', 'there', 'now'],
    ...['soon', 'later', 'once', 'twice', 'almost', 'nearly', 'maybe', 'perhaps', 'well', 'instead', 'anyway'],
    ...['simply', 'easily', 'truly', 'actually', 'especially', 'mostly', 'fully', 'totally', 'completely', 'extremely'],
    ...['highly', 'absolutely', 'definitely', 'certainly', 'surely', 'sure', 'else', 'away', 'yet', 'like'],
    // words of truth and degree that stand before what they stress ("yep, real magnets")
    ...['real', 'actual', 'indeed'],
    // interjections
    ...['yep', 'yup', 'yeah', 'yay', 'wow', 'oh', 'ooh', 'oops', 'hey', 'hi', 'hello', 'ok', 'okay', 'hmm', 'ah'],
    ...['aha', 'uh', 'um', 'whoa', 'nope', 'voila', 'alas', 'ugh', 'gosh', 'hooray', 'bye', 'thanks'],
    // the sentence's verbs of doing, wanting and telling
    ...['make', 'makes', 'making', 'made', 'get', 'gets', 'getting', 'got', 'give', 'gives', 'giving', 'given'],
    ...['take', 'takes', 'taking', 'took', 'put', 'puts', 'putting', 'let', 'lets', 'keep', 'keeps', 'keeping'],
    ...['come', 'comes', 'coming', 'came', 'go', 'goes', 'going', 'went', 'bring', 'brings', 'bringing', 'brought'],
    ...['want', 'wants', 'wanted', 'need', 'needs', 'needed', 'know', 'knows', 'see', 'sees', 'seen', 'look'],
    ...['mean', 'means', 'meant', 'included', 'provided', 'offered', 'ensured', 'allowed', 'helped'],
    ...['looks', 'looking', 'find', 'finds', 'found', 'use', 'uses', 'used', 'using', 'include', 'includes'],
    ...['including', 'help', 'helps', 'helping', 'provide', 'provides', 'providing', 'offer', 'offers', 'ensure'],
    ...['ensures', 'allow', 'allows', 'feature', 'features', 'featuring', 'designed', 'please', 'kindly', 'note'],
    ...['thing', 'things', 'way', 'ways', 'kind', 'order', 'ordering', 'purchase', 'purchased', 'buy', 'bought'],
    ...['receive', 'received', 'product', 'products', 'item', 'items', 'brand', 'question', 'questions', 'problem'],
    ...['problems', 'solution', 'according', 'contact', 'feel', 'free', 'choose', 'enjoy', 'try', 'different'],
    ...['chance', 'various', 'first', 'next', 'due', 'description', 'specification', 'specifications', 'information', 'details'],
    // service and policy
    ...['satisfied', 'satisfaction', 'refund', 'guarantee', 'warranty', 'customer', 'customers', 'seller'],
  ],
  de: [
    ...['ich', 'mich', 'mir', 'mein', 'meine', 'wir', 'uns', 'unser', 'unsere', 'unseren', 'unserem', 'du', 'dich'],
    ...['dir', 'dein', 'deine', 'sie', 'ihr', 'ihre', 'ihren', 'ihrem', 'ihnen', 'er', 'ihn', 'ihm', 'sein', 'seine'],
    ...['es', 'man', 'dieser', 'diese', 'dieses', 'diesen', 'diesem', 'jeder', 'jede', 'jedes', 'alle', 'allen'],
    ...['alles', 'kein', 'keine', 'welche', 'welcher', 'was', 'wer', 'wie', 'wo', 'wenn', 'weil', 'dass', 'ob'],
    ...['als', 'auch', 'nur', 'noch', 'schon', 'sehr', 'so', 'nicht', 'ja', 'nein', 'hier', 'dort', 'dann', 'jetzt'],
    ...['immer', 'nie', 'oft', 'bei', 'nach', 'vor', 'über', 'unter', 'zwischen', 'durch', 'gegen', 'ohne', 'um'],
    ...['bis', 'aus', 'zu', 'zum', 'zur', 'im', 'am', 'vom', 'beim', 'ist', 'sind', 'war', 'waren', 'wird'],
    ...['werden', 'wurde', 'hat', 'haben', 'hatte', 'kann', 'können', 'soll', 'sollte', 'muss', 'müssen', 'bitte'],
    ...['einfach', 'garantie', 'kunden', 'produkt'],
  ],
  fr: [
    ...['je', 'me', 'moi', 'mon', 'ma', 'mes', 'nous', 'notre', 'nos', 'vous', 'votre', 'vos', 'il', 'elle', 'ils'],
    ...['elles', 'leur', 'leurs', 'son', 'sa', 'ses', 'ce', 'cet', 'cette', 'ces', 'qui', 'que', 'quoi', 'dont'],
    ...['tout', 'tous', 'toute', 'toutes', 'chaque', 'aucun', 'aucune', 'des', 'du', 'au', 'aux', 'dans', 'sur'],
    ...['sous', 'entre', 'par', 'sans', 'chez', 'vers', 'si', 'mais', 'donc', 'car', 'comme', 'quand', 'ne', 'pas'],
    ...['plus', 'moins', 'très', 'aussi', 'bien', 'encore', 'toujours', 'jamais', 'ici', 'est', 'sont', 'être'],
    ...['était', 'sera', 'avoir', 'ont', 'peut', 'peuvent', 'doit', 'faire', 'fait', 'merci', 'garantie', 'produit'],
  ],
  it: [
    ...['io', 'mi', 'mio', 'mia', 'noi', 'ci', 'nostro', 'nostra', 'voi', 'vi', 'vostro', 'tuo', 'tua', 'lui', 'lei'],
    ...['loro', 'suo', 'sua', 'questo', 'questa', 'questi', 'queste', 'quello', 'quella', 'che', 'chi', 'cui'],
    ...['tutto', 'tutti', 'tutte', 'ogni', 'gli', 'le', 'del', 'della', 'dei', 'delle', 'al', 'alla', 'nel'],
    ...['nella', 'sul', 'sulla', 'da', 'dal', 'in', 'su', 'tra', 'fra', 'senza', 'se', 'ma', 'anche', 'come'],
    ...['quando', 'non', 'più', 'meno', 'molto', 'ancora', 'sempre', 'mai', 'qui', 'è', 'sono', 'essere', 'ha'],
    ...['hanno', 'avere', 'può', 'possono', 'deve', 'fare', 'garanzia', 'prodotto'],
  ],
  es: [
    ...['yo', 'me', 'mi', 'mis', 'nosotros', 'nuestro', 'nuestra', 'nuestros', 'usted', 'ustedes', 'su', 'sus'],
    ...['tu', 'tus', 'él', 'ella', 'ellos', 'ellas', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'que', 'quien'],
    ...['cual', 'todo', 'todos', 'toda', 'todas', 'cada', 'del', 'al', 'en', 'por', 'sin', 'sobre', 'entre'],
    ...['hasta', 'desde', 'si', 'pero', 'como', 'cuando', 'no', 'más', 'menos', 'muy', 'también', 'siempre'],
    ...['nunca', 'aquí', 'es', 'son', 'ser', 'está', 'están', 'estar', 'ha', 'han', 'tiene', 'tienen', 'puede'],
    ...['pueden', 'hacer', 'garantía', 'producto'],
  ],
};

const SETS = new Map<LanguageCode, ReadonlySet<string>>(
  (Object.keys(FILLER) as LanguageCode[]).map((l) => [l, new Set([...FILLER.en, ...FILLER[l]])]),
);

/**
 * Nouns and adjectives in -ly that name or describe a product ("family size", "assembly required",
 * "sparkly dress"). Every other -ly word of six letters or more is an adverb of the sentence
 * ("slightly", "severely", "comfortably"): what it qualifies is said by the words around it.
 */
const NOT_ADVERBS: ReadonlySet<string> = new Set([
  ...['family', 'assembly', 'disassembly', 'supply', 'friendly', 'weekly', 'biweekly', 'monthly', 'yearly', 'hourly'],
  ...['nightly', 'quarterly', 'elderly', 'sparkly', 'bubbly', 'wobbly', 'cuddly', 'woolly', 'frilly', 'prickly'],
  ...['crinkly', 'wiggly', 'squiggly', 'grizzly', 'monopoly', 'anomaly', 'trolly'],
]);
const ADVERB = /^\p{L}{4,}ly$/u;
/** Praise and promotion, by the health engine's lexicons: English too on the other marketplaces. */
const PRAISE = CAT.SEARCH_SUBJECTIVE | CAT.SUBJECTIVE | CAT.PROMO;

export function isFillerWord(word: string, language: LanguageCode): boolean {
  const lower = word.toLowerCase();
  if ((SETS.get(language) ?? SETS.get('en')!).has(lower)) return true;
  if (isAdverb(lower)) return true;
  return [language, 'en' as const].some((l) => scanLexicons(lower, l).some((h) => (h.mask & PRAISE) !== 0));
}

/** Who or what does something: the word after them is the sentence's verb ("it means", "which prolongs"). */
const SUBJECTS: ReadonlySet<string> = new Set(['it', 'this', 'that', 'which', 'who', 'he', 'she', 'what', 'also']);
/** People who do something: the word after them is a verb ("we decided", "they push"). */
const PERSONS: ReadonlySet<string> = new Set(['we', 'i', 'they', 'you', 'he', 'she', 'it']);
/** A verb's particle: a word between "to" and one of these is a phrasal verb ("to push on", "to set up"). */
const PARTICLES: ReadonlySet<string> = new Set(['on', 'off', 'up', 'out', 'away', 'back']);
/** Only a verb's base form follows these ("will last", "must fit"); "can" and "may" also name things ("can cooler"). */
const MODALS: ReadonlySet<string> = new Set(['will', 'would', 'could', 'should', 'must', 'might', 'cannot']);
/** A verb's base form follows these when its object comes next ("to protect your skin", "helps prevent the"). */
const BEFORE_BASE: ReadonlySet<string> = new Set(['to', 'can', 'may', 'not', 'help', 'helps']);
/** What a verb acts on: a verb, not a noun, stands before them ("prolongs the life", "protect your skin"). */
const OBJECTS: ReadonlySet<string> = new Set([
  ...['the', 'a', 'an', 'your', 'you', 'it', 'its', 'them', 'their', 'our', 'my', 'his', 'her', 'him', 'us', 'me'],
  ...['this', 'these', 'those', 'every', 'each', 'any'],
]);
/** Words only a noun follows ("the means", "by means of", "2 drinks"). */
const BEFORE_NOUN: ReadonlySet<string> = new Set([
  ...['the', 'a', 'an', 'these', 'those', 'your', 'our', 'my', 'their', 'its', 'his', 'her', 'some', 'many', 'more'],
  ...['few', 'several', 'no', 'of', 'by', 'with', 'for', 'in'],
]);
const CLAUSE = /[.!?;:,()[\]\n•|]+/;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const isAdverb = (w: string) => ADVERB.test(w) && !w.endsWith('fly') && !NOT_ADVERBS.has(w);

/**
 * The words an English listing uses only as the verbs of its sentences: an -s form after a subject
 * or an adverb or before its object ("He means it", "securely zips", "prolongs the life of the
 * pump"), or joined by "and" to such a verb ("it soothes and nourishes"); a base form after a
 * modal ("will last"), or after "to" and before its object ("to protect your skin") or its
 * particle ("fuel to push on"); a past form after a person ("we decided"). A word the listing also
 * uses as a noun ("the means", "2 drinks") is a product word and stays.
 */
export function sentenceVerbs(texts: readonly string[], language: LanguageCode): ReadonlySet<string> {
  if (language !== 'en') return new Set();
  const verbs = new Set<string>();
  const nouns = new Set<string>();
  const pairs: [string, string][] = [];
  const sForm = (w: string) => /^\p{L}{3,}s$/u.test(w) && !/(?:ss|us|is)$/.test(w);
  for (const clause of texts.join('\n').toLowerCase().split(CLAUSE)) {
    const words = clause.match(WORD) ?? [];
    for (let i = 0; i < words.length; i++) {
      const [before, word, after] = [words[i - 1] ?? '', words[i]!, words[i + 1] ?? ''];
      if (BEFORE_NOUN.has(before) || /^\d/.test(before)) nouns.add(word);
      if (sForm(word)) {
        // Not an adverb after it: that may qualify the verb before ("illuminate skin tones and colors accurately").
        if (SUBJECTS.has(before) || OBJECTS.has(after) || isAdverb(before)) verbs.add(word);
        if (after === 'and' && sForm(words[i + 2] ?? '')) pairs.push([word, words[i + 2]!]);
      } else if (
        MODALS.has(before) ||
        (BEFORE_BASE.has(before) && (OBJECTS.has(after) || isAdverb(after))) ||
        (before === 'to' && PARTICLES.has(after) && (words[i + 2] === undefined || OBJECTS.has(words[i + 2]!))) ||
        (PERSONS.has(before) && /^\p{L}{3,}ed$/u.test(word))
      )
        verbs.add(word);
    }
  }
  // Only forwards: a noun may end the phrase before a verb ("rounded legs and features a drawer").
  for (const [a, b] of pairs) if (verbs.has(a)) verbs.add(b);
  return new Set([...verbs].filter((w) => !nouns.has(w)));
}

import type { LanguageCode } from '#core/marketplaces';

/**
 * Words no shopper types to find a product, taken out of the search terms that a rewrite draws from
 * the listing's own sentences ("Just be sure to include your measurements with your order" gave
 * "just sure include order"). The title-case stop words (a, and, for, the) are far fewer: they must
 * not reach the title-case and repetition rules, which these would change.
 *
 * Per language: function words (pronouns, determiners, prepositions, conjunctions, auxiliaries,
 * adverbs of degree and time), the sentence's own verbs of doing and wanting, and the words of
 * praise or policy Amazon asks search terms to leave out. English applies in every language, as
 * EU listings mix it in.
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
    // the sentence's verbs of doing, wanting and telling
    ...['make', 'makes', 'making', 'made', 'get', 'gets', 'getting', 'got', 'give', 'gives', 'giving', 'given'],
    ...['take', 'takes', 'taking', 'took', 'put', 'puts', 'putting', 'let', 'lets', 'keep', 'keeps', 'keeping'],
    ...['come', 'comes', 'coming', 'came', 'go', 'goes', 'going', 'went', 'bring', 'brings', 'bringing', 'brought'],
    ...['want', 'wants', 'wanted', 'need', 'needs', 'needed', 'know', 'knows', 'see', 'sees', 'seen', 'look'],
    ...['looks', 'looking', 'find', 'finds', 'found', 'use', 'uses', 'used', 'using', 'include', 'includes'],
    ...['including', 'help', 'helps', 'helping', 'provide', 'provides', 'providing', 'offer', 'offers', 'ensure'],
    ...['ensures', 'allow', 'allows', 'feature', 'features', 'featuring', 'designed', 'please', 'kindly', 'note'],
    ...['thing', 'things', 'way', 'ways', 'kind', 'order', 'ordering', 'purchase', 'purchased', 'buy', 'bought'],
    ...['receive', 'received', 'product', 'products', 'item', 'items', 'brand', 'question', 'questions', 'problem'],
    ...['problems', 'solution', 'according', 'contact', 'feel', 'free', 'choose', 'enjoy', 'try', 'different'],
    ...['various', 'first', 'next', 'due', 'description', 'specification', 'specifications', 'information', 'details'],
    // praise and policy
    ...['perfect', 'perfectly', 'great', 'better', 'beautiful', 'excellent', 'super', 'nice', 'awesome', 'wonderful'],
    ...['ideal', 'superior', 'fantastic', 'lovely', 'gorgeous', 'stunning', 'good', 'unique', 'special', 'highest'],
    ...['satisfied', 'satisfaction', 'refund', 'guarantee', 'guaranteed', 'warranty', 'customer', 'customers', 'seller'],
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
    ...['einfach', 'perfekt', 'ideal', 'garantie', 'kunden', 'produkt'],
  ],
  fr: [
    ...['je', 'me', 'moi', 'mon', 'ma', 'mes', 'nous', 'notre', 'nos', 'vous', 'votre', 'vos', 'il', 'elle', 'ils'],
    ...['elles', 'leur', 'leurs', 'son', 'sa', 'ses', 'ce', 'cet', 'cette', 'ces', 'qui', 'que', 'quoi', 'dont'],
    ...['tout', 'tous', 'toute', 'toutes', 'chaque', 'aucun', 'aucune', 'des', 'du', 'au', 'aux', 'dans', 'sur'],
    ...['sous', 'entre', 'par', 'sans', 'chez', 'vers', 'si', 'mais', 'donc', 'car', 'comme', 'quand', 'ne', 'pas'],
    ...['plus', 'moins', 'très', 'aussi', 'bien', 'encore', 'toujours', 'jamais', 'ici', 'est', 'sont', 'être'],
    ...['était', 'sera', 'avoir', 'ont', 'peut', 'peuvent', 'doit', 'faire', 'fait', 'merci', 'parfait', 'idéal'],
    ...['garantie', 'produit'],
  ],
  it: [
    ...['io', 'mi', 'mio', 'mia', 'noi', 'ci', 'nostro', 'nostra', 'voi', 'vi', 'vostro', 'tuo', 'tua', 'lui', 'lei'],
    ...['loro', 'suo', 'sua', 'questo', 'questa', 'questi', 'queste', 'quello', 'quella', 'che', 'chi', 'cui'],
    ...['tutto', 'tutti', 'tutte', 'ogni', 'gli', 'le', 'del', 'della', 'dei', 'delle', 'al', 'alla', 'nel'],
    ...['nella', 'sul', 'sulla', 'da', 'dal', 'in', 'su', 'tra', 'fra', 'senza', 'se', 'ma', 'anche', 'come'],
    ...['quando', 'non', 'più', 'meno', 'molto', 'ancora', 'sempre', 'mai', 'qui', 'è', 'sono', 'essere', 'ha'],
    ...['hanno', 'avere', 'può', 'possono', 'deve', 'fare', 'perfetto', 'ideale', 'garanzia', 'prodotto'],
  ],
  es: [
    ...['yo', 'me', 'mi', 'mis', 'nosotros', 'nuestro', 'nuestra', 'nuestros', 'usted', 'ustedes', 'su', 'sus'],
    ...['tu', 'tus', 'él', 'ella', 'ellos', 'ellas', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'que', 'quien'],
    ...['cual', 'todo', 'todos', 'toda', 'todas', 'cada', 'del', 'al', 'en', 'por', 'sin', 'sobre', 'entre'],
    ...['hasta', 'desde', 'si', 'pero', 'como', 'cuando', 'no', 'más', 'menos', 'muy', 'también', 'siempre'],
    ...['nunca', 'aquí', 'es', 'son', 'ser', 'está', 'están', 'estar', 'ha', 'han', 'tiene', 'tienen', 'puede'],
    ...['pueden', 'hacer', 'perfecto', 'ideal', 'garantía', 'producto'],
  ],
};

const SETS = new Map<LanguageCode, ReadonlySet<string>>(
  (Object.keys(FILLER) as LanguageCode[]).map((l) => [l, new Set([...FILLER.en, ...FILLER[l]])]),
);

export function isFillerWord(word: string, language: LanguageCode): boolean {
  return (SETS.get(language) ?? SETS.get('en')!).has(word.toLowerCase());
}

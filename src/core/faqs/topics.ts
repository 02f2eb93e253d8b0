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

/**
 * The English pattern, plus the same topic's words in German, French, Spanish and Italian, so a
 * review on amazon.de or .fr is grouped too. Those are matched between letters: \b is ASCII-only
 * and would not end a word on "é" or "ä".
 */
function words(english: RegExp, others: readonly string[]): RegExp {
  return new RegExp(`${english.source}|(?<!\\p{L})(?:${others.join('|')})(?!\\p{L})`, 'iu');
}

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'size_fit',
    label: 'size and fit',
    question: 'Does it run true to size?',
    // "small" and "large" alone say how big a thing is, not how it fits ("large leaves", "a small amount").
    words: words(
      /\b(size[sd]?|sizing|fits?|fitting|(?:too|a bit|a little|runs?|slightly) (?:small|large|big)|tight|loose|snug|true to size)\b/,
      [
        'größe|groesse|passform|zu eng|zu weit|zu klein|zu groß',
        'taille|coupe|serré|ample',
        'talla|tamaño|ajuste|ajustado|holgado',
        'taglia|misura|vestibilità|stretto|largo',
      ],
    ),
  },
  {
    id: 'battery',
    label: 'battery life',
    question: 'How long does the battery last?',
    words: words(/\b(battery|batteries|charge[sd]?|charging|recharg\w*|mah)\b/, [
      'akku|batterie|aufladen|ladezeit',
      'batterie|autonomie|recharge|rechargement',
      'batería|carga|cargar|autonomía',
      'batteria|carica|ricarica|autonomia',
    ]),
  },
  {
    id: 'material',
    label: 'materials and build quality',
    question: 'How well is it made, and what is it made of?',
    words: words(
      /\b(materials?|fabric|plastic|metal|steel|stainless|leather|cotton|wood(en)?|silicone|glass|build quality|well made|cheaply made|flimsy)\b/,
      [
        'material|stoff|kunststoff|plastik|metall|edelstahl|leder|baumwolle|holz|glas|verarbeitung',
        'matériaux?|matière|tissu|plastique|métal|acier|inox|cuir|coton|bois|verre|finition',
        'materiale?s?|tela|plástico|acero|cuero|algodón|madera|vidrio|acabado',
        'materiali|tessuto|plastica|metallo|acciaio|pelle|cotone|legno|vetro|finiture',
      ],
    ),
  },
  {
    id: 'cleaning',
    label: 'cleaning and care',
    question: 'Is it easy to clean?',
    words: words(/\b(clean(s|ed|ing)?|wash(es|ed|ing|able)?|dishwasher|stains?|rinse)\b/, [
      'reinigen|reinigung|spülmaschine|waschen|waschbar|flecken',
      'nettoyer|nettoyage|lave-vaisselle|laver|lavable|taches?',
      'limpiar|limpieza|lavavajillas|lavar|lavable|manchas?',
      'pulire|pulizia|lavastoviglie|lavare|lavabile|macchi[ae]',
    ]),
  },
  {
    id: 'compatibility',
    label: 'compatibility',
    question: 'Is it compatible with my device or setup?',
    words: words(/\b(compatib\w*|works with|iphone|android|samsung|model|adapter|connects?)\b/, [
      'kompatib\\p{L}*|funktioniert mit|modell',
      'compatib\\p{L}*|fonctionne avec|adaptateur|modèle',
      'compatib\\p{L}*|funciona con|adaptador|modelo',
      'compatib\\p{L}*|funziona con|adattatore|modello',
    ]),
  },
  {
    id: 'durability',
    label: 'durability',
    question: 'Will it last?',
    // Months and years alone count anything ("dogs for nearly 40 years"); after them or of use, wear.
    words: words(
      /\b(durab\w*|sturdy|broke|broken|breaks?|lasted|lasting|held up|holds? up|wear(s|ing)?|tore|after (?:\w+ ){0,2}(?:weeks?|months?|years?)|(?:months?|years?) of use)\b/,
      [
        'haltbar|langlebig|stabil|robust|kaputt|gebrochen|monaten?|jahren?',
        'durable|solide|robuste|cassée?|mois',
        'duradero|resistente|robusto|roto|rota|se rompió|meses|años',
        'durevole|resistente|robusto|rott[oa]|mesi|anni',
      ],
    ),
  },
  {
    id: 'setup',
    label: 'setup and assembly',
    question: 'Is it easy to set up?',
    words: words(/\b(assembl\w*|set ?up|install\w*|instructions?|screws?)\b/, [
      'aufbau|montage|installation|anleitung|schrauben',
      'montage|installation|installer|notice|vis',
      'montaje|instalación|instalar|instrucciones|tornillos',
      'montaggio|installazione|installare|istruzioni|viti',
    ]),
  },
  {
    id: 'taste',
    label: 'taste and flavour',
    question: 'How does it taste?',
    words: words(/\b(tastes?|tasty|flavou?rs?|delicious|bland|sweet|salty|bitter)\b/, [
      'geschmack|schmeckt|lecker',
      'goût|savoureux|délicieux|sucré|salé|amer',
      'sabor|delicioso|dulce|salado|amargo',
      'sapore|gusto|delizioso|dolce|salato|amaro',
    ]),
  },
  {
    id: 'smell',
    label: 'smell',
    question: 'Does it have a strong smell?',
    words: words(/\b(smells?|scent(ed)?|odou?rs?|fragrance)\b/, [
      'geruch|riecht|duft',
      'odeur|parfum',
      'olor|huele|aroma',
      'odore|profumo|puzza',
    ]),
  },
  {
    id: 'noise',
    label: 'noise',
    question: 'Is it loud?',
    words: words(/\b(noise|noisy|loud|quiet|silent)\b/, [
      'laut|leise|geräusch|lärm',
      'bruit|bruyant|silencieux',
      'ruido|ruidoso|silencioso',
      'rumore|rumoroso|silenzioso',
    ]),
  },
  {
    id: 'value',
    label: 'value for money',
    question: 'Is it worth the price?',
    words: words(/\b(price[ds]?|worth|value|expensive|cheap(er)?|money)\b/, [
      'preis|teuer|günstig|geld',
      'prix|cher|argent',
      'precio|caro|barato|dinero',
      'prezzo|caro|economico|soldi',
    ]),
  },
  {
    id: 'ease_of_use',
    label: 'ease of use',
    question: 'Is it easy to use?',
    words: words(/\b(easy to use|easy|simple|intuitive|complicated|difficult|hard to use)\b/, [
      'einfach|bedienung|kompliziert|schwierig',
      'facile|simple|intuitif|compliqué|difficile',
      'fácil|sencillo|intuitivo|complicado|difícil',
      'facile|semplice|intuitivo|complicato|difficile',
    ]),
  },
];

export const EXCLUDED_TOPIC = words(/\b(shipping|shipped|delivery|delivered|arrived|package|packaging|seller|refund)\b/, [
  'versand|geliefert|lieferung|paket|verpackung|verkäufer|rückerstattung',
  'livraison|livré|colis|emballage|vendeur|remboursement',
  'envío|entrega|llegó|paquete|embalaje|vendedor|reembolso',
  'spedizione|consegna|arrivato|pacco|imballaggio|venditore|rimborso',
]);

/** The topic a review speaks to: Amazon's own topic label first, else the first topic whose words it uses. */
export function classifyReview(text: string, amazonTopic?: string | null): FaqTopic | undefined {
  if (amazonTopic) {
    const byLabel = FAQ_TOPICS.find((t) => t.words.test(amazonTopic) || t.id === amazonTopic);
    if (byLabel) return byLabel;
  }
  // The list runs from specific to general, so "easy to clean" is about cleaning, not ease of use.
  return FAQ_TOPICS.find((t) => t.words.test(text));
}

const POSITIVE = words(
  /\b(love[sd]?|great|perfect|excellent|amazing|happy|recommend|works well|well made|sturdy|comfortable|easy|delicious|fantastic|best)\b/,
  [
    'super|toll|perfekt|empfehle|empfehlen|empfehlenswert|zufrieden|prima|klasse|einfach',
    'parfaite?|excellente?|recommande|satisfaite?|génial|facile',
    'genial|perfect[oa]|excelente|recomiendo|encanta|content[oa]|fácil',
    'ottim[oa]|perfett[oa]|eccellente|consiglio|soddisfatt[oa]|facile',
  ],
);
const NEGATIVE = words(
  /\b(broke|broken|poor|disappoint\w*|terrible|awful|returned?|waste|cheaply|cheap plastic|flimsy|harsh|stale|stopped working|too (small|large|big|tight|loose)|runs? (small|large|big)|too (sweet|salty|oily|greasy|bitter)|lack(s|ing)?|flavou?rless|tasteless|lousy|gross|nasty|horrible|disgust\w*|off-putting|leak\w*|bland|worst|not worth)\b/,
  [
    'kaputt|schlecht|enttäuscht|zurückgeschickt|schrott',
    'cassée?|mauvais|déçue?|décevant|retourné|nul',
    'roto|malo|decepcionad[oa]|devuelto|pésimo',
    'rott[oa]|pessimo|delus[oa]|deludente|restituito',
  ],
);

export type Sentiment = 'positive' | 'negative' | 'neutral';

export function sentimentOf(text: string, rating?: number | null): Sentiment {
  if (rating != null) return rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'neutral';
  const pos = POSITIVE.test(text);
  const neg = NEGATIVE.test(text);
  if (pos === neg) return 'neutral';
  return pos ? 'positive' : 'negative';
}

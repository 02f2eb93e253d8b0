import { SHARED_REVIEW_QUOTE_TERMS, type Lexicon } from '#core/health/index';

/**
 * A+ word lists (docs/listing-rules.md#a-content), as data. Stricter than the listing lexicons: A+ moderation
 * rejects "free", "bonus", "warranty" and calls to action that bullets may get away with.
 */
export const APLUS_PRICE_PROMO: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      'free',
      'bonus',
      'affordable',
      'cheap',
      'cheapest',
      'inexpensive',
      'low price',
      'best price',
      'lowest price',
      'great value',
      'discount',
      'discounted',
      'sale',
      'on sale',
      'clearance',
      'deal',
      'deals',
      'coupon',
      'promo',
      'promotion',
      'special offer',
      'limited time',
      'limited-time',
      'bargain',
      'save money',
      'percent off',
    ],
    de: ['kostenlos', 'gratis', 'günstig', 'billig', 'rabatt', 'angebot', 'sonderangebot', 'schnäppchen'],
    fr: ['gratuit', 'gratuite', 'pas cher', 'bon marché', 'réduction', 'promotion', 'soldes', 'offre spéciale'],
    it: ['gratis', 'gratuito', 'economico', 'sconto', 'promozione', 'offerta speciale', 'saldi'],
    es: ['gratis', 'gratuito', 'barato', 'económico', 'descuento', 'promoción', 'oferta especial', 'rebajas'],
  },
};

export const APLUS_CTA: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      'buy now',
      'buy today',
      'order now',
      'order today',
      'add to cart',
      'add it to your cart',
      'get yours now',
      'get yours today',
      'shop now',
      'shop with us',
      'click here',
      "don't miss out",
      'hurry',
    ],
    de: ['jetzt kaufen', 'in den warenkorb', 'jetzt bestellen'],
    fr: ['achetez maintenant', 'ajouter au panier', 'commandez maintenant'],
    it: ['acquista ora', 'aggiungi al carrello', 'ordina ora'],
    es: ['compra ahora', 'añadir al carrito', 'pide ahora'],
  },
};

/**
 * "now" and "yet" are in Amazon's list; "yet" only in its time sense ("not yet", "yet to"), because
 * "light yet sturdy" is ordinary product copy and must not block a document.
 */
export const APLUS_TIME_SENSITIVE: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      'new',
      'brand new',
      'newest',
      'latest',
      'now',
      'not yet',
      'yet to',
      'on sale now',
      'just launched',
      'this year',
      'today',
      'christmas',
      'black friday',
      'cyber monday',
      "valentine's day",
      "mother's day",
      "father's day",
      'halloween',
      'easter',
      'thanksgiving',
      'holiday season',
      'limited edition',
    ],
    de: ['neu', 'neue', 'neuer', 'neues', 'neueste', 'jetzt', 'weihnachten', 'heute'],
    fr: ['nouveau', 'nouvelle', 'nouveauté', 'maintenant', 'noël', "aujourd'hui"],
    it: ['nuovo', 'nuova', 'novità', 'adesso', 'ora disponibile', 'natale', 'oggi'],
    es: ['nuevo', 'nueva', 'novedad', 'ahora', 'navidad', 'hoy'],
  },
};

export const APLUS_GUARANTEE: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      'guarantee',
      'guaranteed',
      'guarantees',
      'warranty',
      'warranties',
      'money back',
      'money-back',
      'refund',
      'refunds',
      'risk free',
      'risk-free',
      'if not satisfied',
      'lifetime replacement',
      'satisfaction guaranteed',
    ],
    de: ['garantie', 'garantiert', 'gewährleistung', 'geld zurück', 'rückerstattung'],
    fr: ['garantie', 'garanti', 'remboursement', 'satisfait ou remboursé'],
    it: ['garanzia', 'garantito', 'rimborso', 'soddisfatti o rimborsati'],
    es: ['garantía', 'garantizado', 'reembolso', 'devolución del dinero'],
  },
};

export const APLUS_SHIPPING: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      'shipping',
      'free shipping',
      'fast shipping',
      'ships free',
      'free ship',
      'ship free',
      'ships from',
      'ships fast',
      'ships within',
      'ships in',
      'same-day delivery',
      'same day delivery',
      'next-day delivery',
      'next day delivery',
      'fast delivery',
      'free delivery',
      'delivered within',
      'arrives in',
      'prime delivery',
    ],
    de: ['versand', 'versandkostenfrei', 'schnelle lieferung', 'kostenlose lieferung'],
    fr: ['livraison', 'expédition', 'livraison gratuite', 'livraison rapide'],
    it: ['spedizione', 'consegna rapida', 'spedizione gratuita'],
    es: ['envío', 'envío gratis', 'entrega rápida'],
  },
};

export const APLUS_SELLER_AUTH: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      'authorized reseller',
      'authorised reseller',
      'authorized dealer',
      'authorised dealer',
      'authorized seller',
      'buy from us',
      'only genuine from us',
      'genuine products only',
      'beware of counterfeits',
      'official seller',
    ],
    de: ['autorisierter händler', 'offizieller händler'],
    fr: ['revendeur agréé', 'revendeur autorisé'],
    it: ['rivenditore autorizzato'],
    es: ['distribuidor autorizado', 'vendedor autorizado'],
  },
};

export const APLUS_BOASTFUL: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      '#1',
      'no. 1',
      'number one',
      'best-selling',
      'best selling',
      'bestseller',
      'best seller',
      'top-rated',
      'top rated',
      'highest rated',
      '100% satisfaction',
      'award-winning',
      'award winning',
      "world's best",
      'best in the world',
    ],
    de: ['nr. 1', 'bestseller', 'meistverkauft', 'top bewertet', 'testsieger'],
    fr: ['numéro 1', 'n°1', 'meilleure vente', 'le mieux noté'],
    it: ['numero 1', 'più venduto', 'il più votato'],
    es: ['número 1', 'más vendido', 'mejor valorado'],
  },
};

export const APLUS_REVIEW_CUES: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      'customers say',
      'customer reviews',
      'customer review',
      'customers love',
      'our customers',
      'what customers say',
      'reviewers',
      'rated 5 stars',
      '5 stars',
      '5-star',
      'five stars',
      'five-star',
      'testimonial',
      'testimonials',
      'verified purchase',
    ],
    ...SHARED_REVIEW_QUOTE_TERMS,
  },
};

export const APLUS_COMPETITOR: Lexicon = {
  english: 'phrases',
  terms: {
    en: [
      'other brands',
      'unlike other brands',
      'unlike others',
      'unlike the competition',
      'compared to other brands',
      'competitor',
      'competitors',
      "competitors'",
      'the competition',
      'knock-offs',
      'knockoffs',
      'cheap imitations',
    ],
    de: ['andere marken', 'konkurrenz', 'wettbewerber'],
    fr: ['autres marques', 'concurrents', 'la concurrence'],
    it: ['altri marchi', 'concorrenti', 'la concorrenza'],
    es: ['otras marcas', 'competidores', 'la competencia'],
  },
};

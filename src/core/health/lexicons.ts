import type { LanguageCode } from '#core/marketplaces';

/**
 * Seed lexicons of LISTING_RULES §10 (and the rule tables), as data. Terms are lower-case and
 * NFKC-normalised; matching is whole-word. `english` says whether English terms also apply on
 * non-English marketplaces: single English words are often real words elsewhere (it "sale" =
 * salt), so most lists only carry over English multi-word phrases.
 */
export type LexiconTerms = { readonly en: readonly string[] } & Partial<Record<Exclude<LanguageCode, 'en'>, readonly string[]>>;
export type Lexicon = { readonly terms: LexiconTerms; readonly english: 'all' | 'phrases' };

export const PROMO: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['free shipping', 'free delivery', '100% quality guaranteed', 'guaranteed', 'sale', 'on sale', 'discount', 'discounted', 'clearance', 'best price', 'lowest price', 'deal', 'deals', 'limited time', 'limited time offer', 'coupon', 'bonus', 'free gift'],
    de: ['versandkostenfrei', 'kostenloser versand', 'kostenlose lieferung', 'garantiert', 'rabatt', 'ausverkauf', 'sonderangebot', 'bester preis', 'günstigster preis', 'schnäppchen', 'gutschein', 'gratis geschenk', 'zeitlich begrenzt', 'nur für kurze zeit'],
    fr: ['livraison gratuite', 'livraison offerte', 'garanti', 'soldes', 'promo', 'prix réduit', 'réduction de prix', 'remise immédiate', 'meilleur prix', 'prix le plus bas', 'bon plan', 'offre limitée', 'durée limitée', 'cadeau gratuit', 'cadeau offert'],
    it: ['spedizione gratuita', 'consegna gratuita', 'garantito', 'saldi', 'in offerta', 'sconto', 'sconti', 'miglior prezzo', 'prezzo più basso', 'tempo limitato', 'omaggio', 'regalo gratuito'],
    es: ['envío gratis', 'envío gratuito', 'garantizado', 'rebajas', 'oferta', 'descuento', 'liquidación', 'mejor precio', 'precio más bajo', 'tiempo limitado', 'cupón', 'regalo gratis'],
  },
};

export const SUBJECTIVE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['best seller', 'bestseller', 'best-seller', 'hot item', 'hot sale', 'top rated', 'top-rated', '#1', 'number one', 'best quality', 'great gift', 'perfect gift', 'amazing', 'premium quality'],
    de: ['bestseller', 'topseller', 'meistverkauft', 'top bewertet', 'nr. 1', 'beste qualität', 'tolles geschenk', 'perfektes geschenk', 'erstklassige qualität'],
    fr: ['meilleure vente', 'meilleures ventes', 'numéro 1', 'n°1', 'meilleure qualité', 'cadeau idéal', 'cadeau parfait', 'incroyable', 'qualité premium'],
    it: ['più venduto', 'bestseller', 'numero 1', 'migliore qualità', 'regalo perfetto', 'regalo ideale', 'incredibile', 'qualità premium'],
    es: ['más vendido', 'número 1', 'mejor calidad', 'regalo perfecto', 'regalo ideal', 'increíble', 'calidad premium'],
  },
};

export const TIME_SENSITIVE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['new', 'newest', 'latest', 'just launched', 'now available', 'this year', 'today', 'brand new', 'black friday', 'cyber monday', 'prime day', 'boxing day'],
    de: ['neu', 'neue', 'neuer', 'neues', 'neuheit', 'neueste', 'neuesten', 'brandneu', 'jetzt erhältlich', 'dieses jahr', 'heute'],
    fr: ['nouveau', 'nouvelle', 'nouveauté', 'dernier cri', 'disponible maintenant', 'cette année', "aujourd'hui"],
    it: ['nuovo', 'nuova', 'novità', 'ultimo modello', 'ora disponibile', "quest'anno", 'oggi'],
    es: ['nuevo', 'nueva', 'novedad', 'lo último', 'ya disponible', 'este año', 'hoy'],
  },
};

/** K2's list for backend search terms (stricter than TIME_SENSITIVE: "current", "last chance"…). */
export const SEARCH_TEMPORARY: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['available now', 'brand new', 'current', 'discounted', 'just launched', 'last chance', 'latest', 'limited time', 'new', 'newest', 'on sale', 'today', 'this week', 'this month', 'this year'],
    de: TIME_SENSITIVE.terms.de,
    fr: TIME_SENSITIVE.terms.fr,
    it: TIME_SENSITIVE.terms.it,
    es: TIME_SENSITIVE.terms.es,
  },
};

export const SEARCH_SUBJECTIVE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['amazing', 'best', 'cheap', 'cheapest', 'effective', 'fastest', 'good deal', 'least', 'most', 'popular', 'trending'],
    de: ['beste', 'bester', 'billig', 'günstigste', 'schnellste', 'beliebt', 'toll'],
    fr: ['incroyable', 'pas cher', 'moins cher', 'populaire', 'tendance'],
    it: ['incredibile', 'economico', 'più economico', 'popolare', 'di tendenza'],
    es: ['increíble', 'barato', 'más barato', 'popular', 'tendencia'],
  },
};

export const PLACEHOLDER: Lexicon = {
  english: 'all',
  terms: { en: ['not applicable', 'na', 'n/a', 'not eligible', 'yet to decide', 'to be decided', 'tbd', 'copy pending', 'lorem ipsum', 'xxx'] },
};

export const GUARANTEE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['full refund', 'if not satisfied', 'send it back', 'unconditional guarantee', 'money back guarantee', 'money-back guarantee', 'money back', '100% guarantee', 'lifetime guarantee', 'satisfaction guarantee', 'satisfaction guaranteed', 'risk free', 'risk-free', 'lifetime replacement'],
    de: ['geld-zurück-garantie', 'geld zurück garantie', 'volle rückerstattung', 'lebenslange garantie', 'zufriedenheitsgarantie'],
    fr: ['satisfait ou remboursé', 'remboursement intégral', 'garantie à vie', 'sans risque'],
    it: ['soddisfatti o rimborsati', 'rimborso completo', 'garanzia a vita', 'senza rischi'],
    es: ['devolución del dinero', 'reembolso completo', 'garantía de por vida', 'satisfacción garantizada', 'sin riesgo'],
  },
};

/** Bullet-only claims of §4 not already covered by the §8 claim lexicons (one issue, one place). */
export const MATERIAL_CLAIM: Lexicon = {
  english: 'all',
  terms: {
    en: ['made from bamboo', 'made of bamboo', 'contains bamboo', 'made from soy', 'made of soy', 'contains soy'],
    de: ['aus bambus hergestellt', 'aus bambus gefertigt', 'hergestellt aus bambus', 'bambusfaser', 'enthält bambus', 'aus soja', 'enthält soja'],
    fr: ['fabriqué en bambou', 'fibre de bambou', 'contient du bambou', 'à base de soja', 'contient du soja'],
    it: ['realizzato in bambù', 'fibra di bambù', 'contiene bambù', 'a base di soia', 'contiene soia'],
    es: ['hecho de bambú', 'fabricado con bambú', 'fibra de bambú', 'contiene bambú', 'a base de soja', 'contiene soja'],
  },
};

export const ENVIRONMENTAL: Lexicon = {
  english: 'all',
  terms: {
    en: ['eco-friendly', 'eco friendly', 'environmentally friendly', 'ecologically friendly', 'earth-friendly', 'earth friendly', 'biodegradable', 'compostable', 'non-toxic', 'nontoxic', 'non toxic'],
    de: ['umweltfreundlich', 'biologisch abbaubar', 'kompostierbar', 'ungiftig'],
    fr: ['écologique', "respectueux de l'environnement", 'biodégradable', 'non toxique'],
    it: ['ecologico', 'ecologica', 'ecocompatibile', 'biodegradabile', 'compostabile', 'atossico', 'non tossico'],
    es: ['ecológico', 'ecológica', 'respetuoso con el medio ambiente', 'no tóxico'],
  },
};

export const PESTICIDE: Lexicon = {
  english: 'all',
  terms: {
    en: ['antibacterial', 'anti-bacterial', 'antimicrobial', 'anti-microbial', 'antifungal', 'anti-fungal', 'anti-mold', 'anti-mould', 'anti-mildew', 'kills 99.9% of germs', 'kills 99.9% of bacteria', 'kills germs', 'kills bacteria', 'sanitizes', 'sanitises', 'disinfects', 'repels insects', 'repels mosquitoes', 'insect repellent', 'mosquito repellent', 'bed bug', 'bed bugs', 'bedbug', 'bedbugs'],
    de: ['antibakteriell', 'antimikrobiell', 'desinfiziert', 'desinfizierend', 'insektenabweisend', 'tötet keime', 'bettwanzen'],
    fr: ['antibactérien', 'antibactérienne', 'antimicrobien', 'antifongique', 'désinfecte', 'répulsif anti-moustique', 'punaises de lit'],
    it: ['antibatterico', 'antibatterica', 'antimicrobico', 'antimuffa', 'disinfetta', 'repellente per zanzare', 'cimici dei letti'],
    es: ['antibacteriano', 'antibacteriana', 'antimicrobiano', 'antihongos', 'desinfecta', 'repelente de mosquitos', 'chinches'],
  },
};

export const FDA: Lexicon = {
  english: 'all',
  terms: { en: ['fda approved', 'fda-approved', 'fda cleared', 'fda-cleared', 'fda registered', 'fda-registered', 'fda certified', 'fda-certified', 'approved by the fda', 'approved by fda', 'fda logo'] },
};

/**
 * CLAIM_DISEASE: a treatment verb with a disease at most three words later. English terms apply
 * on every marketplace (claims are often left in English); each language adds its own. Italian
 * "cura" is left out: it is mostly "care" ("cura della pelle con acne").
 */
export const TREATMENT_VERBS: Lexicon = {
  english: 'all',
  terms: {
    en: ['cure', 'cures', 'cured', 'curing', 'treat', 'treats', 'treating', 'treatment of', 'treatment for', 'prevent', 'prevents', 'preventing', 'prevention of', 'mitigate', 'mitigates', 'heal', 'heals', 'fights', 'fight', 'reverses', 'reverse'],
    de: ['heilt', 'heilen', 'heilung von', 'behandelt', 'behandeln', 'behandlung von', 'lindert', 'lindern', 'verhindert', 'verhindern', 'bekämpft', 'bekämpfen', 'hilft gegen', 'wirkt gegen', 'schützt vor'],
    fr: ['guérit', 'guérir', 'traite', 'traiter', 'traitement de', 'traitement du', 'traitement des', 'soigne', 'soigner', 'prévient', 'prévenir', 'prévention de', 'prévention du', 'combat', 'combattre', 'lutte contre', 'soulage', 'soulager'],
    it: ['curare', 'guarisce', 'guarire', 'tratta', 'trattare', 'trattamento di', 'trattamento del', 'previene', 'prevenire', 'prevenzione di', 'prevenzione del', 'combatte', 'combattere', 'allevia', 'alleviare'],
    es: ['cura', 'curar', 'trata', 'tratar', 'tratamiento de', 'tratamiento del', 'previene', 'prevenir', 'prevención de', 'prevención del', 'combate', 'combatir', 'alivia', 'aliviar'],
  },
};

export const DISEASES: Lexicon = {
  english: 'all',
  terms: {
    en: ['cancer', 'cancers', 'tumor', 'tumors', 'tumour', 'diabetes', 'covid', 'covid-19', 'coronavirus', 'anxiety', 'depression', 'arthritis', 'alzheimer', "alzheimer's", 'dementia', 'asthma', 'hypertension', 'high blood pressure', 'heart disease', 'influenza', 'flu', 'adhd', 'autism', 'insomnia', 'obesity', 'psoriasis', 'eczema', 'infection', 'infections', 'hiv', 'herpes', 'migraine', 'migraines', 'stroke', 'parkinson', "parkinson's", 'acne'],
    de: ['krebs', 'tumore', 'angstzustände', 'depressionen', 'arthrose', 'demenz', 'bluthochdruck', 'herzkrankheiten', 'herzerkrankungen', 'grippe', 'adhs', 'autismus', 'schlaflosigkeit', 'fettleibigkeit', 'schuppenflechte', 'ekzeme', 'neurodermitis', 'infektion', 'infektionen', 'migräne', 'schlaganfall', 'akne'],
    fr: ['tumeur', 'tumeurs', 'diabète', 'anxiété', 'dépression', 'arthrite', 'arthrose', 'démence', 'asthme', 'maladie cardiaque', 'maladies cardiaques', 'grippe', 'tdah', 'autisme', 'insomnie', 'obésité', 'eczéma', 'vih', 'herpès', 'avc', 'acné'],
    it: ['cancro', 'tumore', 'tumori', 'diabete', 'ansia', 'depressione', 'artrite', 'artrosi', 'demenza', 'asma', 'ipertensione', 'malattie cardiache', 'autismo', 'insonnia', 'obesità', 'psoriasi', 'infezione', 'infezioni', 'emicrania', 'ictus'],
    es: ['cáncer', 'tumores', 'ansiedad', 'depresión', 'artritis', 'artrosis', 'demencia', 'asma', 'hipertensión', 'enfermedad cardíaca', 'enfermedades cardíacas', 'gripe', 'tdah', 'autismo', 'insomnio', 'obesidad', 'infección', 'infecciones', 'vih', 'migraña', 'migrañas', 'ictus', 'acné'],
  },
};

export const CONTACT_PHRASE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['visit our store', 'visit our website', 'visit our shop', 'visit us at', 'contact us', 'call us', 'email us', 'our website', 'whatsapp', 'follow us on', 'scan the qr code', 'qr code'],
    de: ['besuchen sie unseren shop', 'kontaktieren sie uns', 'unsere website', 'rufen sie uns an'],
    fr: ['visitez notre boutique', 'contactez-nous', 'contactez nous', 'notre site'],
    it: ['visita il nostro negozio', 'contattaci', 'il nostro sito'],
    es: ['visita nuestra tienda', 'contáctenos', 'contáctanos', 'nuestra web'],
  },
};

export const PRICE_PHRASE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['free shipping', 'free delivery', 'free returns', 'ships free', 'special offer', 'discount', 'discounted', 'on sale', 'sale price', 'clearance', 'coupon', 'in stock', 'out of stock', 'available now', 'while supplies last', 'buy one get one', 'limited stock', 'lowest price', 'best price', 'cheapest price'],
    de: ['versandkostenfrei', 'kostenloser versand', 'kostenlose lieferung', 'sonderangebot', 'rabatt', 'auf lager', 'solange der vorrat reicht', 'bester preis'],
    fr: ['livraison gratuite', 'offre spéciale', 'prix réduit', 'réduction de prix', 'remise immédiate', 'en stock', "jusqu'à épuisement des stocks", 'meilleur prix'],
    it: ['spedizione gratuita', 'offerta speciale', 'sconto', 'disponibile subito', 'fino ad esaurimento scorte', 'miglior prezzo'],
    es: ['envío gratis', 'oferta especial', 'descuento', 'en stock', 'hasta agotar existencias', 'mejor precio'],
  },
};

export const REVIEW_QUOTE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['customers say', 'customer reviews', 'customers love', 'what our customers say', '5 stars', 'five stars', '5-star rating', '5 star rating', 'testimonial', 'testimonials', 'rated 5 stars'],
    de: ['kundenbewertungen', 'kunden sagen', '5 sterne'],
    fr: ['avis clients', 'les clients disent', '5 étoiles'],
    it: ['recensioni dei clienti', 'i clienti dicono', '5 stelle'],
    es: ['opiniones de clientes', 'los clientes dicen', '5 estrellas'],
  },
};

export const REVIEW_SOLICIT: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['leave a review', 'leave us a review', 'write a review', 'leave 5 stars', 'leave a 5 star', 'leave a 5-star', 'give us 5 stars', 'rate us', 'leave positive feedback', 'leave feedback', 'review us'],
    de: ['bewertung abgeben', 'hinterlassen sie eine bewertung', 'bewerten sie uns'],
    fr: ['laissez un avis', 'laissez-nous un avis', 'notez-nous'],
    it: ['lascia una recensione', 'lasciate una recensione', 'lasciaci una recensione'],
    es: ['deja una reseña', 'déjanos una reseña', 'deja tu opinión'],
  },
};

export const AI_ARTIFACT: Lexicon = {
  english: 'all',
  terms: { en: ['as an ai language model', 'as an ai model', 'i cannot fulfill this request', 'i cannot fulfill that request', "i can't fulfill this request", 'i cannot assist with', "i'm sorry, but i can't", '[insert', '{{', 'lorem ipsum'] },
};

export const SABOTAGE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['do not buy', "don't buy", 'dont buy', 'scam', 'counterfeit', 'fake product', 'fake item', 'is fake', 'are fake', 'not genuine', 'not authentic'],
    de: ['nicht kaufen', 'ist betrug', 'ist ein betrug', 'reiner betrug', 'fälschung', 'nicht original'],
    fr: ["n'achetez pas", 'arnaque', 'contrefaçon'],
    it: ['non comprate', 'truffa', 'contraffatto'],
    es: ['no comprar', 'estafa', 'falsificación'],
  },
};

export const RESTRICTED_TITLE: Lexicon = {
  english: 'all',
  terms: { en: ['fsa/hsa eligible', 'hsa/fsa eligible', 'fsa eligible', 'hsa eligible', 'fsa or hsa eligible', 'fsa & hsa eligible', 'fsa and hsa eligible'] },
};

export const UNSUBSTANTIATED: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['#1', 'number one', 'best', 'best-selling', 'best selling', 'award-winning', 'award winning', 'clinically proven', 'scientifically proven', 'doctor recommended', 'proven results'],
    de: ['beste', 'bester', 'bestes', 'klinisch erwiesen', 'klinisch getestet', 'preisgekrönt', 'testsieger'],
    fr: ['le meilleur', 'la meilleure', 'cliniquement prouvé', 'primé'],
    it: ['il migliore', 'la migliore', 'clinicamente provato', 'clinicamente testato', 'pluripremiato'],
    es: ['el mejor', 'la mejor', 'clínicamente probado', 'premiado'],
  },
};

export const SPELLED_NUMBERS: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'forty', 'fifty', 'hundred'],
    de: ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'zehn', 'zwölf', 'zwanzig', 'hundert'],
    fr: ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'dix', 'douze', 'vingt', 'cent'],
    it: ['due', 'tre', 'quattro', 'cinque', 'sette', 'otto', 'nove', 'dieci', 'dodici', 'venti', 'cento'],
    es: ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'doce', 'veinte', 'cien'],
  },
};

export const OTHER_PRODUCTS: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['check out our other', 'see our other', 'our other products', 'our other items', 'browse our store', 'more products in our store', 'you may also like', 'also check out'],
    de: ['unsere anderen produkte', 'weitere produkte in unserem shop'],
    fr: ['nos autres produits', 'découvrez nos autres'],
    it: ['i nostri altri prodotti', 'scopri gli altri'],
    es: ['nuestros otros productos', 'descubre nuestros otros'],
  },
};

export const COMPETITOR_CUE: Lexicon = {
  english: 'phrases',
  terms: {
    en: ['other brands', 'unlike other brands', 'unlike others', 'compared to other brands', 'than competitors', 'unlike competitors', "competitors'", 'better than', 'superior to', 'outperforms'],
    de: ['andere marken', 'besser als', 'konkurrenz'],
    fr: ['autres marques', 'meilleur que', 'concurrents'],
    it: ['altre marche', 'meglio di', 'concorrenti'],
    es: ['otras marcas', 'mejor que', 'que la competencia', 'a la competencia'],
  },
};

/** Well-known brand names that cannot be mistaken for ordinary words (ST_BRAND, BULLET_COMPETITOR). */
export const BRAND_NAMES: Lexicon = {
  english: 'all',
  terms: { en: ['amazon', 'apple', 'iphone', 'ipad', 'airpods', 'macbook', 'nike', 'adidas', 'samsung', 'sony', 'bosch', 'philips', 'dyson', 'lego', 'disney', 'google', 'microsoft', 'lenovo', 'canon', 'nikon', 'gopro', 'fitbit', 'garmin', 'kitchenaid', 'keurig', 'reebok', 'under armour', 'new balance', 'ikea', 'kindle', 'alexa', 'xbox', 'playstation', 'nintendo', 'logitech', 'anker', 'huawei', 'xiaomi', 'panasonic', 'dewalt', 'makita', 'hydro flask', 'contigo', 'camelbak', 'nalgene', 'owala', 'vitamix', 'cuisinart', 'instant pot', 'irobot', 'roomba', 'bose', 'jbl', 'sennheiser', 'tupperware', 'milwaukee tool', 'black+decker', 'ryobi'] },
};

export const OFFENSIVE: Lexicon = {
  english: 'all',
  terms: {
    en: ['fuck', 'fucking', 'shit', 'bitch', 'bastard', 'asshole', 'wtf'],
    de: ['scheiße', 'scheisse', 'arschloch'],
    fr: ['merde', 'putain', 'connard'],
    it: ['cazzo', 'stronzo', 'merda'],
    es: ['mierda', 'joder', 'cabrón'],
  },
};

/** §1 stop words: exempt from repetition counts and from title-case checks. */
/**
 * Phrases that hold a flagged term without meaning it: place names with "new", faux leather
 * ("pelle ecologica"), hotel stars, noise reduction, compatibility lists ("and other brands"),
 * scam blockers, sizes. The lexicon scan takes the longest phrase at each word and never inherits
 * categories into these, so the term inside them is not reported.
 */
export const NEUTRAL: Lexicon = {
  english: 'all',
  terms: {
    en: [
      'new york', 'new zealand', 'new jersey', 'new mexico', 'new orleans', 'new england', 'new hampshire', 'new delhi', 'new south wales',
      '5 stars hotel', '5 star hotel', 'five star hotel', 'and other brands', 'or other brands',
      'new mom', 'new moms', 'new dad', 'new dads', 'new parents', 'new baby', 'new home', 'new homeowners', 'new home owners', 'new year', 'new owner', 'new owners', 'new to', 'like new', 'like-new', 'a new one', 'whole new', 'usa today',
      'current sensor', 'current clamp', 'current meter', 'current transformer', 'ocean current', 'most wanted',
      'better than ever', 'better than before', 'with other brands', 'fits other brands',
      'for best results', 'best results', 'best before', 'best friend', 'best friends', 'works best', 'best suited',
      'ground clearance', 'clearance lights', 'clearance light', 'of clearance', 'clearance around', 'for sale sign', 'garage sale', 'yard sale', 'bake sale', 'coupon organizer', 'coupon holder', 'in stock for',
      'counterfeit money', 'counterfeit bill', 'counterfeit bills', 'counterfeit detector', 'counterfeit detection', 'scam call', 'scam calls', 'scam blocker', 'blocks scam', 'block scam',
      'xxx-large', 'xxx-small',
      'apple corer', 'apple slicer', 'apple peeler', 'apple cider', 'apple juice', 'apple pie', 'apple tree', 'amazon parrot', 'amazon rainforest', 'amazon river',
    ],
    de: ['5 sterne hotel', '5 sterne hotelqualität', 'und andere marken', 'oder andere marken', 'neue wohnung', 'beste freundin', 'bester freund', 'beste ergebnisse', 'besten ergebnisse', 'besser als je', 'besser als zuvor', 'neu im', 'neu in', 'bis heute'],
    fr: ['hôtel 5 étoiles', 'hôtels 5 étoiles', 'et autres marques', 'ou autres marques', 'réduction de bruit', 'réduction du bruit', 'remise en forme', 'remise en état', 'sans risque de brûlure', 'sans risque de brûlures', 'sans risque de fuite', 'sans risque de casse', 'nouveau né', 'nouveau-né', 'nouvelle-zélande', 'nouvelle zélande', 'meilleur que jamais', 'le meilleur parti', 'meilleur ami', 'à nouveau', 'de nouveau', 'nouvelle maison'],
    it: ['hotel 5 stelle', 'albergo 5 stelle', 'e altre marche', 'o altre marche', 'pelle ecologica', 'senza rischi di ustioni', 'senza rischio di ustioni', 'senza rischi di perdite', 'casa nuova', 'nuova zelanda', 'meglio di prima', 'migliore amico', 'di nuovo', 'come nuovo', 'come nuova', 'ancora oggi', 'omaggio a'],
    es: ['hotel de 5 estrellas', 'y otras marcas', 'u otras marcas', 'piel ecológica', 'cuero ecológico', 'sin riesgo de quemaduras', 'sin riesgo de fugas', 'casa nueva', 'nueva casa', 'nueva zelanda', 'nueva york', 'mejor que nunca', 'mejor amigo', 'mejor partido', 'de nuevo', 'como nuevo', 'como nueva', 'hoy en día'],
  },
};

export const STOP_WORDS: Record<LanguageCode, readonly string[]> = {
  en: ['a', 'an', 'the', 'in', 'on', 'over', 'with', 'for', 'to', 'of', 'by', 'at', 'from', 'into', 'and', 'or', 'but', 'nor', 'so', 'yet', '&'],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'und', 'oder', 'aber', 'mit', 'für', 'von', 'zu', 'zum', 'zur', 'in', 'im', 'an', 'am', 'auf', 'aus', 'bei', 'über', 'nach', 'als'],
  fr: ['le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'et', 'ou', 'mais', 'pour', 'avec', 'en', 'dans', 'sur', 'par', 'à', 'au', 'aux'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'uno', 'una', 'di', 'del', 'della', 'dei', 'delle', 'a', 'al', 'alla', 'da', 'in', 'con', 'su', 'per', 'tra', 'fra', 'e', 'o', 'ma'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'de', 'del', 'a', 'al', 'en', 'con', 'por', 'para', 'sobre', 'y', 'o', 'pero', 'e', 'u'],
};

/** K2: words that waste backend bytes. */
export const SEARCH_STOP_WORDS: Record<LanguageCode, readonly string[]> = {
  en: ['a', 'an', 'and', 'by', 'for', 'of', 'the', 'with', 'or'],
  de: ['der', 'die', 'das', 'ein', 'eine', 'und', 'oder', 'mit', 'für', 'von'],
  fr: ['le', 'la', 'les', 'un', 'une', 'et', 'ou', 'avec', 'pour', 'de'],
  it: ['il', 'lo', 'la', 'un', 'una', 'e', 'o', 'con', 'per', 'di'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'y', 'o', 'con', 'para', 'de'],
};

/** Upper-case tokens that are acronyms or units, not shouting (TITLE_ALL_CAPS). */
export const CAPS_ALLOW: readonly string[] = ['usb', 'led', 'lcd', 'oled', 'hd', 'uhd', 'fhd', 'hdmi', 'hdr', 'tv', 'pc', 'ac', 'dc', 'uv', 'gps', 'wifi', 'rgb', 'pvc', 'bpa', 'abs', 'xl', 'xxl', 'xxxl', 'xs', 'ml', 'mm', 'cm', 'kg', 'lb', 'lbs', 'oz', 'pcs', 'mah', 'gb', 'tb', 'mb', 'ssd', 'cpu', 'gpu', 'ram', 'dvd', 'nfc', 'ip', 'ipx', 'diy', 'usa', 'uk', 'eu', 'aaa', 'pet', 'tpu', 'ptfe', 'pfoa', 'ce', 'ul', 'fda', 'spf', 'nba', 'nfl', 'mlb'];

/** Measurement units: a digit straight before one ("60ml") breaks the B1 spacing rule. */
export const UNITS: readonly string[] = ['mm', 'cm', 'm', 'km', 'in', 'ft', 'ml', 'l', 'fl', 'oz', 'g', 'kg', 'mg', 'lb', 'lbs', 'w', 'kw', 'v', 'mah', 'gb', 'tb', 'mb', 'hz', 'ghz', 'mhz'];

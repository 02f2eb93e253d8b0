import type { Language } from '#core/languages';

type TopicText = { label: string; question: string };

/**
 * The offline engine's FAQ text in the listing's own language. English lives on FAQ_TOPICS
 * (the LLM prompt lists those labels too); the other four are here, keyed by topic id. Labels
 * carry their article where the sentence needs one ("la taille et la coupe").
 */
const TOPIC_TEXT: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, TopicText>>>> = {
  de: {
    size_fit: { label: 'Größe und Passform', question: 'Fällt die Größe normal aus?' },
    battery: { label: 'Akkulaufzeit', question: 'Wie lange hält der Akku?' },
    material: { label: 'Material und Verarbeitung', question: 'Wie gut ist es verarbeitet, und woraus besteht es?' },
    cleaning: { label: 'Reinigung und Pflege', question: 'Lässt es sich leicht reinigen?' },
    compatibility: { label: 'Kompatibilität', question: 'Ist es mit meinem Gerät kompatibel?' },
    durability: { label: 'Haltbarkeit', question: 'Ist es langlebig?' },
    setup: { label: 'Aufbau und Montage', question: 'Ist der Aufbau einfach?' },
    taste: { label: 'Geschmack', question: 'Wie schmeckt es?' },
    smell: { label: 'Geruch', question: 'Hat es einen starken Geruch?' },
    noise: { label: 'Lautstärke', question: 'Ist es laut?' },
    value: { label: 'Preis-Leistungs-Verhältnis', question: 'Ist es seinen Preis wert?' },
    ease_of_use: { label: 'Bedienung', question: 'Ist es einfach zu bedienen?' },
  },
  fr: {
    size_fit: { label: 'la taille et la coupe', question: 'La taille correspond-elle à la taille habituelle ?' },
    battery: { label: "l'autonomie de la batterie", question: "Quelle est l'autonomie de la batterie ?" },
    material: {
      label: 'les matériaux et la finition',
      question: 'Quelle est la qualité de fabrication, et en quelle matière est-il ?',
    },
    cleaning: { label: "le nettoyage et l'entretien", question: 'Est-il facile à nettoyer ?' },
    compatibility: { label: 'la compatibilité', question: 'Est-il compatible avec mon appareil ?' },
    durability: { label: 'la durabilité', question: 'Est-il durable ?' },
    setup: { label: "l'installation et le montage", question: 'Est-il facile à installer ?' },
    taste: { label: 'le goût', question: 'Quel goût a-t-il ?' },
    smell: { label: "l'odeur", question: 'A-t-il une odeur forte ?' },
    noise: { label: 'le bruit', question: 'Est-il bruyant ?' },
    value: { label: 'le rapport qualité-prix', question: 'Vaut-il son prix ?' },
    ease_of_use: { label: "la facilité d'utilisation", question: 'Est-il facile à utiliser ?' },
  },
  es: {
    size_fit: { label: 'la talla y el ajuste', question: '¿La talla es la habitual?' },
    battery: { label: 'la duración de la batería', question: '¿Cuánto dura la batería?' },
    material: { label: 'los materiales y la fabricación', question: '¿Qué tal está fabricado y de qué material es?' },
    cleaning: { label: 'la limpieza y el cuidado', question: '¿Es fácil de limpiar?' },
    compatibility: { label: 'la compatibilidad', question: '¿Es compatible con mi dispositivo?' },
    durability: { label: 'la durabilidad', question: '¿Es duradero?' },
    setup: { label: 'el montaje y la instalación', question: '¿Es fácil de montar?' },
    taste: { label: 'el sabor', question: '¿Qué sabor tiene?' },
    smell: { label: 'el olor', question: '¿Tiene un olor fuerte?' },
    noise: { label: 'el ruido', question: '¿Hace mucho ruido?' },
    value: { label: 'la relación calidad-precio', question: '¿Merece la pena por su precio?' },
    ease_of_use: { label: 'la facilidad de uso', question: '¿Es fácil de usar?' },
  },
  it: {
    size_fit: { label: 'la taglia e la vestibilità', question: 'La taglia è regolare?' },
    battery: { label: 'la durata della batteria', question: 'Quanto dura la batteria?' },
    material: { label: 'i materiali e la qualità costruttiva', question: "Com'è costruito e di che materiale è fatto?" },
    cleaning: { label: 'la pulizia e la manutenzione', question: 'È facile da pulire?' },
    compatibility: { label: 'la compatibilità', question: 'È compatibile con il mio dispositivo?' },
    durability: { label: 'la durata nel tempo', question: 'È resistente nel tempo?' },
    setup: { label: "il montaggio e l'installazione", question: 'È facile da montare?' },
    taste: { label: 'il sapore', question: 'Che sapore ha?' },
    smell: { label: "l'odore", question: 'Ha un odore forte?' },
    noise: { label: 'il rumore', question: 'È rumoroso?' },
    value: { label: 'il rapporto qualità-prezzo', question: 'Vale il suo prezzo?' },
    ease_of_use: { label: "la facilità d'uso", question: 'È facile da usare?' },
  },
};

export function topicText(topic: { id: string; label: string; question: string }, language: Language): TopicText {
  return (language === 'en' ? undefined : TOPIC_TEXT[language][topic.id]) ?? { label: topic.label, question: topic.question };
}

/**
 * How an answer reports the listing's own words and what the reviews that mention a topic say, in
 * whole sentences. `mostlyNeutral`: a few praise or criticise it, most do not. A topic that no review
 * praises or criticises has no answer and is not asked.
 */
export type AnswerPhrases = {
  listingSays: (fact: string) => string;
  satisfied: (label: string, positive: number, total: number) => string;
  concerns: (label: string, negative: number, total: number) => string;
  mixed: (label: string, positive: number, negative: number, neutral: number, total: number) => string;
  /** A short quote of a cited review, so the answer says what a customer actually said. */
  reviewerSaid: (quote: string) => string;
  mostlyNeutral: (label: string, positive: number, negative: number, total: number) => string;
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const ANSWER_PHRASES: Readonly<Record<Language, AnswerPhrases>> = {
  en: {
    reviewerSaid: (quote) => `One reviewer wrote: "${quote}"`,
    listingSays: (fact) => `The product listing says: "${fact}"`,
    satisfied: (label, pos, n) =>
      `Most customers who mention ${label} are satisfied: ${pos} of ${n} ${plural(n, 'review', 'reviews')} ${plural(pos, 'is', 'are')} positive.`,
    concerns: (label, neg, n) =>
      `Some customers raise concerns about ${label}: ${neg} of ${n} ${plural(n, 'review', 'reviews')} ${plural(neg, 'is', 'are')} critical, so check the details above before buying.`,
    mixed: (label, pos, neg, neu, n) =>
      `Customer opinions on ${label} are mixed: of ${n} ${plural(n, 'review', 'reviews')}, ${pos} ${plural(pos, 'is', 'are')} positive and ${neg} critical${neu > 0 ? `, and ${neu} ${plural(neu, 'is', 'are')} neutral` : ''}.`,
    mostlyNeutral: (label, pos, neg, n) =>
      `Most of the ${n} reviews that mention ${label} are neutral; ${pos} ${plural(pos, 'is', 'are')} positive and ${neg} critical.`,
  },
  de: {
    reviewerSaid: (quote) => `Ein Kunde schrieb: „${quote}“`,
    listingSays: (fact) => `Die Produktbeschreibung sagt: „${fact}“`,
    satisfied: (label, pos, n) =>
      `Die meisten Kunden, die ${label} erwähnen, sind zufrieden: ${pos} von ${n} ${plural(n, 'Bewertung', 'Bewertungen')} ${plural(pos, 'ist', 'sind')} positiv.`,
    concerns: (label, neg, n) =>
      `Einige Kunden äußern Bedenken zu ${label}: ${neg} von ${n} ${plural(n, 'Bewertung', 'Bewertungen')} ${plural(neg, 'ist', 'sind')} kritisch. Prüfen Sie daher vor dem Kauf die Angaben oben.`,
    mixed: (label, pos, neg, neu, n) =>
      `Die Meinungen zu ${label} sind geteilt: Von ${n} ${plural(n, 'Bewertung', 'Bewertungen')} ${plural(pos, 'ist', 'sind')} ${pos} positiv und ${neg} kritisch${neu > 0 ? `, ${neu} neutral` : ''}.`,
    mostlyNeutral: (label, pos, neg, n) =>
      `Die meisten der ${n} Bewertungen, die ${label} erwähnen, sind neutral; ${pos} ${plural(pos, 'ist', 'sind')} positiv und ${neg} kritisch.`,
  },
  fr: {
    reviewerSaid: (quote) => `Un client a écrit : « ${quote} »`,
    listingSays: (fact) => `La fiche produit indique : « ${fact} »`,
    satisfied: (label, pos, n) =>
      `La plupart des clients qui évoquent ${label} sont satisfaits : ${pos} avis ${plural(pos, 'positif', 'positifs')} sur ${n}.`,
    concerns: (label, neg, n) =>
      `Certains clients émettent des réserves sur ${label} : ${neg} avis ${plural(neg, 'critique', 'critiques')} sur ${n}. Vérifiez les détails ci-dessus avant d'acheter.`,
    mixed: (label, pos, neg, neu, n) =>
      `Les avis sur ${label} sont partagés : sur ${n}, ${pos} ${plural(pos, 'est positif', 'sont positifs')} et ${neg} ${plural(neg, 'critique', 'critiques')}${neu > 0 ? `, ${neu} ${plural(neu, 'neutre', 'neutres')}` : ''}.`,
    mostlyNeutral: (label, pos, neg, n) =>
      `La plupart des ${n} avis qui évoquent ${label} sont neutres ; ${pos} ${plural(pos, 'est positif', 'sont positifs')} et ${neg} ${plural(neg, 'critique', 'critiques')}.`,
  },
  es: {
    reviewerSaid: (quote) => `Un cliente escribió: «${quote}»`,
    listingSays: (fact) => `La ficha del producto dice: «${fact}»`,
    satisfied: (label, pos, n) =>
      `La mayoría de los clientes que mencionan ${label} están satisfechos: ${pos} de ${n} ${plural(n, 'reseña', 'reseñas')} ${plural(pos, 'es positiva', 'son positivas')}.`,
    concerns: (label, neg, n) =>
      `Algunos clientes expresan dudas sobre ${label}: ${neg} de ${n} ${plural(n, 'reseña', 'reseñas')} ${plural(neg, 'es crítica', 'son críticas')}, así que revisa los detalles anteriores antes de comprar.`,
    mixed: (label, pos, neg, neu, n) =>
      `Las opiniones sobre ${label} están divididas: de ${n} ${plural(n, 'reseña', 'reseñas')}, ${pos} ${plural(pos, 'es positiva', 'son positivas')} y ${neg} ${plural(neg, 'crítica', 'críticas')}${neu > 0 ? `, ${neu} ${plural(neu, 'neutra', 'neutras')}` : ''}.`,
    mostlyNeutral: (label, pos, neg, n) =>
      `La mayoría de las ${n} reseñas que mencionan ${label} son neutras; ${pos} ${plural(pos, 'es positiva', 'son positivas')} y ${neg} ${plural(neg, 'crítica', 'críticas')}.`,
  },
  it: {
    reviewerSaid: (quote) => `Un cliente ha scritto: «${quote}»`,
    listingSays: (fact) => `La scheda prodotto indica: «${fact}»`,
    satisfied: (label, pos, n) =>
      `La maggior parte dei clienti che citano ${label} è soddisfatta: ${pos} su ${n} ${plural(n, 'recensione', 'recensioni')} ${plural(pos, 'è positiva', 'sono positive')}.`,
    concerns: (label, neg, n) =>
      `Alcuni clienti sono critici per quanto riguarda ${label}: ${neg} su ${n} ${plural(n, 'recensione', 'recensioni')} ${plural(neg, 'è critica', 'sono critiche')}, quindi verifica i dettagli sopra prima di acquistare.`,
    mixed: (label, pos, neg, neu, n) =>
      `Le opinioni dei clienti sono contrastanti per quanto riguarda ${label}: su ${n} ${plural(n, 'recensione', 'recensioni')}, ${pos} ${plural(pos, 'è positiva', 'sono positive')} e ${neg} ${plural(neg, 'critica', 'critiche')}${neu > 0 ? `, ${neu} ${plural(neu, 'neutra', 'neutre')}` : ''}.`,
    mostlyNeutral: (label, pos, neg, n) =>
      `La maggior parte delle ${n} recensioni che citano ${label} è neutra; ${pos} ${plural(pos, 'è positiva', 'sono positive')} e ${neg} ${plural(neg, 'critica', 'critiche')}.`,
  },
};

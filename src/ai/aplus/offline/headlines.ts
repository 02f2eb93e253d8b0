import type { ContentFocus } from '#core/aplus/settings';
import type { Language } from '#core/languages';

type Titles = Readonly<Record<ContentFocus, readonly ((name: string) => string)[]>>;

/**
 * The offline A+ engine's own words, in the marketplace's language: headline phrasings per
 * content focus (creativity draws one), and the few fixed labels. Everything else in a module is
 * the listing's own text. Phrasings avoid articles before the product name, whose gender the
 * engine cannot know.
 */
export type AplusWords = {
  header: Titles;
  highlights: Titles;
  moreAbout: (name: string) => string;
  details: string;
  aboutProduct: string;
  thisProduct: string;
  highlightsFallback: string;
  step: (n: number, text: string) => string;
  verifiedBuyer: string;
};

export const APLUS_WORDS: Readonly<Record<Language, AplusWords>> = {
  en: {
    header: {
      benefits_features: [(n) => n, (n) => `Meet the ${n}`, (n) => `Why you'll love the ${n}`, (n) => `Made for every day: ${n}`],
      story_brand: [(n) => `The story behind the ${n}`, (n) => `Why we made the ${n}`, (n) => `Designed with care: ${n}`],
      comparison: [(n) => `What sets the ${n} apart`, (n) => `The ${n}, feature by feature`, (n) => `A closer look at the ${n}`],
      usage_guide: [(n) => `Getting started with the ${n}`, (n) => `How to get the most from the ${n}`, (n) => `Using the ${n}`],
      technical_specs: [(n) => `${n}: technical details`, (n) => `Inside the ${n}`, (n) => `${n} in detail`],
    },
    highlights: {
      benefits_features: [() => 'Key features at a glance', () => 'Highlights', (n) => `The ${n} at a glance`],
      story_brand: [() => 'What we care about', () => 'Our design principles', (n) => `What goes into the ${n}`],
      comparison: [(n) => `How the ${n} stands out`, () => 'Feature overview', () => 'At a glance'],
      usage_guide: [(n) => `How to use the ${n}`, () => 'Step by step', () => 'Quick start'],
      technical_specs: [() => 'Specifications', () => 'Technical specifications', () => 'Specs at a glance'],
    },
    moreAbout: (n) => `More about the ${n}`,
    details: 'Details',
    aboutProduct: 'About this product',
    thisProduct: 'this product',
    highlightsFallback: 'Highlights',
    step: (i, text) => `Step ${i}: ${text}`,
    verifiedBuyer: 'Verified buyer',
  },
  de: {
    header: {
      benefits_features: [
        (n) => n,
        (n) => `Entdecken Sie: ${n}`,
        (n) => `Gute Gründe für ${n}`,
        (n) => `Für jeden Tag gemacht: ${n}`,
      ],
      story_brand: [
        (n) => `Die Geschichte hinter ${n}`,
        (n) => `Warum wir ${n} entwickelt haben`,
        (n) => `Mit Sorgfalt gestaltet: ${n}`,
      ],
      comparison: [(n) => `Was ${n} auszeichnet`, (n) => `${n}: Merkmal für Merkmal`, (n) => `${n} genauer betrachtet`],
      usage_guide: [
        (n) => `Erste Schritte mit ${n}`,
        (n) => `So holen Sie das Beste aus ${n} heraus`,
        (n) => `${n} richtig verwenden`,
      ],
      technical_specs: [(n) => `${n}: technische Details`, (n) => `${n} von innen`, (n) => `${n} im Detail`],
    },
    highlights: {
      benefits_features: [() => 'Die wichtigsten Merkmale auf einen Blick', () => 'Highlights', (n) => `${n} auf einen Blick`],
      story_brand: [() => 'Was uns wichtig ist', () => 'Unsere Gestaltungsprinzipien', (n) => `Was in ${n} steckt`],
      comparison: [(n) => `Was ${n} besonders macht`, () => 'Merkmale im Überblick', () => 'Auf einen Blick'],
      usage_guide: [(n) => `So verwenden Sie ${n}`, () => 'Schritt für Schritt', () => 'Schnellstart'],
      technical_specs: [() => 'Spezifikationen', () => 'Technische Daten', () => 'Daten auf einen Blick'],
    },
    moreAbout: (n) => `Mehr über ${n}`,
    details: 'Details',
    aboutProduct: 'Über dieses Produkt',
    thisProduct: 'dieses Produkt',
    highlightsFallback: 'Highlights',
    step: (i, text) => `Schritt ${i}: ${text}`,
    verifiedBuyer: 'Verifizierter Käufer',
  },
  fr: {
    header: {
      benefits_features: [
        (n) => n,
        (n) => `Découvrez ${n}`,
        (n) => `Pourquoi vous allez adorer ${n}`,
        (n) => `Conçu pour tous les jours : ${n}`,
      ],
      story_brand: [(n) => `L'histoire de ${n}`, (n) => `Pourquoi nous avons créé ${n}`, (n) => `Conçu avec soin : ${n}`],
      comparison: [(n) => `Ce qui distingue ${n}`, (n) => `${n}, caractéristique par caractéristique`, (n) => `${n} en détail`],
      usage_guide: [(n) => `Bien démarrer avec ${n}`, (n) => `Tirer le meilleur de ${n}`, (n) => `Utiliser ${n}`],
      technical_specs: [(n) => `${n} : caractéristiques techniques`, (n) => `${n} de l'intérieur`, (n) => `${n} en détail`],
    },
    highlights: {
      benefits_features: [() => "Les points forts en un coup d'œil", () => 'Points forts', (n) => `${n} en un coup d'œil`],
      story_brand: [() => 'Ce qui compte pour nous', () => 'Nos principes de conception', (n) => `Ce qui fait ${n}`],
      comparison: [() => 'Ce qui fait la différence', () => 'Aperçu des caractéristiques', () => "En un coup d'œil"],
      usage_guide: [(n) => `Comment utiliser ${n}`, () => 'Étape par étape', () => 'Démarrage rapide'],
      technical_specs: [() => 'Caractéristiques', () => 'Caractéristiques techniques', () => 'Fiche technique'],
    },
    moreAbout: (n) => `En savoir plus sur ${n}`,
    details: 'Détails',
    aboutProduct: 'À propos de ce produit',
    thisProduct: 'ce produit',
    highlightsFallback: 'Points forts',
    step: (i, text) => `Étape ${i} : ${text}`,
    verifiedBuyer: 'Acheteur vérifié',
  },
  es: {
    header: {
      benefits_features: [
        (n) => n,
        (n) => `Descubre ${n}`,
        (n) => `Por qué te encantará ${n}`,
        (n) => `Pensado para el día a día: ${n}`,
      ],
      story_brand: [(n) => `La historia detrás de ${n}`, (n) => `Por qué creamos ${n}`, (n) => `Diseñado con cuidado: ${n}`],
      comparison: [
        (n) => `Qué hace diferente a ${n}`,
        (n) => `${n}, característica por característica`,
        (n) => `Un vistazo a ${n}`,
      ],
      usage_guide: [(n) => `Primeros pasos con ${n}`, (n) => `Cómo sacar el máximo partido a ${n}`, (n) => `Cómo usar ${n}`],
      technical_specs: [(n) => `${n}: detalles técnicos`, (n) => `${n} por dentro`, (n) => `${n} en detalle`],
    },
    highlights: {
      benefits_features: [
        () => 'Características principales de un vistazo',
        () => 'Lo más destacado',
        (n) => `${n} de un vistazo`,
      ],
      story_brand: [() => 'Lo que nos importa', () => 'Nuestros principios de diseño', (n) => `Lo que hay detrás de ${n}`],
      comparison: [(n) => `Qué destaca de ${n}`, () => 'Resumen de características', () => 'De un vistazo'],
      usage_guide: [(n) => `Cómo usar ${n}`, () => 'Paso a paso', () => 'Inicio rápido'],
      technical_specs: [() => 'Especificaciones', () => 'Especificaciones técnicas', () => 'Datos técnicos de un vistazo'],
    },
    moreAbout: (n) => `Más sobre ${n}`,
    details: 'Detalles',
    aboutProduct: 'Sobre este producto',
    thisProduct: 'este producto',
    highlightsFallback: 'Lo más destacado',
    step: (i, text) => `Paso ${i}: ${text}`,
    verifiedBuyer: 'Comprador verificado',
  },
  it: {
    header: {
      benefits_features: [(n) => n, (n) => `Scopri ${n}`, (n) => `Perché amerai ${n}`, (n) => `Pensato per ogni giorno: ${n}`],
      story_brand: [(n) => `La storia di ${n}`, (n) => `Perché abbiamo creato ${n}`, (n) => `Progettato con cura: ${n}`],
      comparison: [(n) => `Cosa distingue ${n}`, (n) => `${n}, caratteristica per caratteristica`, (n) => `Uno sguardo a ${n}`],
      usage_guide: [(n) => `Primi passi con ${n}`, (n) => `Come ottenere il massimo da ${n}`, (n) => `Come usare ${n}`],
      technical_specs: [(n) => `${n}: dettagli tecnici`, (n) => `${n} nel dettaglio`, (n) => `Dentro ${n}`],
    },
    highlights: {
      benefits_features: [() => 'Le caratteristiche principali in breve', () => 'In evidenza', (n) => `${n} in breve`],
      story_brand: [() => 'Ciò che ci sta a cuore', () => 'I nostri principi di design', (n) => `Cosa c'è dentro ${n}`],
      comparison: [(n) => `Cosa rende speciale ${n}`, () => 'Panoramica delle caratteristiche', () => 'In breve'],
      usage_guide: [(n) => `Come usare ${n}`, () => 'Passo dopo passo', () => 'Guida rapida'],
      technical_specs: [() => 'Specifiche', () => 'Specifiche tecniche', () => 'Dati tecnici in breve'],
    },
    moreAbout: (n) => `Di più su ${n}`,
    details: 'Dettagli',
    aboutProduct: 'Informazioni sul prodotto',
    thisProduct: 'questo prodotto',
    highlightsFallback: 'In evidenza',
    step: (i, text) => `Passo ${i}: ${text}`,
    verifiedBuyer: 'Acquirente verificato',
  },
};

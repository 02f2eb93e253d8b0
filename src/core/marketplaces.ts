/** Marketplaces ListingPilot supports, with their region, language tag and A+ locale (docs/amazon.md#regions-and-endpoints). */
import type { Region } from './regions.ts';

export type { Region } from './regions.ts';
export type LanguageCode = 'en' | 'es' | 'de' | 'fr' | 'it';

export type Marketplace = {
  id: string;
  country: string;
  name: string;
  region: Region;
  /** Listing attribute tag, underscore form (en_US). */
  languageTag: string;
  /** A+ document locale, hyphen form (en-US). */
  aplusLocale: string;
  language: LanguageCode;
  currency: string;
};

export const MARKETPLACES: readonly Marketplace[] = [
  {
    id: 'ATVPDKIKX0DER',
    country: 'US',
    name: 'Amazon.com',
    region: 'NA',
    languageTag: 'en_US',
    aplusLocale: 'en-US',
    language: 'en',
    currency: 'USD',
  },
  {
    id: 'A1F83G8C2ARO7P',
    country: 'UK',
    name: 'Amazon.co.uk',
    region: 'EU',
    languageTag: 'en_GB',
    aplusLocale: 'en-GB',
    language: 'en',
    currency: 'GBP',
  },
  {
    id: 'A1PA6795UKMFR9',
    country: 'DE',
    name: 'Amazon.de',
    region: 'EU',
    languageTag: 'de_DE',
    aplusLocale: 'de-DE',
    language: 'de',
    currency: 'EUR',
  },
  {
    id: 'A13V1IB3VIYZZH',
    country: 'FR',
    name: 'Amazon.fr',
    region: 'EU',
    languageTag: 'fr_FR',
    aplusLocale: 'fr-FR',
    language: 'fr',
    currency: 'EUR',
  },
  {
    id: 'APJ6JRA9NG5V4',
    country: 'IT',
    name: 'Amazon.it',
    region: 'EU',
    languageTag: 'it_IT',
    aplusLocale: 'it-IT',
    language: 'it',
    currency: 'EUR',
  },
  {
    id: 'A1RKKUPIHCS9HS',
    country: 'ES',
    name: 'Amazon.es',
    region: 'EU',
    languageTag: 'es_ES',
    aplusLocale: 'es-ES',
    language: 'es',
    currency: 'EUR',
  },
];

export const US_MARKETPLACE_ID = 'ATVPDKIKX0DER';

/**
 * Marketplaces where Amazon's Customer Feedback API has review topics (docs/amazon.md#operations-and-why):
 * US, UK, FR, IT, DE, ES and JP.
 */
export const CUSTOMER_FEEDBACK_MARKETPLACE_IDS: ReadonlySet<string> = new Set([
  'ATVPDKIKX0DER',
  'A1F83G8C2ARO7P',
  'A13V1IB3VIYZZH',
  'APJ6JRA9NG5V4',
  'A1PA6795UKMFR9',
  'A1RKKUPIHCS9HS',
  'A1VC38T7YXB528',
]);

export function findMarketplace(id: string): Marketplace | undefined {
  return MARKETPLACES.find((m) => m.id === id);
}

/** The region whose authorisation covers this marketplace; undefined for one ListingPilot does not support. */
export function regionOf(marketplaceId: string): Region | undefined {
  return findMarketplace(marketplaceId)?.region;
}

/** The supported marketplaces of a region, in table order. */
export function marketplacesOf(region: Region): string[] {
  return MARKETPLACES.filter((m) => m.region === region).map((m) => m.id);
}

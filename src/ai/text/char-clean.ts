import { EMOJI_RE } from '#core/health/index';

/**
 * Character fixes of the title and bullet rules (docs/listing-rules.md#titles, #bullets). These run on the raw text, before NFKC, because NFKC
 * turns "™" into "TM" and "…" into "...", which would hide them rather than remove them.
 */
const TRADEMARKS = /\s?[©®™]/g;
const DECORATIVE_SYMBOLS = /[★☆✩✪✫✬✭✮✯✰►◄◀•●○◆◇■□▪▫♦♠♣✓✗✘➤➔→←↑↓♥]/gu;
/** ~ # < > * are fine before a number ("Style #4301", "<10 lb"); elsewhere, or doubled, they decorate. */
const DECORATIVE_ASCII = /[~#<>*]{2,}|[~#<>*](?!\s?[0-9])/g;
const TITLE_BANNED = /[!?{}^¬¦]|\$(?![0-9])/g;

export function removeEmoji(text: string): string {
  EMOJI_RE.lastIndex = 0;
  // Keycap emoji ("3️⃣") are list markers: the digit goes with them.
  return text
    .replace(/[0-9#*]\uFE0F?\u20E3/gu, ' ')
    .replace(EMOJI_RE, ' ')
    .replace(/\u{FE0F}|\u{200D}|\u{20E3}/gu, '');
}

/** Currency symbols left after price sentences were dropped (BULLET_SPECIAL_CHARS). */
export function removeCurrency(text: string): string {
  return text.replace(/\s?[€¢£¥]\s?/g, ' ');
}

/** TITLE_BANNED_CHARS, TITLE_DECORATIVE_CHARS, TITLE_EMOJI, TITLE_NON_LANGUAGE_CHARS. */
export function cleanTitleChars(text: string, brand: string): string {
  const keep = brand && text.includes(brand) ? brand : '';
  const parts = keep ? text.split(keep) : [text];
  return parts
    .map((p) =>
      removeEmoji(p)
        .replace(TRADEMARKS, '')
        .replace(DECORATIVE_SYMBOLS, ' ')
        .replace(DECORATIVE_ASCII, ' ')
        .replace(TITLE_BANNED, ' ')
        .replace(/_/g, ' '),
    )
    .join(keep);
}

/**
 * The one-character degree signs, as "°C" and "°F": NFKC makes them so only later, after the
 * degree sign has become a word, which left "50 C" beside the source's "50°C" and the fact lost.
 */
export function spellDegrees(text: string): string {
  return text.replace(/\u2103/g, '°C').replace(/\u2109/g, '°F');
}

/** BULLET_SPECIAL_CHARS and BULLET_EMOJI: symbols become words where a word exists; prices went earlier with their sentence. */
export function cleanBulletChars(text: string, language: string): string {
  const cleaned = removeEmoji(spellDegrees(text))
    .replace(TRADEMARKS, '')
    .replace(/\s?°\s?([CF])(?![\p{L}])/gu, ' degrees $1')
    .replace(/\s?°/g, ' degrees')
    .replace(/±\s?/g, '+/- ')
    .replace(/…/g, '...')
    .replace(/[†‡]/g, '')
    .replace(/\*{2,}/g, '')
    .replace(/~\s?(?=\d)/g, 'about ')
    .replace(/~/g, ' ')
    .replace(DECORATIVE_SYMBOLS, ' ')
    // A list of models glued by commas ("MYD92LL/A,MYDC2LL/A,…") is one word to every cut, which
    // then falls before all of it; spaced, a cut can end at an item.
    .replace(/(?<=\d[\p{L}\p{N}/]*),(?=\p{L}[\p{L}\p{N}/-]*\d)/gu, ', ');
  // "â" is mojibake in English copy but a real letter in French.
  return language === 'fr' ? cleaned : cleaned.replace(/â/g, '');
}

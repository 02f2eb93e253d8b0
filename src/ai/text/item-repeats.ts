import { getStopWords } from '#core/health/index';
import { stemmedWords } from '#core/keywords/index';
import type { LanguageCode } from '#core/marketplaces';

/** A list item short enough to be a name said again ("balloon orange"), not a clause. */
const MAX_ITEM_WORDS = 4;
/** Words that point at an item rather than name it ("These balloons yellow"). */
const POINTERS = new Set(['these', 'this', 'those', 'our', 'your', 'its', 'their']);
const NAME = /^[\p{L}'&-]+(?:\s+[\p{L}'&-]+)*$/u;

/**
 * A comma list without the items that say an earlier item's words again in another order or number
 * ("Yellow balloons, balloons yellow, balloon yellow" → "Yellow balloons"): keyword stuffing, which
 * takes a bullet's room from what the seller has to say. Only a short item of letters goes; an item
 * with a number, or a clause, always stays, and so does a list's first item. An item is known by
 * what follows its last colon, so "includes: Yellow balloons" names "Yellow balloons", and by its
 * words but the stop words and pointers ("These balloons yellow" and "balloon yellow" are one).
 */
export function dropRepeatedItems(text: string, language: LanguageCode): string {
  const stop = getStopWords(language);
  const keyOf = (item: string) => {
    const name = item.slice(item.lastIndexOf(':') + 1).trim();
    return NAME.test(name) && name.split(/\s+/).length <= MAX_ITEM_WORDS
      ? [...new Set(stemmedWords(name).filter((w) => !stop.has(w) && !POINTERS.has(w)))].sort().join(' ')
      : '';
  };
  const seen = new Set<string>();
  let out = '';
  // Each part after the first is ", item": the item alone is compared.
  for (const [i, part] of text.split(/(?=,\s*)/).entries()) {
    const item = part.replace(/^,\s*/, '');
    const key = keyOf(item);
    // An item with a colon opens a list of its own ("…, Colours: Red"): it stays.
    if (i > 0 && key !== '' && seen.has(key) && !item.includes(':')) continue;
    if (key !== '') seen.add(key);
    out += part;
  }
  return out;
}

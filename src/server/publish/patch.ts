import type { PushText } from '#core/api/publish';
import { cleanBullets } from '#core/listings/content';

/**
 * Request → push text: the list as sent, each bullet trimmed and blank ones dropped. `searchTerms`
 * undefined: the request left the backend search terms alone, so they are neither compared nor sent.
 */
export function toPushText(input: PushText): PushText {
  const text: PushText = {
    title: input.title.trim(),
    bullets: cleanBullets(input.bullets),
    description: input.description.trim(),
  };
  // Amazon reads search terms as words separated by spaces: line breaks from a textarea are spaces.
  if (input.searchTerms !== undefined) text.searchTerms = input.searchTerms.replace(/\s+/g, ' ').trim();
  return text;
}

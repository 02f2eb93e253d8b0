/**
 * What the emulated model answers. It reads the listing back out of the prompt (the app's own
 * prompt format: "Brand: …", "Title: …", numbered bullets, "Description: …") and returns either a
 * decent rewrite or one that breaks rules on purpose, so tests exercise the guardrails.
 */
export type PromptListing = { brand: string; title: string; bullets: string[]; description: string };
export type Rewrite = { title: string; bullets: string[]; description: string };

export function parseListing(prompt: string): PromptListing {
  const section = prompt.split('YOUR PREVIOUS REWRITE')[0] ?? prompt;
  const line = (label: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(section)?.[1]?.trim() ?? '';
  const bulletBlock = /^Bullets:\n([\s\S]*?)^Description:/m.exec(section)?.[1] ?? '';
  const bullets = bulletBlock
    .split('\n')
    .map((l) => l.replace(/^\d+\.\s*/, '').trim())
    .filter(Boolean);
  const description = line('Description');
  return {
    brand: line('Brand').replace('(none)', ''),
    title: line('Title'),
    bullets,
    description: description === '(none)' ? '' : description,
  };
}

/** What a careful copywriter drops first: promotional and subjective wording. */
const PROMO = /\b(?:best[- ]?seller|top rated|free shipping|free delivery|hot sale|limited time|#1)\b/gi;

function cutWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:-]+$/, '');
}

/** A plausible compliant rewrite: brand first, short clean title, five headed bullets without end punctuation. */
export function goodRewrite(listing: PromptListing): Rewrite {
  const clean = (s: string) =>
    s
      .replace(PROMO, ' ')
      .replace(/[!$?_{}^¬¦™®©~#<>*★✅]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const base = clean(listing.title);
  const withBrand =
    listing.brand && !base.toLowerCase().startsWith(listing.brand.toLowerCase()) ? `${listing.brand} ${base}` : base;
  const bullets = listing.bullets
    .slice(0, 5)
    .filter((b) => !/free shipping|free delivery/i.test(b))
    .map((b) => {
      const text = clean(b).replace(/[.!?]+$/, '');
      return /^[^:]{2,40}:/.test(text) ? text : `Key Feature: ${text}`;
    });
  return { title: cutWords(withBrand, 70), bullets, description: clean(listing.description.replace(/<[^>]+>/g, ' ')) };
}

/** Breaks the rules the guardrails must catch: promo wording, banned characters, an invented capacity. */
export function violatingRewrite(listing: PromptListing): Rewrite {
  const good = goodRewrite(listing);
  return {
    title: `Best Seller!! ${good.title} 5000mAh`,
    bullets: [...good.bullets.slice(0, 4), 'Huge Battery: Holds 5000mAh for days of use'],
    description: good.description,
  };
}

import { parseListing } from './rewrite.ts';

/**
 * What the emulated model answers to an A+ request: modules in the order the prompt's
 * "Modules, in this order:" line asks, built from the listing in the prompt.
 */
export type EmulatedModule = {
  type: 'header' | 'image_text' | 'comparison';
  title: string;
  content: string;
  items: { text: string; icon: string }[];
};

export function goodAplus(prompt: string): EmulatedModule[] {
  const listing = parseListing(prompt.split('YOUR PREVIOUS ANSWER')[0] ?? prompt);
  const order = (/^Modules, in this order: ([^(]*)/m.exec(prompt)?.[1] ?? 'header, image_text, comparison')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const name = (listing.title.split(/,|\s[-–|]\s/)[0] ?? listing.title).trim();
  const blocks = listing.bullets.map((b) => {
    const m = /^([^:]{3,60}):\s*(.+)$/.exec(b);
    return m ? { head: m[1]!.trim(), body: m[2]!.trim() } : { head: b.split(/\s+/).slice(0, 4).join(' '), body: b };
  });
  const intro =
    listing.description
      .split(/(?<=[.!?])\s+/)
      .slice(0, 2)
      .join(' ') ||
    blocks[0]?.body ||
    name;
  let at = 0;
  return order.flatMap((type): EmulatedModule[] => {
    if (type === 'header') return [{ type: 'header', title: `Discover the ${name}`, content: intro, items: [] }];
    if (type === 'comparison')
      return [
        {
          type: 'comparison',
          title: 'Highlights',
          content: '',
          items: blocks.slice(0, 5).map((b) => ({ text: b.head, icon: 'check' })),
        },
      ];
    const block = blocks[at++];
    return block && type === 'image_text' ? [{ type: 'image_text', title: block.head, content: block.body, items: [] }] : [];
  });
}

/** Breaks A+ rules on purpose: an invented capacity and a call to action. */
export function violatingAplus(prompt: string): EmulatedModule[] {
  const good = goodAplus(prompt);
  return good.map((m, i) => (i === 1 ? { ...m, content: `${m.content} Holds 5000mAh for days of use. Buy now!` } : m));
}

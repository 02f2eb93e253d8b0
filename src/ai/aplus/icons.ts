import type { ItemIcon } from '#core/aplus/modules';

const ICON_WORDS: readonly [ItemIcon, RegExp][] = [
  ['battery', /\b(battery|batteries|charge|charging|mah|usb)\b/i],
  ['droplet', /\b(water|waterproof|leak|spill|liquid|wash|dishwasher)\b/i],
  ['ruler', /\b(\d+(?:\.\d+)?\s?(?:in|inch|inches|cm|mm|oz|ml|l|lb|kg|g|ft)|size|dimension|capacity)\b/i],
  ['shield', /\b(durable|protect|protection|sturdy|strong|stainless|tough|safe|safety)\b/i],
  ['zap', /\b(fast|quick|power|powerful|speed|instant)\b/i],
  ['leaf', /\b(natural|plant|organic|vegan|recycled)\b/i],
  ['package', /\b(includes|included|pack|set of|kit|bundle)\b/i],
  ['settings', /\b(adjustable|setting|settings|mode|modes|control|compatible)\b/i],
  ['sparkles', /\b(easy|clean|design|style|comfort|comfortable)\b/i],
];

/** An icon name for a highlight, from the words in it; a check mark when nothing fits. */
export function iconFor(text: string): ItemIcon {
  return ICON_WORDS.find(([, re]) => re.test(text))?.[0] ?? 'check';
}

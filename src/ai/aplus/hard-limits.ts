import { isCleanText } from '#core/aplus/check';
import { fieldLimitsFor } from '#core/aplus/mapping';
import { ITEM_ICONS, maxModulesFor, type AplusModule } from '#core/aplus/modules';
import { attachImages } from './attach-images.ts';
import { clip, splitSentences } from './source.ts';
import { iconFor } from './icons.ts';
import { findInventedFacts } from '../facts.ts';
import { stripHtml, tidy } from '../text/text-ops.ts';
import type { AplusInput } from '../types.ts';
import { aplusFactsSource } from './checks.ts';

const ICONS: ReadonlySet<string> = new Set(ITEM_ICONS);

/**
 * The last line after the repair round, by deletion only: testimonials and modules beyond the
 * template's cap go; sentences, headlines and items an A+ rule rejects or that state a number the
 * listing does not, go; texts are clipped to the limits of the Amazon module they map to. A module
 * left without a headline or text goes. Images are attached last, from the seller's own.
 */
export function enforceAplusLimits(draft: readonly AplusModule[], input: AplusInput, notes: string[]): AplusModule[] {
  const { source, settings } = input;
  const factsSource = aplusFactsSource(source);
  const opts = (type: AplusModule['type']) => ({ type, marketplaceId: source.marketplaceId, brand: source.brand });
  const removedFacts = new Set<string>();
  let removedText = 0;
  let clipped = 0;
  let dropped = 0;
  const ok = (text: string, type: AplusModule['type']) => {
    const facts = findInventedFacts(text, factsSource);
    facts.forEach((f) => removedFacts.add(f.text));
    const clean = isCleanText(text, opts(type));
    if (!clean || facts.length > 0) removedText++;
    return clean && facts.length === 0;
  };

  const testimonials = draft.filter((m) => m.type === 'testimonial').length;
  if (testimonials > 0) notes.push('Removed the testimonial module: A+ rules do not allow customer quotes.');
  const max = maxModulesFor(settings.template);
  const kinds = draft.filter((m) => m.type !== 'testimonial');
  if (kinds.length > max) notes.push(`Kept the first ${max} modules, the most the ${settings.template} template can publish.`);

  const out: AplusModule[] = [];
  for (const m of kinds.slice(0, max)) {
    const limits = fieldLimitsFor({
      type: m.type,
      imageUrl: settings.includeImages && source.images.some((u) => u.trim() !== '') ? 'attached later' : undefined,
    });
    const title = tidy(stripHtml(m.title).replace(/\s+/g, ' '));
    const content = splitSentences(stripHtml(m.content))
      .filter((s) => ok(s, m.type))
      .join(' ');
    const items = (m.items ?? [])
      .map((i) => ({ ...i, text: tidy(stripHtml(i.text)) }))
      .filter((i) => i.text !== '' && ok(i.text, m.type));
    if (!title || !ok(title, m.type) || (content === '' && !(m.type === 'comparison' && items.length > 0))) {
      dropped++;
      continue;
    }
    const fitted: AplusModule = { type: m.type, title: clip(title, limits.title), content: clip(content, limits.content) };
    if (m.type === 'comparison') {
      fitted.items = items
        .slice(0, limits.maxItems ?? 8)
        .map((i) => ({ text: clip(i.text, limits.item ?? 100), icon: ICONS.has(i.icon) ? i.icon : iconFor(i.text) }));
    }
    const shortened =
      fitted.title !== title ||
      fitted.content !== content ||
      items.length > (fitted.items?.length ?? items.length) ||
      (fitted.items ?? []).some((it, k) => it.text !== items[k]!.text);
    if (shortened) clipped++;
    out.push(fitted);
  }
  if (removedFacts.size > 0) {
    notes.push(
      `Removed ${[...removedFacts].map((t) => `"${t}"`).join(', ')}: the listing does not state ${removedFacts.size === 1 ? 'it' : 'them'}.`,
    );
  }
  if (removedText > 0)
    notes.push(
      `Removed ${removedText} sentence${removedText === 1 ? '' : 's'} or item${removedText === 1 ? '' : 's'} that A+ rules reject or that state unbacked facts.`,
    );
  if (clipped > 0)
    notes.push(`Shortened ${clipped} module${clipped === 1 ? '' : 's'} to the text limits of their Amazon module.`);
  if (dropped > 0) notes.push(`Dropped ${dropped} module${dropped === 1 ? '' : 's'} left without a usable headline or text.`);
  return attachImages(out, source, settings);
}

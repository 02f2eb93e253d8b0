import { isCleanText } from '#core/aplus/check';
import { fieldLimitsFor } from '#core/aplus/mapping';
import { findMarketplace } from '#core/marketplaces';
import { TEMPLATE_LAYOUTS, type AplusModule } from '#core/aplus/modules';
import type { AplusSettings, ContentFocus } from '#core/aplus/settings';
import { factsOf } from '../../facts.ts';
import { cleanDescription, cleanSentences, clip, shortName, splitBullet, type AplusSource } from '../source.ts';
import { APLUS_WORDS } from './headlines.ts';
import { iconFor } from '../icons.ts';
import { createPrng, hashString } from '#core/prng';
import { pickVariant } from './pick-variant.ts';

type Block = { head: string; body: string };

const USAGE_WORDS = /\b(use|using|fits?|attach|install|clean|wash|fill|charge|set up|setup|open|close|carry|store|place)\b/i;

function wantsTestimonial(instructions: string | undefined): boolean {
  return /\b(testimonial|customer quote|review quote|include (?:a )?review)/i.test(instructions ?? '');
}

function wantsConcise(instructions: string | undefined): boolean {
  return /\b(concise|short|brief|shorter)\b/i.test(instructions ?? '');
}

/** Bullet blocks in the order the focus needs: specs lead with numbers, guides with how-to bullets. */
function orderBlocks(blocks: Block[], focus: ContentFocus): Block[] {
  const score = (b: Block) =>
    focus === 'technical_specs' ? factsOf(b.body).length : focus === 'usage_guide' ? (USAGE_WORDS.test(b.body) ? 1 : 0) : 0;
  return blocks
    .map((b, i) => ({ b, i, s: score(b) }))
    .sort((x, y) => y.s - x.s || x.i - y.i)
    .map((x) => x.b);
}

function firstClean(candidates: readonly string[], source: AplusSource): string | undefined {
  return candidates.find((c) => c.trim() !== '' && isCleanText(c, { marketplaceId: source.marketplaceId, brand: source.brand }));
}

/** Fits a module to the limits of the Amazon module it maps to (AMAZON_TEXT_LIMITS in src/core/aplus/amazon-limits.ts). */
function fit(m: AplusModule): AplusModule {
  const limits = fieldLimitsFor(m);
  const out: AplusModule = { ...m, title: clip(m.title, limits.title), content: clip(m.content, limits.content) };
  if (m.items) out.items = m.items.slice(0, limits.maxItems ?? 8).map((i) => ({ ...i, text: clip(i.text, limits.item ?? 100) }));
  if (m.imageAlt !== undefined) out.imageAlt = clip(m.imageAlt, 100);
  return out;
}

/**
 * The offline A+ engine: deterministic, builds every module from the listing's own text (title,
 * bullets, description, images) and drops any sentence an A+ rule would reject. Creativity only
 * changes which phrasing of headlines is drawn (seeded), never the facts.
 */
export function generateOfflineAplus(source: AplusSource, settings: AplusSettings, seedKey: string): AplusModule[] {
  const rand = createPrng(
    hashString(
      `${seedKey}|${settings.contentFocus}|${settings.template}|${settings.creativity}|${settings.customInstructions ?? ''}`,
    ),
  );
  const focus = settings.contentFocus;
  // Headlines and labels in the marketplace's language, like the listing text they frame.
  const say = APLUS_WORDS[findMarketplace(source.marketplaceId)?.language ?? 'en'];
  const concise = wantsConcise(settings.customInstructions);
  const brand = source.brand?.trim() ?? '';
  const baseName = shortName(source.title) || brand || say.thisProduct;
  const name = brand && !baseName.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${baseName}` : baseName;
  const clean = (text: string) => cleanSentences(text, source);
  const blocks = orderBlocks(
    source.bullets.flatMap((bullet) => {
      const { head, body } = splitBullet(bullet);
      const sentences = clean(body);
      const title = firstClean([head, clean(head)[0] ?? ''], source);
      if (sentences.length === 0 || !title) return [];
      return [{ head: title, body: (concise ? sentences.slice(0, 2) : sentences).join(' ') }];
    }),
    focus,
  );
  const description = cleanDescription(source.description, source);
  const images = settings.includeImages ? source.images.filter((u) => u.trim() !== '') : [];
  let imageIndex = 0;
  const nextImage = () => (images.length === 0 ? undefined : images[imageIndex++ % images.length]);
  const withImage = (m: AplusModule): AplusModule => {
    const url = nextImage();
    return url ? { ...m, imageUrl: url, imageAlt: `${name}: ${m.title}` } : m;
  };

  const modules: AplusModule[] = [];
  let blockAt = 0;
  let descAt = Math.min(description.length, concise ? 2 : 3);
  for (const type of TEMPLATE_LAYOUTS[settings.template]) {
    if (type === 'header') {
      const titles = say.header[focus].map((f) => f(name));
      const title = firstClean([pickVariant(titles, settings.creativity, rand), ...titles, name], source) ?? say.aboutProduct;
      const intro = description.slice(0, descAt).join(' ') || blocks[0]?.body || '';
      modules.push(withImage({ type: 'header', title, content: intro }));
    } else if (type === 'image_text') {
      const block = blocks[blockAt];
      if (block) {
        blockAt++;
        modules.push(withImage({ type: 'image_text', title: block.head, content: block.body }));
      } else if (descAt < description.length) {
        const chunk = description.slice(descAt, descAt + 2);
        descAt += chunk.length;
        modules.push(
          withImage({
            type: 'image_text',
            title: firstClean([say.moreAbout(name), say.details], source) ?? say.details,
            content: chunk.join(' '),
          }),
        );
      }
    } else if (type === 'comparison') {
      const titles = say.highlights[focus].map((f) => f(name));
      const title = firstClean([pickVariant(titles, settings.creativity, rand), ...titles], source) ?? say.highlightsFallback;
      const texts =
        focus === 'technical_specs'
          ? [...source.bullets, source.title]
              .flatMap((b) => clean(b))
              .filter((s) => factsOf(s).length > 0)
              .map((s) => clip(s, 100))
          : blocks.map((b, i) => (focus === 'usage_guide' ? say.step(i + 1, b.head) : b.head));
      const items = [...new Set(texts)].slice(0, 6).map((text) => ({ text, icon: iconFor(text) }));
      if (items.length === 0) continue;
      const intro = focus === 'story_brand' ? (description[0] ?? '') : '';
      modules.push(withImage({ type: 'comparison', title, content: intro, items }));
    }
  }
  const review = wantsTestimonial(settings.customInstructions)
    ? source.reviews.find((r) => (r.rating ?? 5) >= 4 && r.text.trim().length > 10)
    : undefined;
  if (review) {
    // Added only on request: Amazon's A+ rules forbid customer quotes (APLUS_REVIEWS), so the checker will flag it.
    modules.push({ type: 'testimonial', title: say.verifiedBuyer, content: clip(review.text.trim(), 500) });
  }
  return modules.map(fit);
}

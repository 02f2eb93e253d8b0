import { amazonModuleTypeFor } from '#core/aplus/mapping';
import type { AplusModule } from '#core/aplus/modules';
import type { ContentDocument, ContentModule, ImageComponent, TextComponent } from '../integrations/spapi/index.ts';

export type UploadedImage = { uploadDestinationId: string; width: number; height: number };

const text = (value: string): TextComponent => ({ value, decoratorSet: [] });
/** One TextComponent per paragraph, as Amazon renders textList entries as paragraphs. */
const paragraph = (value: string) => ({
  textList: value
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(text),
});

function image(img: UploadedImage, alt: string): ImageComponent {
  return {
    uploadDestinationId: img.uploadDestinationId,
    imageCropSpecification: {
      size: { width: { value: img.width, units: 'pixels' }, height: { value: img.height, units: 'pixels' } },
      offset: { x: { value: 0, units: 'pixels' }, y: { value: 0, units: 'pixels' } },
    },
    altText: alt,
  };
}

/**
 * Our module → Amazon's module (mapping in #core/aplus/mapping). `images[i]` is the upload of
 * module i, or undefined when it has none (or it could not be fetched): then the text variant is used.
 */
export function toContentModule(m: AplusModule, img: UploadedImage | undefined, index: number): ContentModule {
  const withImage = img ? m : { ...m, imageUrl: undefined };
  const alt = m.imageAlt?.trim() || m.title;
  const type = amazonModuleTypeFor(withImage);
  switch (type) {
    case 'STANDARD_HEADER_IMAGE_TEXT':
      return {
        contentModuleType: type,
        standardHeaderImageText: { headline: text(m.title), block: { image: image(img!, alt), body: paragraph(m.content) } },
      };
    case 'STANDARD_SINGLE_SIDE_IMAGE':
      return {
        contentModuleType: type,
        standardSingleSideImage: {
          imagePositionType: index % 2 === 0 ? 'RIGHT' : 'LEFT',
          block: { image: image(img!, alt), headline: text(m.title), body: paragraph(m.content) },
        },
      };
    case 'STANDARD_SINGLE_IMAGE_HIGHLIGHTS':
      return {
        contentModuleType: type,
        standardSingleImageHighlights: {
          ...(img ? { image: image(img, alt) } : {}),
          headline: text(m.title),
          ...(m.content.trim() ? { textBlock1: { body: paragraph(m.content) } } : {}),
          bulletedListBlock: {
            block: {
              textList: (m.items ?? []).filter((i) => i.text.trim()).map((i, k) => ({ position: k + 1, text: text(i.text) })),
            },
          },
        },
      };
    default:
      return { contentModuleType: 'STANDARD_TEXT', standardText: { headline: text(m.title), body: paragraph(m.content) } };
  }
}

export function buildContentDocument(p: {
  name: string;
  locale: string;
  modules: readonly AplusModule[];
  images: readonly (UploadedImage | undefined)[];
}): ContentDocument {
  return {
    name: p.name,
    contentType: 'EBC',
    locale: p.locale,
    contentModuleList: p.modules.map((m, i) => toContentModule(m, p.images[i], i)),
  };
}

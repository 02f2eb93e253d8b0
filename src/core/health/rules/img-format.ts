import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';
import { imageLabel } from './image-utils.ts';

const ALLOWED: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'tif', 'tiff', 'gif']);
/** Only formats we can name from the URL; an unknown or missing extension is skipped, not penalised. */
const KNOWN_OTHER: ReadonlySet<string> = new Set(['webp', 'bmp', 'heic', 'heif', 'avif', 'svg', 'psd', 'pdf', 'jfif']);

/**
 * The lower-cased extension of the URL's path (which ends at the first "?" or "#"): what
 * `/\.([a-z0-9]{2,5})$/i` captures, found with char codes instead of a split and a regex.
 */
function extensionOf(url: string): string | undefined {
  let end = url.length;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x3f || c === 0x23) {
      end = i;
      break;
    }
  }
  const dot = url.lastIndexOf('.', end - 1);
  if (dot < 0 || end - dot - 1 < 2 || end - dot - 1 > 5) return undefined;
  for (let i = dot + 1; i < end; i++) {
    const c = url.charCodeAt(i);
    const letter = c | 0x20;
    if (!((letter >= 0x61 && letter <= 0x7a) || (c >= 0x30 && c <= 0x39))) return undefined;
  }
  return url.slice(dot + 1, end).toLowerCase();
}

export const IMG_FORMAT: Rule = {
  id: 'IMG_FORMAT',
  field: 'images',
  severity: 'error',
  source: SOURCES.I3,
  check: ({ listing }) => {
    let out: Finding[] | null = null;
    (listing.images ?? []).forEach((image, i) => {
      const ext = extensionOf(image.url);
      if (!ext || ALLOWED.has(ext) || !KNOWN_OTHER.has(ext)) return;
      (out ??= []).push({
        message: `${imageLabel(image, i)} is a .${ext} file; Amazon accepts JPEG, PNG, TIFF and non-animated GIF.`,
        fix: 'Convert the image to JPEG or PNG and upload it again.',
        match: ext,
      });
    });
    return out ?? NO_FINDINGS;
  },
};

import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';
import { imageLabel } from './image-utils.ts';

const ALLOWED: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'tif', 'tiff', 'gif']);
/** Only formats we can name from the URL; an unknown or missing extension is skipped, not penalised. */
const KNOWN_OTHER: ReadonlySet<string> = new Set(['webp', 'bmp', 'heic', 'heif', 'avif', 'svg', 'psd', 'pdf', 'jfif']);
const EXTENSION = /\.([a-z0-9]{2,5})$/i;

export const IMG_FORMAT: Rule = {
  id: 'IMG_FORMAT',
  field: 'images',
  severity: 'error',
  source: SOURCES.I3,
  check: ({ listing }) => {
    let out: Finding[] | null = null;
    (listing.images ?? []).forEach((image, i) => {
      const path = image.url.split(/[?#]/, 1)[0] ?? '';
      const ext = EXTENSION.exec(path)?.[1]?.toLowerCase();
      if (!ext || ALLOWED.has(ext) || !KNOWN_OTHER.has(ext)) return;
      (out ??= []).push({ message: `${imageLabel(image, i)} is a .${ext} file; Amazon accepts JPEG, PNG, TIFF and non-animated GIF.`, fix: 'Convert the image to JPEG or PNG and upload it again.', match: ext });
    });
    return out ?? NO_FINDINGS;
  },
};

import PDFDocument from 'pdfkit';
import { MODULE_TYPE_LABELS, type AplusModule } from '#core/aplus/modules';
import type { FetchedImage } from './images.ts';

export type AplusPdfInput = {
  listingTitle: string;
  asin: string;
  modules: readonly AplusModule[];
  /** Image bytes per module index; absent = no image drawn. */
  images: readonly (FetchedImage | undefined)[];
  /** false only in tests, so the text can be read from the raw file. */
  compress?: boolean;
};

/** Characters outside WinAnsi would come out as garbage with the built-in fonts: they become '?'. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function toPdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    out += cp === 0x0a || (cp >= 0x20 && cp < 0x7f) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }
  return out;
}

/**
 * The preview as a real PDF: text is drawn as text (selectable, searchable), never rasterised;
 * images are embedded only when the caller fetched them from an allowed host.
 */
export function renderAplusPdf(input: AplusPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: input.compress ?? true,
    info: { Title: toPdfText(`A+ content: ${input.listingTitle}`), Creator: 'ListingPilot' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(18).text(toPdfText(input.listingTitle), { width });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(toPdfText(`ASIN ${input.asin || 'not assigned'} · Enhanced Brand Content (A+) preview`), { width });
  input.modules.forEach((m, i) => {
    doc
      .moveDown(1.2)
      .fillColor('#888888')
      .fontSize(8)
      .font('Helvetica')
      .text(toPdfText(`MODULE ${i + 1} · ${MODULE_TYPE_LABELS[m.type].toUpperCase()}`), { width });
    doc.moveDown(0.2).fillColor('#111111').font('Helvetica-Bold').fontSize(14).text(toPdfText(m.title), { width });
    const img = input.images[i];
    if (img) {
      doc.moveDown(0.3);
      const h = Math.min(180, (img.height / img.width) * Math.min(width, 320));
      if (doc.y + h > doc.page.height - 60) doc.addPage();
      doc.image(img.bytes, { fit: [Math.min(width, 320), h] });
      doc.y += 4;
    }
    if (m.content.trim())
      doc
        .moveDown(0.3)
        .font(m.type === 'testimonial' ? 'Helvetica-Oblique' : 'Helvetica')
        .fontSize(11)
        .fillColor('#222222')
        .text(toPdfText(m.content), { width });
    for (const item of m.items ?? [])
      doc
        .moveDown(0.15)
        .font('Helvetica')
        .fontSize(11)
        .text(toPdfText(`•  ${item.text}`), { width, indent: 8 });
  });
  doc.end();
  return done;
}

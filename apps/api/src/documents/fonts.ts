import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mapCurrentFont, markActualText } from './text-map.ts';

/** The font names documents use; both are Sarabun, shipped from npm (no CDN, no system font). */
export const FONT = { regular: 'Sarabun', bold: 'Sarabun-Bold' } as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

const fontsRoot = dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/sarabun/package.json'),
);

const files: Record<FontName, string> = {
  [FONT.regular]: join(fontsRoot, '400Regular', 'Sarabun_400Regular.ttf'),
  [FONT.bold]: join(fontsRoot, '700Bold', 'Sarabun_700Bold.ttf'),
};

// Read once per process: every document embeds the same two files.
const cache = new Map<FontName, Buffer>();
const fontData = (name: FontName): Buffer => {
  let data = cache.get(name);
  if (!data) {
    data = readFileSync(files[name]);
    cache.set(name, data);
  }
  return data;
};

/**
 * Registers Sarabun on a document and selects the regular face. The TTF files (not
 * woff2) are what pdfkit's fontkit shapes correctly: Thai marks sit on their bases.
 */
export const registerFonts = (doc: PDFKit.PDFDocument) => {
  doc.registerFont(FONT.regular, fontData(FONT.regular));
  doc.registerFont(FONT.bold, fontData(FONT.bold));
  // Both faces made now (a face never drawn is not embedded) so both read back in Thai.
  doc.font(FONT.bold);
  mapCurrentFont(doc);
  doc.font(FONT.regular);
  mapCurrentFont(doc);
  markActualText(doc);
};

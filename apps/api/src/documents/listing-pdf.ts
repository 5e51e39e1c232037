import PDFDocument from 'pdfkit';
import { formatThaiDateTime } from '@prapa/domain';
import { Flow } from './flow.ts';
import { FONT, registerFonts } from './fonts.ts';
import { papers } from './paper.ts';
import type { Signatories } from '../db/schema/org.ts';
import { wrapThai } from './thai-wrap.ts';

/**
 * The parts of an A4 listing in Thai (a report, a reading list): letterhead, title,
 * tables that flow over pages, the signature of the head of waterworks, and footers with
 * "หน้า x/y" (pages are buffered so the count is known when the footers are drawn).
 */
export type ListingOrg = {
  nameTh: string;
  address: string | null;
  phone: string | null;
  logoDataUrl: string | null;
  signatories: Pick<Signatories, 'waterworks'>;
};

export const paper = papers.a4;
export const PAGE_HEIGHT = paper.height ?? 842;
const LOGO = 54;
export const whole = (n: number) => n.toLocaleString('en-US');

const logoOf = (dataUrl: string | null) => {
  const match = dataUrl ? /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl) : null;
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
};

/** Centred lines in a band of the page (inset on both sides, clear of the logo). */
const centred = (flow: Flow, text: string, size: number, bold: boolean, inset: number) => {
  const { doc } = flow;
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor('#000000');
  const width = flow.width - 2 * inset;
  for (const line of wrapThai(text, width, (s) => doc.widthOfString(s))) {
    const x = flow.left + inset + (width - doc.widthOfString(line)) / 2;
    doc.text(line, x, flow.y, { lineBreak: false });
    flow.y += flow.lineHeight(size);
  }
};

/** The organisation's letterhead, then the document's title and its subtitle lines. */
export const heading = (flow: Flow, org: ListingOrg, title: string, subtitles: string[]) => {
  const logo = logoOf(org.logoDataUrl);
  const top = flow.y;
  if (logo) {
    try {
      flow.doc.image(logo, flow.left, top, { fit: [LOGO, LOGO] });
    } catch {
      // A logo pdfkit cannot read is left out; the report still prints.
    }
  }
  const inset = logo ? LOGO + 8 : 0;
  centred(flow, org.nameTh, 16, true, inset);
  // Address and phone on one line when they fit; otherwise the phone gets its own line,
  // never "โทร." at the end of one line and the number on the next.
  const phone = org.phone ? `โทร. ${org.phone}` : '';
  const both = [org.address ?? '', phone].filter(Boolean).join('  ');
  flow.doc.font(FONT.regular).fontSize(11);
  if (flow.doc.widthOfString(both) <= flow.width - 2 * inset) centred(flow, both, 11, false, inset);
  else {
    if (org.address) centred(flow, org.address, 11, false, inset);
    if (phone) centred(flow, phone, 11, false, inset);
  }
  flow.y = Math.max(flow.y, top + (logo ? LOGO : 0)) + 6;
  flow.rule({ weight: 0.8 });
  flow.gap(4);
  centred(flow, title, 18, true, 0);
  for (const line of subtitles) centred(flow, line, 11, false, 0);
  flow.gap(6);
};

/** The head of waterworks signs the report (organisation signatories, DESIGN.md §4). */
export const signature = (flow: Flow, org: ListingOrg) => {
  const signer = org.signatories.waterworks;
  const size = 12;
  flow.reserve(flow.lineHeight(size) * 5 + 24);
  flow.gap(18);
  const { doc } = flow;
  const blockLeft = flow.left + flow.width / 2;
  const blockWidth = flow.width / 2;
  const line = (text: string) => {
    doc.font(FONT.regular).fontSize(size).fillColor('#000000');
    for (const part of wrapThai(text, blockWidth, (s) => doc.widthOfString(s))) {
      doc.text(part, blockLeft + (blockWidth - doc.widthOfString(part)) / 2, flow.y, {
        lineBreak: false,
      });
      flow.y += flow.lineHeight(size);
    }
  };
  line('ลงชื่อ ...........................................................');
  line(
    signer.name
      ? `( ${signer.name} )`
      : '( ........................................................ )',
  );
  line(signer.position || 'ผู้ดูแลระบบประปา');
  line('วันที่ ........ / ........ / ............');
};

/** "<title> <organisation> · พิมพ์เมื่อ …" and "หน้า x/y" on every buffered page. */
export const footers = (
  doc: PDFKit.PDFDocument,
  org: ListingOrg,
  title: string,
  printedAt: Date,
) => {
  const range = doc.bufferedPageRange();
  const y = PAGE_HEIGHT - paper.margin + 14;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.font(FONT.regular).fontSize(9).fillColor('#555555');
    const left = `${title} ${org.nameTh} · พิมพ์เมื่อ ${formatThaiDateTime(printedAt)}`;
    doc.text(left, paper.margin, y, { lineBreak: false });
    const page = `หน้า ${i + 1}/${range.count}`;
    doc.text(page, paper.width - paper.margin - doc.widthOfString(page), y, { lineBreak: false });
  }
};

export const toBuffer = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });

/** A fresh buffered A4 document with the Thai fonts, and its flow. */
export const newListing = (title: string, subject: string) => {
  const doc = new PDFDocument({
    size: [paper.width, PAGE_HEIGHT],
    margin: paper.margin,
    info: { Title: title, Author: 'Prapa', Subject: subject },
    lang: 'th-TH',
    displayTitle: true,
    bufferPages: true,
  });
  registerFonts(doc);
  return { doc, flow: new Flow(doc, paper) };
};

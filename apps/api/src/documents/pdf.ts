import PDFDocument from 'pdfkit';
import type { PaperSize } from '@prapa/contracts';
import { registerFonts } from './fonts.ts';
import { Flow } from './flow.ts';
import { papers, type Paper } from './paper.ts';

export const PDF_TYPE = 'application/pdf';

export type PdfMeta = { title: string; author?: string; subject?: string };
export type Layout = (flow: Flow) => void;

// The tallest page a PDF reader accepts (PDF 1.x user-space limit: 200 in).
const MAX_ROLL_HEIGHT = 14_400;

const newDocument = (paper: Paper, height: number, meta: PdfMeta) => {
  const doc = new PDFDocument({
    size: [paper.width, height],
    margin: paper.margin,
    info: { Title: meta.title, Author: meta.author ?? 'Prapa', Subject: meta.subject ?? '' },
    lang: 'th-TH',
    displayTitle: true,
    bufferPages: false,
  });
  registerFonts(doc);
  return doc;
};

const toBuffer = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });

/**
 * Renders a layout to a PDF for a paper size. A fixed sheet (A4, A5, continuous) breaks
 * pages as the layout flows; a roll (58/80 mm) is laid out once on a scratch page to
 * measure it, then rendered on a page cut to the content's height.
 */
export const renderPdf = async (
  paperSize: PaperSize,
  meta: PdfMeta,
  layout: Layout,
): Promise<Buffer> => {
  const paper = papers[paperSize];
  let height = paper.height;
  if (height === null) {
    const scratch = new Flow(newDocument(paper, MAX_ROLL_HEIGHT, meta), paper);
    layout(scratch);
    height = Math.min(MAX_ROLL_HEIGHT, Math.ceil(scratch.y + paper.margin));
  }
  const doc = newDocument(paper, height, meta);
  layout(new Flow(doc, paper));
  return toBuffer(doc);
};

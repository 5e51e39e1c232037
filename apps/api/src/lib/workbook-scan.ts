import { createInflateRaw } from 'node:zlib';
import type { FileRefusal } from './upload-limits.ts';

/**
 * The guard every spreadsheet upload passes (water users, readings, bank files), each
 * kind with its own limits, in the worker thread that then parses it: a look at the file
 * before exceljs opens it. An .xlsx is a zip (its central directory
 * at the end) holding `[Content_Types].xml` and `xl/workbook.xml`. The sizes the
 * directory declares are checked first; then the sheets are inflated as a stream,
 * counting the bytes they really unpack to (a zip can lie about them) and their rows,
 * and the scan stops at the first limit passed: a zip bomb or a sheet of two million
 * rows is refused after reading a few megabytes, with memory flat.
 */
export type ZipVerdict =
  | { kind: 'xlsx'; unpackedBytes: number; rows: number }
  | { kind: 'not-xlsx' }
  | { kind: 'too-large'; unpackedBytes: number }
  | { kind: 'too-many-rows'; rows: number };

export type ZipLimits = { maxUnpacked: number; maxRows: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
// The end record is 22 bytes plus a comment of up to 65,535.
const EOCD_SEARCH = 22 + 0xffff;
const SCANNED = /^xl\/(worksheets\/[^/]+\.xml|sharedStrings\.xml)$/;

type Entry = { name: string; method: number; packed: number; size: number; local: number };

const findEndRecord = (buf: Buffer): number => {
  const stop = Math.max(0, buf.length - EOCD_SEARCH);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
};

const directoryOf = (buf: Buffer): Entry[] | null => {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) return null;
  const end = findEndRecord(buf);
  if (end < 0) return null;
  const count = buf.readUInt16LE(end + 10);
  const dirOffset = buf.readUInt32LE(end + 16);
  // ZIP64 (0xffffffff markers) is never what Excel writes for a sheet of this size.
  if (dirOffset === 0xffffffff || dirOffset >= buf.length) return null;
  const entries: Entry[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    entries.push({
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
      method: buf.readUInt16LE(at + 10),
      packed: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      local: buf.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
};

const packedData = (buf: Buffer, e: Entry): Buffer | null => {
  if (e.local + 30 > buf.length || buf.readUInt32LE(e.local) !== LOCAL) return null;
  const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
  if (start + e.packed > buf.length) return null;
  return buf.subarray(start, start + e.packed);
};

type Budget = { bytes: number; rows: number; limits: ZipLimits; stop: ZipVerdict | null };

/** Inflates one entry as a stream, adding its bytes and its `<row` tags to the budget. */
const scanEntry = (data: Buffer, method: number, sheet: boolean, budget: Budget) =>
  new Promise<void>((resolve) => {
    let tail = '';
    const take = (chunk: Buffer) => {
      budget.bytes += chunk.length;
      if (budget.bytes > budget.limits.maxUnpacked) {
        budget.stop = { kind: 'too-large', unpackedBytes: budget.bytes };
        return false;
      }
      if (!sheet) return true;
      const text = tail + chunk.toString('latin1');
      budget.rows += text.match(/<(?:\w+:)?row[\s>]/g)?.length ?? 0;
      tail = text.slice(-6);
      if (budget.rows > budget.limits.maxRows) {
        budget.stop = { kind: 'too-many-rows', rows: budget.rows };
        return false;
      }
      return true;
    };
    if (method === 0) {
      take(data);
      resolve();
      return;
    }
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      if (!take(chunk)) {
        inflate.destroy();
        resolve();
      }
    });
    inflate.on('end', resolve);
    inflate.on('close', resolve);
    inflate.on('error', () => {
      budget.stop = { kind: 'not-xlsx' };
      resolve();
    });
    inflate.end(data);
  });

export const scanWorkbook = async (buf: Buffer, limits: ZipLimits): Promise<ZipVerdict> => {
  const entries = directoryOf(buf);
  if (!entries) return { kind: 'not-xlsx' };
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    return { kind: 'not-xlsx' };
  }
  const declared = entries.reduce((sum, e) => sum + (e.size === 0xffffffff ? Infinity : e.size), 0);
  if (declared > limits.maxUnpacked) return { kind: 'too-large', unpackedBytes: declared };
  const budget: Budget = { bytes: 0, rows: 0, limits, stop: null };
  for (const e of entries) {
    if (!SCANNED.test(e.name)) continue;
    if (e.method !== 0 && e.method !== 8) return { kind: 'not-xlsx' };
    const data = packedData(buf, e);
    if (!data) return { kind: 'not-xlsx' };
    await scanEntry(data, e.method, e.name.startsWith('xl/worksheets/'), budget);
    if (budget.stop) return budget.stop;
  }
  return { kind: 'xlsx', unpackedBytes: budget.bytes, rows: budget.rows };
};

export type WorkbookLimits = ZipLimits & {
  /** The row limit as the refusal states it (maxRows less the allowance for other sheets). */
  statedRows: number;
};

/** The scan's verdict as a refusal to word (null: within every limit). */
export const workbookRefusal = async (
  buf: Buffer,
  limits: WorkbookLimits,
): Promise<FileRefusal | null> => {
  const verdict = await scanWorkbook(buf, limits);
  switch (verdict.kind) {
    case 'xlsx':
      return null;
    case 'not-xlsx':
      return { reason: 'notXlsx' };
    case 'too-large':
      return { reason: 'unpacked', max: limits.maxUnpacked };
    case 'too-many-rows':
      return { reason: 'rows', max: limits.statedRows };
  }
};

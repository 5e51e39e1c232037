/**
 * A cheap look at a file before exceljs opens it: an .xlsx is a zip (its central
 * directory at the end) holding `[Content_Types].xml` and `xl/workbook.xml`. Reading
 * the directory also gives the unpacked size, so a zip bomb is refused before it is
 * inflated.
 */
export type ZipVerdict =
  | { kind: 'xlsx'; unpackedBytes: number }
  | { kind: 'not-xlsx' }
  | { kind: 'too-large'; unpackedBytes: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
// The end record is 22 bytes plus a comment of up to 65,535.
const EOCD_SEARCH = 22 + 0xffff;

const findEndRecord = (buf: Buffer): number => {
  const stop = Math.max(0, buf.length - EOCD_SEARCH);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
};

export const inspectZip = (buf: Buffer, maxUnpacked: number): ZipVerdict => {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) return { kind: 'not-xlsx' };
  const end = findEndRecord(buf);
  if (end < 0) return { kind: 'not-xlsx' };
  const entries = buf.readUInt16LE(end + 10);
  const dirOffset = buf.readUInt32LE(end + 16);
  // ZIP64 (0xffffffff markers) is never what Excel writes for a sheet of this size.
  if (dirOffset === 0xffffffff || dirOffset >= buf.length) return { kind: 'not-xlsx' };
  let at = dirOffset;
  let unpacked = 0;
  const names = new Set<string>();
  for (let i = 0; i < entries; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return { kind: 'not-xlsx' };
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    if (size === 0xffffffff) return { kind: 'too-large', unpackedBytes: Infinity };
    unpacked += size;
    names.add(buf.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    return { kind: 'not-xlsx' };
  }
  if (unpacked > maxUnpacked) return { kind: 'too-large', unpackedBytes: unpacked };
  return { kind: 'xlsx', unpackedBytes: unpacked };
};

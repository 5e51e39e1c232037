import { deflateRawSync } from 'node:zlib';

// Test helpers: zips written byte by byte, to make files no spreadsheet program would
// (a sheet of two million rows in 100 kB, a zip that lies about its sizes).

export type ZipEntry = { name: string; data: Buffer; declaredSize?: number };

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A deflated zip of these entries; `declaredSize` overrides the size its headers state. */
export const makeZip = (entries: ZipEntry[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = deflateRawSync(e.data);
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
};

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);

/** The parts every workbook has, around one sheet's XML. */
export const workbookZip = (sheet: Buffer, declaredSize?: number) =>
  makeZip([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        '<workbook><sheets><sheet name="ผู้ใช้น้ำ" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize },
  ]);

/** A sheet of `rows` one-cell rows, built as one repeated string (cheap to make). */
export const sheetOfRows = (rows: number) =>
  Buffer.concat([
    xml('<worksheet><sheetData>'),
    Buffer.from('<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(rows)),
    Buffer.from('</sheetData></worksheet>'),
  ]);

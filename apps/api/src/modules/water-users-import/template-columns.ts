/**
 * The columns of the import template, in order. Headers are Thai (the template is a
 * Thai form, like the documents); a file is matched by header text, so columns may be
 * moved, and a `*` after a header (required) is ignored when matching.
 */
export type ColumnKey =
  | 'customerNo'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'nationalId'
  | 'phone'
  | 'houseNo'
  | 'moo'
  | 'road'
  | 'subdistrict'
  | 'district'
  | 'province'
  | 'postcode'
  | 'areaCode'
  | 'routeCode'
  | 'userTypeCode'
  | 'meterSize'
  | 'usageStatusCode'
  | 'meterSerial'
  | 'meterBrand'
  | 'meterDigits'
  | 'installedOn'
  | 'initialReading'
  | 'deposit'
  | 'latitude'
  | 'longitude'
  | 'notes';

export type TemplateColumn = {
  key: ColumnKey;
  header: string;
  required: boolean;
  width: number;
  /** What the explanation sheet says about the column. */
  help: string;
  /** Two example values, shown only on the explanation sheet. */
  examples: [string, string];
};

const col = (
  key: ColumnKey,
  header: string,
  required: boolean,
  width: number,
  help: string,
  examples: [string, string],
): TemplateColumn => ({ key, header, required, width, help, examples });

export const templateColumns: readonly TemplateColumn[] = [
  col(
    'customerNo',
    'เลขผู้ใช้น้ำ',
    false,
    14,
    'เว้นว่างได้ ระบบจะออกเลขให้ตามรูปแบบขององค์กร ถ้ากรอก ต้องเป็นตัวอักษรอังกฤษ ตัวเลข หรือขีด (-) ไม่เกิน 20 ตัว และไม่ซ้ำกับผู้ใช้น้ำที่มีอยู่',
    ['', 'A01-00125'],
  ),
  col('title', 'คำนำหน้า', false, 10, 'เช่น นาย นาง นางสาว', ['นาย', 'นาง']),
  col('firstName', 'ชื่อ', true, 16, 'ชื่อผู้ใช้น้ำ หรือชื่อหน่วยงาน/ร้านค้า', ['สมชาย', 'บุญมี']),
  col('lastName', 'นามสกุล', false, 16, 'เว้นว่างได้สำหรับหน่วยงาน', ['ใจดี', 'ศรีสุข']),
  col(
    'nationalId',
    'เลขประจำตัวประชาชน',
    false,
    18,
    'ตัวเลข 13 หลัก (มีขีดหรือเว้นวรรคได้) ระบบตรวจหลักสุดท้ายตามสูตรของกรมการปกครอง',
    ['1103700012346', '3-4012-00345-67-4'],
  ),
  col(
    'phone',
    'โทรศัพท์',
    false,
    14,
    'มือถือ 10 หลัก (06/08/09) หรือโทรศัพท์บ้าน 9 หลัก ถ้าจัดรูปแบบเซลล์เป็นตัวเลข เลข 0 นำหน้าจะหาย ระบบเติมให้',
    ['0812345678', '043123456'],
  ),
  col('houseNo', 'บ้านเลขที่', true, 10, 'เช่น 12 หรือ 45/1', ['12', '45/1']),
  col('moo', 'หมู่ที่', false, 8, 'ตัวเลข 1–99', ['3', '5']),
  col('road', 'ถนน/ซอย', false, 16, 'เว้นว่างได้', ['', 'ซอยวัดป่า']),
  col('subdistrict', 'ตำบล/แขวง', true, 14, 'ชื่อตำบล ไม่ต้องพิมพ์คำว่า "ตำบล"', ['บ้านเป็ด', 'บ้านเป็ด']),
  col('district', 'อำเภอ/เขต', true, 14, 'ชื่ออำเภอ ไม่ต้องพิมพ์คำว่า "อำเภอ"', [
    'เมืองขอนแก่น',
    'เมืองขอนแก่น',
  ]),
  col('province', 'จังหวัด', true, 14, 'ชื่อจังหวัด ไม่ต้องพิมพ์คำว่า "จังหวัด"', ['ขอนแก่น', 'ขอนแก่น']),
  col('postcode', 'รหัสไปรษณีย์', true, 12, 'ตัวเลข 5 หลัก', ['40000', '40000']),
  col('areaCode', 'รหัสพื้นที่', true, 12, 'รหัสพื้นที่ (หมู่บ้าน) ขององค์กร ดูรายการรหัสที่ใช้ได้ด้านล่าง', [
    'A01',
    'A01',
  ]),
  col(
    'routeCode',
    'รหัสสายเก็บเงิน',
    false,
    14,
    'เว้นว่างได้ ถ้ากรอก ต้องเป็นสายเก็บเงินของพื้นที่ในช่องรหัสพื้นที่ ผู้ใช้น้ำจะเรียงต่อท้ายสาย',
    ['R01', 'R02'],
  ),
  col('userTypeCode', 'รหัสประเภทผู้ใช้น้ำ', true, 14, 'ดูรายการรหัสที่ใช้ได้ด้านล่าง', ['RES', 'BIZ']),
  col(
    'meterSize',
    'ขนาดมาตร',
    true,
    10,
    'รหัสหรือชื่อขนาดมาตร เช่น 0.5 หรือ ½″ (พิมพ์ 1/2" หรือ 4 หุน ก็ได้) ดูรายการด้านล่าง',
    ['0.5', '0.75'],
  ),
  col(
    'usageStatusCode',
    'รหัสสถานะการใช้น้ำ',
    false,
    14,
    'เว้นว่างได้ ระบบใช้สถานะแรกของรายการ (ปกติ) ดูรายการรหัสที่ใช้ได้ด้านล่าง',
    ['NORMAL', ''],
  ),
  col(
    'meterSerial',
    'หมายเลขมาตร',
    false,
    16,
    'ถ้ากรอก ระบบจะลงทะเบียนมาตรและติดตั้งให้ผู้ใช้น้ำรายนี้ หมายเลขต้องไม่ซ้ำกับมาตรที่มีอยู่',
    ['SN6701234', 'SN6705678'],
  ),
  col('meterBrand', 'ยี่ห้อมาตร', false, 12, 'เว้นว่างได้', ['Asahi', '']),
  col('meterDigits', 'จำนวนหลักมาตร', false, 10, 'ตัวเลข 3–8 เว้นว่างได้ ระบบใช้ค่าขององค์กร', ['4', '5']),
  col(
    'installedOn',
    'วันที่ติดตั้ง',
    false,
    14,
    'วว/ดด/ปปปป เป็นปี พ.ศ. (เช่น 15/03/2567) หรือ ปปปป-ดด-วว เป็นปี ค.ศ. หรือเซลล์วันที่ของ Excel ถ้ามีหมายเลขมาตรแต่เว้นว่าง ระบบใช้วันที่นำเข้า',
    ['15/03/2567', '2024-06-01'],
  ),
  col(
    'initialReading',
    'เลขอ่านเริ่มต้น',
    false,
    12,
    'เลขบนหน้าปัดมาตรตอนติดตั้ง (จำนวนเต็ม) เว้นว่างได้ ถือเป็น 0',
    ['0', '125'],
  ),
  col(
    'deposit',
    'เงินประกันมาตร (บาท)',
    false,
    14,
    'จำนวนเงินบาท ทศนิยมไม่เกิน 2 ตำแหน่ง เว้นว่างได้ ถือเป็น 0',
    ['400', '600.50'],
  ),
  col('latitude', 'ละติจูด', false, 12, 'ทศนิยม เช่น 16.4419 ต้องกรอกคู่กับลองจิจูด และอยู่ในประเทศไทย', [
    '16.441912',
    '16.443301',
  ]),
  col('longitude', 'ลองจิจูด', false, 12, 'ทศนิยม เช่น 102.8360', ['102.835991', '102.837210']),
  col('notes', 'หมายเหตุ', false, 24, 'เว้นว่างได้ ไม่เกิน 1,000 ตัวอักษร', ['', 'บ้านหลังวัด']),
];

/** The header the template prints: a required column is marked with `*`. */
export const headerText = (c: TemplateColumn) => (c.required ? `${c.header} *` : c.header);

export const DATA_SHEET = 'ผู้ใช้น้ำ';
export const HELP_SHEET = 'คำอธิบาย';

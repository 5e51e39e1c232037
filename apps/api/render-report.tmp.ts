import { readFileSync, writeFileSync } from 'node:fs';
import type { WaterUserSummary } from '@prapa/contracts';
import { renderWaterUserReport } from './src/modules/reports/report-pdf.ts';

const logo = `data:image/png;base64,${readFileSync('/tmp/prapa/logo.png').toString('base64')}`;
const mk = (groupBy: WaterUserSummary['groupBy'], rows: [string | null, string, number, number, number][]): WaterUserSummary => {
  const r = rows.map(([code, label, count, withLocation, withDiscount]) => ({ key: code, code, label, count, withLocation, withDiscount }));
  return { groupBy, rows: r, totals: { count: r.reduce((s, x) => s + x.count, 0), withLocation: r.reduce((s, x) => s + x.withLocation, 0), withDiscount: r.reduce((s, x) => s + x.withDiscount, 0) } };
};
const routes: [string | null, string, number, number, number][] = Array.from({ length: 30 }, (_, i) => [`R${String(i + 1).padStart(2, '0')}`, i % 4 === 0 ? `สายบ้านหนองบัวทองคำ ถนนมิตรภาพ ฝั่งตะวันออก ซอยวัดป่าสุทธาวาส ${i + 1}` : `สายดอนแดง ${i + 1}`, 3000 + i * 17, 2900 + i, 120 + i]);
routes.push([null, 'ยังไม่ได้จัดสายเก็บเงิน', 12, 3, 0]);
const summaries = [
  mk('area', [['A01', 'บ้านหนองบัว หมู่ที่ 1', 34567, 33000, 1200], ['A03', 'บ้านโนนสว่าง หมู่ที่ 3', 33210, 32000, 1100], ['A05', 'บ้านดอนแดง หมู่ที่ 5', 32223, 31000, 1000]]),
  mk('route', routes),
  mk('userType', [['RES', 'ที่อยู่อาศัย', 90000, 88000, 3000], ['GOV', 'ราชการ', 2000, 1900, 0], ['BIZ', 'ธุรกิจ', 7000, 6800, 300], ['TEMPLE', 'วัด/โรงเรียน', 1000, 300, 0]]),
  mk('usageStatus', [['NORMAL', 'ปกติ', 95000, 93000, 3200], ['SUSPEND', 'ระงับชั่วคราว', 2000, 1000, 50], ['CUTOFF', 'ตัดน้ำ', 1500, 1000, 40], ['CANCEL', 'ยกเลิกการใช้น้ำ', 1000, 500, 10], ['BROKEN', 'มาตรชำรุด', 500, 500, 0]]),
  mk('meterSize', [['0.5', '½″', 95000, 93000, 3300], ['0.75', '¾″', 3000, 2000, 0], ['1', '1″', 1500, 1000, 0], ['1.5', '1½″', 400, 0, 0], ['2', '2″', 100, 0, 0]]),
];
const org = {
  nameTh: 'องค์การบริหารส่วนตำบลบ้านเป็ด (กิจการประปา)',
  address: 'หมู่ที่ 3 ตำบลบ้านเป็ด อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000',
  phone: '043000000',
  taxId: null,
  logoDataUrl: process.argv[2] === 'nologo' ? null : logo,
  signatories: { head: { name: 'นายสมศักดิ์ ใจดี', position: 'นายก อบต.' }, finance: { name: '', position: 'เหรัญญิก' }, waterworks: process.argv[2] === 'nologo' ? { name: '', position: 'ผู้ดูแลระบบประปา' } : { name: 'นายประสิทธิ์ ทองคำ', position: 'ผู้อำนวยการกองประปา' } },
};
writeFileSync('/tmp/prapa/report.pdf', await renderWaterUserReport(org, summaries, new Date()));
console.log('ok');

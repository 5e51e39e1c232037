// Temporary: more demo bank files (deleted afterwards).
import { writeFileSync } from 'node:fs';
import { writeBotFile } from '@prapa/domain';

const billerId = '099400000000100';
const b = [
  { customerNo: '00264', number: '2570000241', total: 15700 },
  { customerNo: '00263', number: '2570000240', total: 13600 },
  { customerNo: '00262', number: '2570000239', total: 15000 },
];
const details = [
  ...b.map((x, i) => ({ payDate: '2026-11-26', time: `08:0${i}:00`, payerName: `MR TEST ${i}`, ref1: x.customerNo, ref2: x.number, amount: x.total, billerId })),
  { payDate: '2026-11-26', time: '08:30:00', payerName: 'MR UNKNOWN', ref1: '55555', ref2: '', amount: 25000, billerId },
];
writeFileSync('/tmp/bi/bank-2.txt', writeBotFile({ bankCode: '014', account: '9876543210', companyName: 'PRAPA DEMO', effectiveDate: '2026-11-26', details }));
const csv = [
  'วันที่,เวลา,รายละเอียด,ถอนเงิน,ฝากเงิน,ยอดคงเหลือ',
  '26/11/2569,09:15,รับโอนพร้อมเพย์ X4521,,73.00,10073.00',
  '26/11/2569,10:20,รับโอนพร้อมเพย์ X8890,,87.00,10160.00',
  '26/11/2569,11:00,ค่าธรรมเนียม,10.00,,10150.00',
].join('\r\n');
writeFileSync('/tmp/bi/statement-1.csv', csv);
console.log('ok');

import { describe, expect, it } from 'vitest';
import { contractNumber, fillContractText, unknownPlaceholders } from './contract-text.ts';

const values = {
  customerName: 'นางมาลี ศรีสุข',
  customerNo: '0100001',
  address: '45 หมู่ 1',
  meterSize: '½ นิ้ว',
  deposit: '400.00',
  date: '15 ตุลาคม 2569',
  orgName: 'การประปาเทศบาล',
};

describe('contract text', () => {
  it('fills every known placeholder, spaces inside the braces allowed', () => {
    expect(
      fillContractText(
        'ผู้ใช้น้ำ {{customerName}} ({{ customerNo }}) เงินประกัน {{deposit}} บาท',
        values,
      ),
    ).toBe('ผู้ใช้น้ำ นางมาลี ศรีสุข (0100001) เงินประกัน 400.00 บาท');
  });

  it('leaves an unknown placeholder as typed and names it once', () => {
    const text = 'ข้อ {{custName}} และ {{custName}} {{orgName}} {{toString}}';
    expect(fillContractText(text, values)).toBe(
      'ข้อ {{custName}} และ {{custName}} การประปาเทศบาล {{toString}}',
    );
    expect(unknownPlaceholders(text)).toEqual(['custName', 'toString']);
    expect(unknownPlaceholders('{{date}} {{meterSize}}')).toEqual([]);
  });

  it('numbers a contract by fiscal year in five digits', () => {
    expect(contractNumber(2570, 3)).toBe('CT257000003');
  });
});

import { describe, expect, it } from 'vitest';
import { addressTextOf, fullNameOf, shortAddressOf } from './water-user-text.ts';

describe('fullNameOf', () => {
  it.each([
    [{ title: 'นาย', firstName: 'สมชาย', lastName: 'ใจดี' }, 'นายสมชาย ใจดี'],
    [{ title: 'Mr.', firstName: 'John', lastName: 'Smith' }, 'Mr. John Smith'],
    [{ title: null, firstName: 'วัดโพธิ์ศรี', lastName: null }, 'วัดโพธิ์ศรี'],
  ])('%j → %s', (person, name) => {
    expect(fullNameOf(person)).toBe(name);
  });
});

describe('shortAddressOf and addressTextOf', () => {
  it('spells the house as route sheets do', () => {
    expect(shortAddressOf({ houseNo: '12/3', moo: 1, road: null })).toBe('12/3 หมู่ 1');
    expect(shortAddressOf({ houseNo: '5', moo: null, road: 'มิตรภาพ' })).toBe('5 ถ.มิตรภาพ');
  });

  it('writes ต./อ./จ. upcountry and แขวง/เขต in Bangkok', () => {
    const village = {
      houseNo: '12/3',
      moo: 1,
      road: null,
      subdistrict: 'ในเมือง',
      district: 'เมืองขอนแก่น',
      province: 'ขอนแก่น',
      postcode: '40000',
    };
    expect(addressTextOf(village)).toBe('12/3 หมู่ 1 ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000');
    expect(
      addressTextOf({
        ...village,
        moo: null,
        road: 'พระราม 4',
        subdistrict: 'ลุมพินี',
        district: 'ปทุมวัน',
        province: 'กรุงเทพมหานคร',
        postcode: '10330',
      }),
    ).toBe('12/3 ถ.พระราม 4 แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330');
  });
});

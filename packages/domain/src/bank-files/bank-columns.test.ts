import { describe, it, expect } from 'vitest';
import { isStatementHeader, statementColumns, suggestBankMapping } from './bank-columns.ts';

describe('suggestBankMapping', () => {
  it('reads a KBank-style English header row', () => {
    expect(
      suggestBankMapping([
        'No.',
        'Payment Date',
        'Payment Time',
        'Customer Name',
        'Ref.1',
        'Ref.2',
        'Branch',
        'Channel',
        'Amount',
      ]),
    ).toEqual({
      date: 'Payment Date',
      time: 'Payment Time',
      payerName: 'Customer Name',
      ref1: 'Ref.1',
      ref2: 'Ref.2',
      amount: 'Amount',
      bankRef: null,
      branch: 'Branch',
      channel: 'Channel',
    });
  });

  it('reads a Thai header row', () => {
    expect(
      suggestBankMapping([
        'ลำดับ',
        'วันที่ชำระ',
        'เวลา',
        'ชื่อผู้ชำระ',
        'เลขอ้างอิง 1',
        'เลขอ้างอิง 2',
        'จำนวนเงิน',
        'สาขา',
        'ช่องทาง',
        'เลขที่รายการ',
      ]),
    ).toEqual({
      date: 'วันที่ชำระ',
      time: 'เวลา',
      payerName: 'ชื่อผู้ชำระ',
      ref1: 'เลขอ้างอิง 1',
      ref2: 'เลขอ้างอิง 2',
      amount: 'จำนวนเงิน',
      bankRef: 'เลขที่รายการ',
      branch: 'สาขา',
      channel: 'ช่องทาง',
    });
  });

  it('ignores case, spaces and punctuation and returns the header as given', () => {
    expect(
      suggestBankMapping([
        ' TRANSACTION DATE ',
        'time',
        'NAME',
        'Reference No. 1',
        'REF 2',
        'Credit Amount',
        'Trans.ID',
      ]),
    ).toEqual({
      date: ' TRANSACTION DATE ',
      time: 'time',
      payerName: 'NAME',
      ref1: 'Reference No. 1',
      ref2: 'REF 2',
      amount: 'Credit Amount',
      bankRef: 'Trans.ID',
      branch: null,
      channel: null,
    });
  });

  it('prefers whole names and uses a header once', () => {
    const suggested = suggestBankMapping([
      'Date/Time',
      'Payment Date',
      'Debit Amount',
      'Amount (THB)',
      'Branch Name',
      'Payer Name (ชื่อ)',
    ]);
    expect(suggested).toEqual({
      date: 'Payment Date',
      time: 'Date/Time',
      payerName: 'Payer Name (ชื่อ)',
      ref1: null,
      ref2: null,
      amount: 'Amount (THB)',
      bankRef: null,
      branch: 'Branch Name',
      channel: null,
    });
    expect(suggestBankMapping(['วันที่/เวลา'])).toMatchObject({ date: 'วันที่/เวลา', time: null });
  });

  it('gives nulls for unknown headers', () => {
    expect(Object.values(suggestBankMapping(['foo', 'bar', '']))).toEqual(Array(9).fill(null));
  });
});

describe('statementColumns', () => {
  it('reads a Thai statement header', () => {
    const headers = ['วันที่', 'เวลา', 'รายการ', 'ถอนเงิน', 'ฝากเงิน', 'ยอดคงเหลือ', 'ช่องทาง'];
    expect(statementColumns(headers)).toEqual({
      date: 0,
      time: 1,
      description: 2,
      withdrawal: 3,
      deposit: 4,
      balance: 5,
    });
    expect(isStatementHeader(headers)).toBe(true);
  });

  it('reads an English statement header', () => {
    const headers = ['Date', 'Time', 'Description', 'Withdrawal', 'Deposit', 'Balance'];
    expect(statementColumns(headers)).toEqual({
      date: 0,
      time: 1,
      description: 2,
      withdrawal: 3,
      deposit: 4,
      balance: 5,
    });
  });

  it('takes Debit / Credit and names with more words', () => {
    const headers = ['Transaction Date', 'Details', 'Debit', 'Credit', 'Outstanding Balance'];
    expect(statementColumns(headers)).toEqual({
      date: 0,
      time: null,
      description: 1,
      withdrawal: 2,
      deposit: 3,
      balance: 4,
    });
    expect(statementColumns(['วันที่ทำรายการ', 'รายละเอียด', 'ฝาก', 'คงเหลือ'])).toEqual({
      date: 0,
      time: null,
      description: 1,
      withdrawal: null,
      deposit: 2,
      balance: 3,
    });
  });

  it('is null without a date or a deposit column', () => {
    expect(statementColumns(['Time', 'Deposit', 'Balance'])).toBeNull();
    expect(statementColumns(['Date', 'Withdrawal', 'Balance'])).toBeNull();
  });

  it('tells a statement header from a bill-payment export', () => {
    expect(isStatementHeader(['Deposit', 'Balance'])).toBe(true);
    expect(isStatementHeader(['ฝาก', 'ถอน'])).toBe(true);
    expect(isStatementHeader(['Date', 'Deposit'])).toBe(false);
    expect(
      isStatementHeader([
        'Payment Date',
        'Payment Time',
        'Customer Name',
        'Ref.1',
        'Ref.2',
        'Amount',
      ]),
    ).toBe(false);
  });
});

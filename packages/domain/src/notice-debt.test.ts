import { describe, expect, it } from 'vitest';
import { isOverdue, splitNoticeDebt } from './notice-debt.ts';

const october = { id: 'oct', billDate: '2025-10-28', dueDate: '2025-11-12' };
const november = { id: 'nov', billDate: '2025-11-28', dueDate: '2025-12-13' };
const fee = { id: 'fee', billDate: '2025-11-20', dueDate: null };

describe('isOverdue', () => {
  it('is overdue the day after the due date, not on it', () => {
    expect(isOverdue(october, '2025-11-12')).toBe(false);
    expect(isOverdue(october, '2025-11-13')).toBe(true);
  });

  it('reads a bill without a due date as due on its bill date', () => {
    expect(isOverdue(fee, '2025-11-20')).toBe(false);
    expect(isOverdue(fee, '2025-11-21')).toBe(true);
  });
});

describe('splitNoticeDebt', () => {
  it('demands October and shows November, due 13/12, apart on 28/11', () => {
    const { overdue, notYetDue } = splitNoticeDebt([october, fee, november], '2025-11-28');
    expect(overdue.map((b) => b.id)).toEqual(['oct', 'fee']);
    expect(notYetDue.map((b) => b.id)).toEqual(['nov']);
  });

  it('demands nothing when the only bill is not yet due', () => {
    expect(splitNoticeDebt([november], '2025-12-05')).toEqual({
      overdue: [],
      notYetDue: [november],
    });
  });
});

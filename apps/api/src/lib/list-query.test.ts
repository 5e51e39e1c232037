import { describe, expect, it } from 'vitest';
import { offices } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { escapeLike, orderFor, pageOf } from './list-query.ts';

describe('list helpers', () => {
  it('turns page and pageSize into a window', () => {
    expect(pageOf({ page: 1, pageSize: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageOf({ page: 3, pageSize: 50 })).toEqual({ limit: 50, offset: 100 });
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('refuses a sort field outside the whitelist with a field error on sort', () => {
    const map = { code: { column: offices.code, text: true } };
    expect(orderFor('-code', map, 'code', offices.id)).toHaveLength(2);
    const attempt = () => orderFor('password_hash', map, 'code', offices.id);
    expect(attempt).toThrow(AppError);
    try {
      attempt();
    } catch (err) {
      expect((err as AppError).code).toBe('VALIDATION');
      expect((err as AppError).errors).toEqual([{ path: 'sort', message: 'validation:sort' }]);
    }
  });
});

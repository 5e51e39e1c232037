import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waterUserInput, type WaterUser } from '@prapa/contracts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { countAll } from '../../lib/list-query.ts';
import {
  createUser,
  listUsers,
  nationalId,
  pathsOf,
  send,
  userBody,
  useWaterApp,
} from './water-user-fixtures.ts';
import { searchable, waterUserWhere } from './water-user-search.repo.ts';
import { insertWaterUsers } from './water-users.repo.ts';
import { rowOf } from './water-users.service.ts';

const ctx = useWaterApp();
const path = '/api/v1/water-users';
const list = (query: string) => listUsers(ctx, query);

describe('/user: the list', () => {
  const seed = async () => {
    const b = ctx.basicsA;
    const made = [
      await createUser(ctx, {
        customerNo: 'L-003',
        firstName: 'ขวัญใจ',
        lastName: 'ศรีสุข',
        phone: '0891111111',
      }),
      await createUser(ctx, {
        customerNo: 'L-001',
        firstName: 'กมล',
        lastName: 'บุญมา',
        latitude: null,
        longitude: null,
      }),
      await createUser(ctx, {
        customerNo: 'L-002',
        firstName: 'เกษม',
        lastName: 'ทองคำ',
        routeId: b.route2Id,
        userTypeId: b.userTypes.GOV,
        meterSizeId: b.meterSizes['1'],
        usageStatusId: b.statuses.SUSPEND,
        nationalId: nationalId('340120099999'),
      }),
    ];
    return made;
  };

  it('searches number, name, phone, national id and address; filters; sorts in Thai order; pages', async () => {
    const made = await seed();
    const ids = (r: { items: WaterUser[] }) => r.items.map((u) => u.customerNo);
    expect(ids(await list('q=L-00&sort=customerNo'))).toEqual(['L-001', 'L-002', 'L-003']);
    expect(ids(await list(`q=${encodeURIComponent('ทองคำ')}`))).toEqual(['L-002']);
    expect(ids(await list('q=0891111'))).toEqual(['L-003']);
    expect(ids(await list(`q=${nationalId('340120099999').slice(3, 10)}`))).toEqual(['L-002']);
    expect(ids(await list(`q=${encodeURIComponent('เกษม ทอง')}`))).toEqual(['L-002']);
    // The address as screens spell it: house, หมู่, road, sub-district, district.
    await createUser(ctx, {
      customerNo: 'ADR-1',
      address: { ...userBody(ctx.basicsA).address, houseNo: '77/9', moo: 4, road: 'มิตรภาพ' },
    });
    expect(ids(await list(`q=${encodeURIComponent('77/9 หมู่ 4')}`))).toEqual(['ADR-1']);
    expect(ids(await list(`q=${encodeURIComponent('ถ.มิตรภาพ')}`))).toEqual(['ADR-1']);
    expect(ids(await list(`q=${encodeURIComponent('ในเมือง')}&pageSize=100`))).toContain('ADR-1');
    // % is a character, not a wildcard.
    expect((await list('q=%25')).total).toBe(0);
    const q = 'q=L-00';
    expect(ids(await list(`${q}&routeId=${ctx.basicsA.route2Id}`))).toEqual(['L-002']);
    expect(ids(await list(`${q}&userTypeId=${ctx.basicsA.userTypes.GOV}`))).toEqual(['L-002']);
    expect(ids(await list(`${q}&meterSizeId=${ctx.basicsA.meterSizes['1']}`))).toEqual(['L-002']);
    expect(ids(await list(`${q}&usageStatusId=${ctx.basicsA.statuses.SUSPEND}`))).toEqual([
      'L-002',
    ]);
    expect(ids(await list(`${q}&areaId=${ctx.basicsA.areaId}&sort=customerNo`))).toEqual([
      'L-001',
      'L-002',
      'L-003',
    ]);
    expect(ids(await list(`${q}&areaId=${ctx.basicsA.area2Id}`))).toEqual([]);
    expect(ids(await list(`${q}&hasLocation=false`))).toEqual(['L-001']);
    expect(ids(await list(`${q}&hasLocation=true&sort=-customerNo`))).toEqual(['L-003', 'L-002']);
    // Thai order: ก before ข; เกษม sorts by its consonant ก, after กมล.
    expect(ids(await list(`${q}&sort=name`))).toEqual(['L-001', 'L-002', 'L-003']);
    expect(ids(await list(`${q}&sort=-name`))).toEqual(['L-003', 'L-002', 'L-001']);
    // By route: R1 before R2, in walk order within a route.
    expect(ids(await list(`${q}&sort=route`))).toEqual(['L-003', 'L-001', 'L-002']);
    expect(ids(await list(`${q}&sort=area`))).toHaveLength(3);
    expect(ids(await list(`${q}&sort=-createdAt`))).toEqual(['L-002', 'L-001', 'L-003']);
    const page = await list(`${q}&sort=customerNo&pageSize=2&page=2`);
    expect(page.total).toBe(3);
    expect(ids(page)).toEqual(['L-003']);
    expect(await list(`${q}&pageSize=2&page=5`)).toEqual({ items: [], total: 3 });
    const bad = await send(ctx.t, ctx.clerk, 'GET', `${path}?sort=nationalId`);
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad)).toEqual(['sort']);
    expect(made.every((u) => u.meter === null)).toBe(true);
  });

  it('exports the filtered list with Thai headers, read back', async () => {
    const res = await send(ctx.t, ctx.clerk, 'GET', `${path}/export?q=L-00&sort=customerNo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const sheet = await readXlsx(res);
    expect(sheet.header.slice(0, 6)).toEqual([
      'เลขผู้ใช้น้ำ',
      'คำนำหน้า',
      'ชื่อ',
      'นามสกุล',
      'เลขประจำตัวประชาชน',
      'โทรศัพท์',
    ]);
    expect(sheet.header).toContain('หมายเลขมาตร');
    expect(sheet.rows.map((r) => r[0])).toEqual(['L-001', 'L-002', 'L-003']);
    const row = sheet.rows[1] ?? [];
    expect(row[sheet.header.indexOf('สายเก็บเงิน')]).toBe('สายสอง');
    expect(row[sheet.header.indexOf('เงินประกันมาตร (บาท)')]).toBe(400);
    expect(row[sheet.header.indexOf('วันที่เริ่มใช้น้ำ')]).toBe('15/01/2568');
    const en = await readXlsx(
      await send(ctx.t, ctx.clerk, 'GET', `${path}/export?q=L-001`, undefined, {
        'accept-language': 'en',
      }),
    );
    expect(en.header[0]).toBe('Customer number');
    expect(en.rows).toHaveLength(1);
  });
});

describe('/user: the search at scale', () => {
  it('uses the trigram index under row-level security (through the view of migration 0005)', async () => {
    const body = waterUserInput.parse(userBody(ctx.basicsA));
    const rows = Array.from({ length: 3_000 }, (_, i) => ({
      ...rowOf(body, `SC-${String(i).padStart(5, '0')}`),
      phone: `08${String((i * 7_919_113) % 100_000_000).padStart(8, '0')}`,
    }));
    await withTenant(ctx.t.database.db, ctx.a.id, (tx) => insertWaterUsers(tx, ctx.a.id, rows));
    await withSystem(ctx.t.database.db, (tx) => tx.execute(sql`analyze water_users`));
    const filters = { q: rows[1_234]?.phone?.slice(2) ?? '', page: 1, pageSize: 20 };
    const plan = await withTenant(ctx.t.database.db, ctx.a.id, async (tx) => {
      // At 3,000 rows reading them all is still cheap; the question is whether the index
      // may serve at all (under RLS alone it may not: ILIKE is not leakproof).
      await tx.execute(sql`set local enable_seqscan = off`);
      const count = tx
        .select({ n: countAll })
        .from(searchable)
        .where(waterUserWhere(ctx.a.id, filters, '2026-01-01'));
      const res = (await tx.execute(sql`explain ${count}`)) as { rows: unknown[] };
      return JSON.stringify(res.rows);
    });
    expect(plan).toContain('water_users_org_search_trgm');
    const found = await list(`q=${encodeURIComponent(filters.q)}&sort=customerNo&pageSize=50`);
    expect(found.items.map((u) => u.customerNo)).toEqual(['SC-01234']);
  });
});

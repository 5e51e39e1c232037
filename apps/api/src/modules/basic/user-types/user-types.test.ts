import { describe, expect, it } from 'vitest';
import type { TariffInput, TariffVersion, UserType } from '@prapa/contracts';
import { MWA_RESIDENTIAL_2026, VILLAGE_FLAT_2026 } from '@prapa/domain';
import { readXlsx } from '../../../../test/read-xlsx.ts';
import { call, pathsOf, resourceSuite, useBasicApp } from '../shared/resource-suite.ts';

const ctx = useBasicApp();
const path = '/api/v1/basic/user-types';
const flat = { ...VILLAGE_FLAT_2026, effectiveFrom: '2020-01-01' };

resourceSuite(ctx, {
  path,
  entity: 'userType',
  writer: 'manager',
  forbidden: 'clerk',
  key: 'code',
  body: async (_c, _o, key) => ({ code: key, name: `ประเภท ${key}`, tariff: flat }),
  invalid: {
    body: { code: 'U1', name: '', tariff: { ...flat, method: 'random', minimumCharge: -1 } },
    paths: ['name', 'tariff.method', 'tariff.minimumCharge'],
  },
  change: { fields: { name: 'ราชการ', note: 'หน่วยงานรัฐ' }, expect: { name: 'ราชการ' } },
  headers: { th: 'รหัสประเภท', en: 'Type code' },
});

describe('/basic/type_of_user: versioned tariffs', () => {
  const manager = () => ctx.a.login('manager');
  const createType = async (code: string, tariff: TariffInput) => {
    const res = await call(ctx, await manager(), 'POST', path, { code, name: code, tariff });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as UserType;
  };
  const tariffsUrl = (id: string) => `${path}/${id}/tariffs`;

  it('refuses blocks that do not ascend, at the blocks', async () => {
    const blocks = [
      { upTo: 30, rate: 850 },
      { upTo: 10, rate: 1000 },
      { upTo: null, rate: 1200 },
    ];
    const res = await call(ctx, await manager(), 'POST', path, {
      code: 'BAD',
      name: 'ผิด',
      tariff: { ...flat, method: 'progressive', blocks },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'tariff.blocks', message: 'ช่วงปริมาณน้ำต้องเรียงจากน้อยไปมาก' },
    ]);
    const type = await createType('ASC', flat);
    const version = await call(ctx, await manager(), 'POST', tariffsUrl(type.id), {
      ...flat,
      effectiveFrom: '2099-01-01',
      method: 'step',
      blocks,
    });
    expect(pathsOf(version)).toEqual(['blocks']);
  });

  it('previews the MWA residential charge for 45 m³ with the domain code', async () => {
    const type = await createType('MWA', { ...MWA_RESIDENTIAL_2026, effectiveFrom: '2020-01-01' });
    expect(type.currentTariff).toMatchObject({ method: 'progressive', status: 'current' });
    const res = await call(
      ctx,
      await manager(),
      'GET',
      `${path}/${type.id}/tariff-preview?usage=45`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview.total).toBe(40705);
    expect(preview.lines).toEqual([
      { kind: 'block', from: 1, to: 30, volume: 30, rate: 850, amount: 25500 },
      { kind: 'block', from: 31, to: 40, volume: 10, rate: 1003, amount: 10030 },
      { kind: 'block', from: 41, to: 45, volume: 5, rate: 1035, amount: 5175 },
    ]);
  });

  it('keeps past and current versions as history and lets a future one change', async () => {
    const m = await manager();
    const type = await createType('HIS', flat);
    const [current] = (await call(ctx, m, 'GET', tariffsUrl(type.id))).json()
      .data as TariffVersion[];
    const edit = await call(ctx, m, 'PUT', `${tariffsUrl(type.id)}/${current?.id}`, flat);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'CONFLICT' });
    expect(edit.json().message).toMatch(/^อัตราค่าน้ำฉบับนี้มีผลบังคับใช้แล้ว/);
    const del = await call(ctx, m, 'DELETE', `${tariffsUrl(type.id)}/${current?.id}`);
    expect(del.statusCode).toBe(409);

    const past = await call(ctx, m, 'POST', tariffsUrl(type.id), {
      ...flat,
      effectiveFrom: '2021-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(pathsOf(past)).toEqual(['effectiveFrom']);

    const next = { ...flat, effectiveFrom: '2099-10-01', blocks: [{ upTo: null, rate: 900 }] };
    const added = await call(ctx, m, 'POST', tariffsUrl(type.id), next);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ status: 'future', effectiveFrom: '2099-10-01' });
    const id = added.json().data.id as string;
    const same = await call(ctx, m, 'POST', tariffsUrl(type.id), next);
    expect(same.statusCode).toBe(409);
    expect(pathsOf(same)).toEqual(['effectiveFrom']);

    const changed = await call(ctx, m, 'PUT', `${tariffsUrl(type.id)}/${id}`, {
      ...next,
      minimumCharge: 3000,
    });
    expect(changed.json().data).toMatchObject({ minimumCharge: 3000, status: 'future' });
    const versions = (await call(ctx, m, 'GET', tariffsUrl(type.id))).json()
      .data as TariffVersion[];
    expect(versions.map((v) => v.status)).toEqual(['future', 'current']);

    // The preview prices a date by the version in force on it.
    const later = await call(
      ctx,
      m,
      'GET',
      `${path}/${type.id}/tariff-preview?usage=10&date=2099-12-01`,
    );
    expect(later.json().data).toMatchObject({ total: 9000, tariff: { id } });
    const now = await call(ctx, m, 'GET', `${path}/${type.id}/tariff-preview?usage=10`);
    expect(now.json().data.total).toBe(7000);
    const before = await call(
      ctx,
      m,
      'GET',
      `${path}/${type.id}/tariff-preview?usage=10&date=2019-12-31`,
    );
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('ยังไม่มีอัตราค่าน้ำที่มีผลในวันที่เลือก');

    expect((await call(ctx, m, 'DELETE', `${tariffsUrl(type.id)}/${id}`)).statusCode).toBe(200);
    const log = await call(ctx, m, 'GET', `/api/v1/audit?entity=tariff&entityId=${id}`);
    expect(log.json().data.items.map((e: { action: string }) => e.action)).toEqual([
      'tariff.delete',
      'tariff.update',
      'tariff.create',
    ]);
  });

  it('never deletes the only version, and keeps tariffs within the organisation', async () => {
    const m = await manager();
    const type = await createType('ONE', { ...flat, effectiveFrom: '2099-01-01' });
    expect(type.currentTariff).toMatchObject({ status: 'future' });
    const id = type.currentTariff?.id;
    const res = await call(ctx, m, 'DELETE', `${tariffsUrl(type.id)}/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/ฉบับเดียว/);
    const other = await ctx.b.login('manager');
    expect((await call(ctx, other, 'GET', tariffsUrl(type.id))).statusCode).toBe(404);
    const put = await call(ctx, other, 'PUT', `${tariffsUrl(type.id)}/${id}`, flat);
    expect(put.statusCode).toBe(404);
    const auditor = await call(
      ctx,
      await ctx.a.login('auditor'),
      'POST',
      tariffsUrl(type.id),
      flat,
    );
    expect(auditor.json().code).toBe('READ_ONLY');
  });

  it('exports the current tariff of each type', async () => {
    await createType('EXP', { ...MWA_RESIDENTIAL_2026, effectiveFrom: '2020-01-01' });
    const sheet = await readXlsx(await call(ctx, await manager(), 'GET', `${path}/export?q=EXP`));
    expect(sheet.rows[0]?.slice(0, 3)).toEqual(['EXP', 'EXP', 'อัตราก้าวหน้า (คิดแยกแต่ละช่วง)']);
    expect(String(sheet.rows[0]?.[4])).toMatch(/^1–30: 8\.50 · 31–40: 10\.03 .* 201\+: 14\.45$/);
  });
});

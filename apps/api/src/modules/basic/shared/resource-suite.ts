import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '@prapa/contracts';
import { createOrg, type Session, type TestOrg } from '../../../../test/factories.ts';
import { readXlsx } from '../../../../test/read-xlsx.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// The behaviour every basic-data resource shares, tested once per resource by the
// same suite: each resource's test file adds only what is its own.

export type Ctx = { t: TestApp; a: TestOrg; b: TestOrg };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Row = { id: string; active: boolean } & Record<string, unknown>;

/** A fresh database and two organisations (with their defaults) for one test file. */
export const useBasicApp = (): Ctx => {
  const ctx = {} as Ctx;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.a = await createOrg(ctx.t, 'ประปา ก');
    ctx.b = await createOrg(ctx.t, 'ประปา ข');
  });
  afterAll(() => ctx.t.close());
  return ctx;
};

export const call = (
  ctx: Ctx,
  s: Session,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  ctx.t.app.inject({
    method,
    url,
    headers: { ...s.headers, ...headers },
    ...(payload ? { payload } : {}),
  });

/** The distinct field paths of an error answer, sorted. */
export const pathsOf = (res: LightMyRequestResponse) =>
  [...new Set((res.json().errors as { path: string }[]).map((e) => e.path))].sort();

export type SuiteSpec = {
  path: string;
  entity: string;
  /** Who may write (basic: manager; devices: IT) and an admin-or-editor who may not. */
  writer: Position;
  forbidden: Position;
  /** A valid body whose identifying field (code, or a printer's name) holds `key`. */
  body: (ctx: Ctx, org: TestOrg, key: string) => Promise<Record<string, unknown>>;
  key: 'code' | 'name';
  invalid: { body: Record<string, unknown>; paths: string[] };
  change: { fields: Record<string, unknown>; expect: Record<string, unknown> };
  headers: { th: string; en: string };
};

export const resourceSuite = (ctx: Ctx, spec: SuiteSpec) => {
  const writer = () => ctx.a.login(spec.writer);
  const post = async (key: string, extra: Record<string, unknown> = {}) => {
    const body = { ...(await spec.body(ctx, ctx.a, key)), ...extra };
    const res = await call(ctx, await writer(), 'POST', spec.path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row;
  };
  const keysOf = (res: LightMyRequestResponse) =>
    (res.json().data.items as Row[]).map((r) => r[spec.key]);

  describe(`${spec.path}: the shared behaviour`, () => {
    it('creates, updates, deactivates and activates, each audited', async () => {
      const row = await post('CRUD1');
      expect(row).toMatchObject({ [spec.key]: 'CRUD1', active: true });
      const w = await writer();
      const body = { ...(await spec.body(ctx, ctx.a, 'CRUD1')), ...spec.change.fields };
      const put = await call(ctx, w, 'PUT', `${spec.path}/${row.id}`, body);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data).toMatchObject(spec.change.expect);
      const off = await call(ctx, w, 'POST', `${spec.path}/${row.id}/deactivate`);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.active).toBe(false);
      const inactive = await call(ctx, w, 'GET', `${spec.path}?active=false&q=CRUD1`);
      expect(keysOf(inactive)).toEqual(['CRUD1']);
      const on = await call(ctx, w, 'POST', `${spec.path}/${row.id}/activate`);
      expect(on.json().data.active).toBe(true);
      const got = await call(ctx, w, 'GET', `${spec.path}/${row.id}`);
      expect(got.json().data).toEqual(on.json().data);
      const manager = await ctx.a.login('manager');
      const log = await call(
        ctx,
        manager,
        'GET',
        `/api/v1/audit?entity=${spec.entity}&entityId=${row.id}`,
      );
      expect(log.json().data.items.map((e: { action: string }) => e.action)).toEqual(
        ['activate', 'deactivate', 'update', 'create'].map((v) => `${spec.entity}.${v}`),
      );
    });

    if (spec.key === 'code') {
      it('refuses a code in use (whatever its case) with a field error on code', async () => {
        await post('DUP1');
        const body = await spec.body(ctx, ctx.a, 'dup1');
        const res = await call(ctx, await writer(), 'POST', spec.path, body);
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('DUPLICATE_CODE');
        expect(pathsOf(res)).toEqual(['code']);
        const other = await call(ctx, await ctx.b.login(spec.writer), 'POST', spec.path, {
          ...(await spec.body(ctx, ctx.b, 'DUP1')),
        });
        expect(other.statusCode, other.body).toBe(200);
      });
    }

    it('refuses invalid input with the paths of the fields', async () => {
      const res = await call(ctx, await writer(), 'POST', spec.path, spec.invalid.body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(pathsOf(res)).toEqual([...spec.invalid.paths].sort());
    });

    it('lists with search, sort and paging', async () => {
      for (const key of ['PG2', 'PG3', 'PG1']) await post(key);
      const w = await writer();
      const page = await call(ctx, w, 'GET', `${spec.path}?q=PG&sort=-${spec.key}&pageSize=2`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data.total).toBe(3);
      expect(keysOf(page)).toEqual(['PG3', 'PG2']);
      const next = await call(
        ctx,
        w,
        'GET',
        `${spec.path}?q=pg&sort=-${spec.key}&pageSize=2&page=2`,
      );
      expect(keysOf(next)).toEqual(['PG1']);
      const bad = await call(ctx, w, 'GET', `${spec.path}?sort=secret`);
      expect(bad.statusCode).toBe(400);
      expect(pathsOf(bad)).toEqual(['sort']);
    });

    it('exports the filtered list to .xlsx with headers in the caller’s language', async () => {
      await post('XP1');
      const w = await writer();
      const th = await readXlsx(await call(ctx, w, 'GET', `${spec.path}/export?q=XP1`));
      expect(th.header[0]).toBe(spec.headers.th);
      expect(th.rows.map((r) => r.includes('XP1'))).toEqual([true]);
      const res = await call(ctx, w, 'GET', `${spec.path}/export?q=XP1`, undefined, {
        'accept-language': 'en',
      });
      expect(res.headers['content-disposition']).toMatch(/\.xlsx/);
      expect((await readXlsx(res)).header[0]).toBe(spec.headers.en);
    });

    it('refuses the auditor (read-only) and an officer without the right', async () => {
      const body = await spec.body(ctx, ctx.a, 'NOPE');
      const auditor = await ctx.a.login('auditor');
      expect((await call(ctx, auditor, 'GET', spec.path)).statusCode).toBe(200);
      const ro = await call(ctx, auditor, 'POST', spec.path, body);
      expect(ro.statusCode).toBe(403);
      expect(ro.json().code).toBe('READ_ONLY');
      const no = await call(ctx, await ctx.a.login(spec.forbidden), 'POST', spec.path, body);
      expect(no.statusCode).toBe(403);
      expect(no.json().code).toBe('FORBIDDEN');
    });

    it('answers 404 for another organisation’s row', async () => {
      const row = await post('MINE1');
      const other = await ctx.b.login(spec.writer);
      const body = await spec.body(ctx, ctx.b, 'THEIRS');
      expect((await call(ctx, other, 'GET', `${spec.path}/${row.id}`)).statusCode).toBe(404);
      expect((await call(ctx, other, 'PUT', `${spec.path}/${row.id}`, body)).statusCode).toBe(404);
      const off = await call(ctx, other, 'POST', `${spec.path}/${row.id}/deactivate`);
      expect(off.statusCode).toBe(404);
      const still = await call(ctx, await writer(), 'GET', `${spec.path}/${row.id}`);
      expect(still.json().data).toMatchObject({ [spec.key]: 'MINE1', active: true });
    });
  });
};

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/json-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ready = () =>
  t.app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'en' } });
const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

const failing = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);

// One app for the whole file, in order: ready, then each check broken and mended.
describe('GET /api/ready', () => {
  it('answers 200 when the database answers, migrations are applied and jobs run', async () => {
    const res = await ready();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      status: 'ready',
      database: t.database.kind,
      migrations: 'applied',
      jobs: 'running',
    });
  });

  it('is public and documented under system', async () => {
    const doc = t.app.swagger() as {
      paths: Record<string, { get?: { tags?: string[]; responses?: Record<string, unknown> } }>;
    };
    expect(doc.paths['/api/ready']?.get?.tags).toEqual(['system']);
    expect(Object.keys(doc.paths['/api/ready']?.get?.responses ?? {})).toEqual(['200', '503']);
  });

  it('answers 503 naming the migrations when the newest one is not recorded', async () => {
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await t.database.db.execute(
        sql`select id, hash, created_at::text from drizzle.__drizzle_migrations
            order by created_at desc limit 1`,
      ),
    );
    expect(last).toBeDefined();
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`,
    );
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_READY', data: null });
      expect(failing(res.json())).toEqual(['migrations']);
      expect(res.json().message).toMatch(/migrations pending/);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${last?.id}, ${last?.hash}, ${last?.created_at}::bigint)`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 (draining) while health still answers 200', async () => {
    t.app.lifecycle.draining = true;
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(failing(res.json())).toEqual(['server']);
      expect(res.json().message).toMatch(/shutting down/);
      expect((await health()).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('answers 503 naming the job runner once it is stopped, in the caller language', async () => {
    await t.app.jobs.stop();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(failing(res.json())).toEqual(['jobs']);
    const th = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(th.json().message).toBe('ตัวประมวลผลงานเบื้องหลังไม่ได้ทำงาน');
    expect((await health()).statusCode).toBe(200);
  });
});

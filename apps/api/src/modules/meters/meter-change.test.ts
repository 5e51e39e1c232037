import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MeterChangeRequest, MeterInstallation } from '@prapa/contracts';
import { login, type Session } from '../../../test/factories.ts';
import { withSystem } from '../../db/tenant.ts';
import {
  createUser,
  pathsOf,
  send,
  useWaterApp,
  userBody,
} from '../water-users/water-user-fixtures.ts';

// Issue 24 (positions): a meter reader does not change the register; a meter changed in
// the field is a request the clerk or the manager approves (the register's replacement,
// by the office's own rule) or rejects with a reason. Money-moving rights are finance's.

const ctx = useWaterApp();
let reader: Session;
let cashier: Session;
let manager: Session;
let finance: Session;

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  cashier = await ctx.a.login('cashier');
  manager = await ctx.a.login('manager');
  finance = await ctx.a.login('finance_officer');
});

const PATH = '/api/v1/meter-change-requests';

/** A connection of A with meter `serial` from 2025-01-10 at reading 120 (4 digits). */
const connection = async (customerNo: string, serial: string) => {
  const user = await createUser(ctx, { customerNo });
  const res = await send(ctx.t, ctx.clerk, 'POST', `/api/v1/water-users/${user.id}/meter`, {
    serial,
    meterSizeId: ctx.basicsA.meterSizes['0.5'],
    digits: 4,
    installedOn: '2025-01-10',
    initialReading: 120,
  });
  expect(res.statusCode, res.body).toBe(200);
  return user.id as string;
};

const asked = (waterUserId: string, over: Record<string, unknown> = {}) => ({
  waterUserId,
  changedOn: '2025-06-03',
  oldFinalReading: 350,
  newSerial: `NEW-${waterUserId.slice(0, 8)}`,
  newInitialReading: 2,
  reason: 'มาตรเดิมชำรุด หน้าปัดแตก',
  note: 'เปลี่ยนหน้างาน',
  ...over,
});

const history = async (waterUserId: string) => {
  const res = await send(ctx.t, ctx.clerk, 'GET', `/api/v1/water-users/${waterUserId}/meters`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MeterInstallation[];
};

const auditOf = async (waterUserId: string) => {
  const res = await send(
    ctx.t,
    manager,
    'GET',
    `/api/v1/audit?entity=water_user&entityId=${waterUserId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { action: string; reason: string | null }[]).map((e) => e);
};

describe('rights that move money or change the register', () => {
  it("refuses the reader's 10 % disability discount (403) and changes nothing", async () => {
    const id = await connection('MC-1', 'MC-OLD-1');
    const scheme = ctx.basicsA.schemes.DISABLED ?? Object.values(ctx.basicsA.schemes)[0];
    const body = { schemeId: scheme, evidence: 'บัตรคนพิการ', validFrom: '2025-01-01' };
    const res = await send(ctx.t, reader, 'POST', `/api/v1/water-users/${id}/entitlements`, body);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์ทำรายการนี้' });
    const list = await send(ctx.t, ctx.clerk, 'GET', `/api/v1/water-users/${id}/entitlements`);
    expect(list.json().data).toEqual([]);
    // The clerk may not either; finance grants it.
    const clerk = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      `/api/v1/water-users/${id}/entitlements`,
      body,
    );
    expect(clerk.statusCode).toBe(403);
    const granted = await send(
      ctx.t,
      finance,
      'POST',
      `/api/v1/water-users/${id}/entitlements`,
      body,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    const removed = await send(
      ctx.t,
      reader,
      'DELETE',
      `/api/v1/water-users/${id}/entitlements/${granted.json().data.id as string}`,
    );
    expect(removed.statusCode).toBe(403);
  });

  it('lets neither the cashier nor the reader replace or remove a meter, nor cancel', async () => {
    const id = await connection('MC-2', 'MC-OLD-2');
    const replace = {
      serial: 'MC-NEW-2',
      meterSizeId: ctx.basicsA.meterSizes['0.5'],
      digits: 4,
      installedOn: '2025-06-01',
      initialReading: 0,
      oldFinalReading: 200,
      reason: 'ชำรุด',
    };
    for (const who of [cashier, reader]) {
      const res = await send(
        ctx.t,
        who,
        'POST',
        `/api/v1/water-users/${id}/meter/replace`,
        replace,
      );
      expect(res.statusCode, res.body).toBe(403);
      const remove = await send(ctx.t, who, 'POST', `/api/v1/water-users/${id}/meter/remove`, {
        removedOn: '2025-06-01',
        finalReading: 200,
        reason: 'ถอด',
      });
      expect(remove.statusCode).toBe(403);
    }
    for (const who of [cashier, reader, ctx.clerk]) {
      const res = await send(ctx.t, who, 'POST', `/api/v1/water-users/${id}/cancel`, {
        reason: 'ย้ายออก',
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await history(id)).map((m) => m.serial)).toEqual(['MC-OLD-2']);
    // The clerk may not cancel through the edit form either: cancelling has its own right.
    const edit = await send(
      ctx.t,
      ctx.clerk,
      'PUT',
      `/api/v1/water-users/${id}`,
      userBody(ctx.basicsA, { customerNo: 'MC-2', usageStatusId: ctx.basicsA.statuses.CANCEL }),
    );
    expect(edit.statusCode, edit.body).toBe(400);
    expect(pathsOf(edit)).toEqual(['usageStatusId']);
    const cancelled = await send(ctx.t, finance, 'POST', `/api/v1/water-users/${id}/cancel`, {
      reason: 'ย้ายออก',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});

describe('a meter change asked from the field', () => {
  it('is filed by the reader, approved by the clerk, and the register changes with its readings', async () => {
    const id = await connection('MC-3', 'MC-OLD-3');
    const filed = await send(ctx.t, reader, 'POST', PATH, asked(id, { newSerial: 'MC-NEW-3' }));
    expect(filed.statusCode, filed.body).toBe(200);
    const request = filed.json().data as MeterChangeRequest;
    expect(request).toMatchObject({
      waterUserId: id,
      customerNo: 'MC-3',
      oldSerial: 'MC-OLD-3',
      newSerial: 'MC-NEW-3',
      oldFinalReading: 350,
      newInitialReading: 2,
      status: 'pending',
      requestedBy: reader.user.id,
      decidedBy: null,
      installationId: null,
    });
    // Nothing in the register moved yet.
    expect((await history(id)).map((m) => m.serial)).toEqual(['MC-OLD-3']);
    // A second request for the same connection waits for the first.
    const twice = await send(ctx.t, reader, 'POST', PATH, asked(id, { newSerial: 'MC-NEW-3B' }));
    expect(twice.statusCode).toBe(409);

    // The clerk sees it in the pending list; the reader may not decide it.
    const listed = await send(ctx.t, ctx.clerk, 'GET', `${PATH}?status=pending`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items.map((r: MeterChangeRequest) => r.id)).toContain(request.id);
    const self = await send(ctx.t, reader, 'POST', `${PATH}/${request.id}/approve`, {});
    expect(self.statusCode).toBe(403);

    const approved = await send(ctx.t, ctx.clerk, 'POST', `${PATH}/${request.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      decidedBy: ctx.clerk.user.id,
      installationId: expect.any(String),
    });
    const [now, old] = await history(id);
    expect(now).toMatchObject({
      id: approved.json().data.installationId,
      serial: 'MC-NEW-3',
      installedOn: '2025-06-03',
      initialReading: 2,
      digits: 4,
      removedOn: null,
    });
    expect(old).toMatchObject({
      serial: 'MC-OLD-3',
      removedOn: '2025-06-03',
      finalReading: 350,
      reason: 'มาตรเดิมชำรุด หน้าปัดแตก',
    });
    const shown = (await send(ctx.t, ctx.clerk, 'GET', `/api/v1/water-users/${id}`)).json().data;
    expect(shown.meter).toMatchObject({ serial: 'MC-NEW-3', initialReading: 2 });
    // Decided once.
    const again = await send(ctx.t, ctx.clerk, 'POST', `${PATH}/${request.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    const actions = (await auditOf(id)).map((e) => e.action);
    expect(actions.slice(0, 3)).toEqual([
      'meter_change.approve',
      'meter.replace',
      'meter_change.request',
    ]);
  });

  it('hears at once of a reading the replacement would refuse, and nothing is filed', async () => {
    const id = await connection('MC-4', 'MC-OLD-4');
    const res = await send(
      ctx.t,
      reader,
      'POST',
      PATH,
      asked(id, { oldFinalReading: 100, changedOn: '2024-12-31', newSerial: 'MC-OLD-4' }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(pathsOf(res)).toEqual(['changedOn', 'newSerial', 'oldFinalReading']);
    const none = await send(ctx.t, ctx.clerk, 'GET', `${PATH}?waterUserId=${id}`);
    expect(none.json().data.total).toBe(0);
  });

  it('is rejected with a reason and kept; the register is untouched; the reader sees their own', async () => {
    const id = await connection('MC-5', 'MC-OLD-5');
    const filed = await send(ctx.t, reader, 'POST', PATH, asked(id, { newSerial: 'MC-NEW-5' }));
    expect(filed.statusCode, filed.body).toBe(200);
    const requestId = filed.json().data.id as string;
    const blank = await send(ctx.t, manager, 'POST', `${PATH}/${requestId}/reject`, {
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const rejected = await send(ctx.t, manager, 'POST', `${PATH}/${requestId}/reject`, {
      reason: 'เลขมาตรใหม่ไม่ตรงกับที่เบิกไป',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      decidedBy: manager.user.id,
      decisionReason: 'เลขมาตรใหม่ไม่ตรงกับที่เบิกไป',
      installationId: null,
    });
    expect((await history(id)).map((m) => m.serial)).toEqual(['MC-OLD-5']);
    const late = await send(ctx.t, ctx.clerk, 'POST', `${PATH}/${requestId}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'meter_change.reject',
      reason: 'เลขมาตรใหม่ไม่ตรงกับที่เบิกไป',
    });

    // A second reader sees their own requests only; the clerk sees every one.
    const made = await send(ctx.t, manager, 'POST', '/api/v1/officers', {
      username: 'reader2',
      password: 'secret123',
      fullName: 'ผู้จดมาตร สอง',
      position: 'meter_reader',
      role: 'editor',
    });
    expect(made.statusCode, made.body).toBe(200);
    const second = await login(ctx.t, ctx.a.id, 'reader2');
    const otherId = await connection('MC-5B', 'MC-OLD-5B');
    const theirs = await send(ctx.t, second, 'POST', PATH, asked(otherId, { newSerial: 'MC-5B' }));
    expect(theirs.statusCode, theirs.body).toBe(200);
    const seen = async (s: Session) =>
      ((await send(ctx.t, s, 'GET', PATH)).json().data.items as MeterChangeRequest[]).map(
        (r) => r.requestedBy,
      );
    expect(new Set(await seen(reader))).toEqual(new Set([reader.user.id]));
    expect(new Set(await seen(second))).toEqual(new Set([second.user.id]));
    expect(new Set(await seen(ctx.clerk))).toEqual(new Set([reader.user.id, second.user.id]));
    // The database keeps the decision as written, even for its owner.
    await expect(
      withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`update meter_change_requests set reason = 'x' where id = ${requestId}`),
      ),
    ).rejects.toThrow();
  });

  it('answers 404 across organisations and refuses the cashier and the auditor', async () => {
    const id = await connection('MC-6', 'MC-OLD-6');
    const filed = await send(ctx.t, reader, 'POST', PATH, asked(id, { newSerial: 'MC-NEW-6' }));
    const requestId = filed.json().data.id as string;
    const bReader = await ctx.b.login('meter_reader');
    const bClerk = await ctx.b.login('clerk');
    expect((await send(ctx.t, bReader, 'POST', PATH, asked(id))).statusCode).toBe(404);
    expect((await send(ctx.t, bClerk, 'POST', `${PATH}/${requestId}/approve`, {})).statusCode).toBe(
      404,
    );
    const rejectB = await send(ctx.t, bClerk, 'POST', `${PATH}/${requestId}/reject`, {
      reason: 'ไม่ใช่ของเรา',
    });
    expect(rejectB.statusCode).toBe(404);
    const listB = await send(ctx.t, bClerk, 'GET', `${PATH}?waterUserId=${id}`);
    expect(listB.json().data.total).toBe(0);

    expect((await send(ctx.t, cashier, 'POST', PATH, asked(id))).statusCode).toBe(403);
    expect((await send(ctx.t, cashier, 'GET', PATH)).statusCode).toBe(403);
    const auditor = await ctx.a.login('auditor');
    expect((await send(ctx.t, auditor, 'GET', PATH)).statusCode).toBe(200);
    const ro = await send(ctx.t, auditor, 'POST', `${PATH}/${requestId}/approve`, {});
    expect(ro.statusCode).toBe(403);
    expect(ro.json().code).toBe('READ_ONLY');
    // Still pending: nobody decided it.
    const still = await send(ctx.t, ctx.clerk, 'GET', `${PATH}?waterUserId=${id}`);
    expect(still.json().data.items[0]).toMatchObject({ status: 'pending' });
  });
});

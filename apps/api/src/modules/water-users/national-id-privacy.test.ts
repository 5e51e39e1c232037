import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { createUser, getData, nationalId, send, useWaterApp } from './water-user-fixtures.ts';

// Issue 14 §6 (PDPA): national ids leave the server masked, in lists, records, exports
// and the audit trail; the full id only through the audited reveal, to those who edit.
const ctx = useWaterApp();
const FULL = nationalId('350990012345');
const MASKED = `x-xxxx-xxxxx-${FULL.slice(10, 12)}-${FULL.slice(12)}`;

const reveal = async (id: string, position: 'clerk' | 'auditor' | 'meter_reader' = 'clerk') =>
  send(ctx.t, await ctx.a.login(position), 'POST', `/api/v1/water-users/${id}/national-id`);

describe('national ids (PDPA)', () => {
  it('are masked in the record, the list, the export and the audit trail', async () => {
    const user = await createUser(ctx, { nationalId: FULL });
    expect(user.nationalId).toBe(MASKED);
    expect((await getData(ctx, `/api/v1/water-users/${user.id}`)).nationalId).toBe(MASKED);
    const listed = await getData(ctx, `/api/v1/water-users?q=${user.customerNo}`);
    expect(listed.items[0].nationalId).toBe(MASKED);
    const auditor = await ctx.a.login('auditor');
    const asAuditor = await getData(ctx, `/api/v1/water-users/${user.id}`, auditor);
    expect(asAuditor.nationalId).toBe(MASKED);

    const file = await ctx.t.app.inject({
      url: `/api/v1/water-users/export?q=${user.customerNo}`,
      headers: ctx.clerk.headers,
    });
    const text = JSON.stringify((await readXlsx(file)).rows);
    expect(text).toContain(MASKED);
    expect(text).not.toContain(FULL);

    const trail = await getData(
      ctx,
      `/api/v1/audit?entity=water_user&entityId=${user.id}`,
      await ctx.a.login('manager'),
    );
    expect(JSON.stringify(trail)).not.toContain(FULL);
  });

  it('reveals the full id to an editor, writing who looked to the trail', async () => {
    const user = await createUser(ctx, { nationalId: FULL });
    const res = await reveal(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nationalId).toBe(FULL);
    const trail = await getData(
      ctx,
      `/api/v1/audit?entity=water_user&entityId=${user.id}`,
      await ctx.a.login('manager'),
    );
    expect(trail.items[0]).toMatchObject({
      action: 'water_user.national_id.reveal',
      officerName: expect.stringContaining('clerk'),
    });
  });

  it('refuses the reveal to read-only roles and to another organisation', async () => {
    const user = await createUser(ctx, { nationalId: FULL });
    expect((await reveal(user.id, 'auditor')).statusCode).toBe(403);
    const other = await send(
      ctx.t,
      await ctx.b.login('clerk'),
      'POST',
      `/api/v1/water-users/${user.id}/national-id`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('keeps the stored id when an edit leaves it out, and clears it on null', async () => {
    const user = await createUser(ctx, { nationalId: FULL });
    const { nationalId: _masked, ...rest } = {
      ...(await getData(ctx, `/api/v1/water-users/${user.id}`)),
    };
    const body = {
      title: rest.title,
      firstName: 'แก้ชื่อ',
      lastName: rest.lastName,
      phone: rest.phone,
      address: rest.address,
      areaId: rest.areaId,
      routeId: rest.routeId,
      userTypeId: rest.userTypeId,
      meterSizeId: rest.meterSizeId,
      usageStatusId: rest.usageStatusId,
    };
    const kept = await send(ctx.t, ctx.clerk, 'PUT', `/api/v1/water-users/${user.id}`, body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await reveal(user.id)).json().data.nationalId).toBe(FULL);
    const cleared = await send(ctx.t, ctx.clerk, 'PUT', `/api/v1/water-users/${user.id}`, {
      ...body,
      nationalId: null,
    });
    expect(cleared.json().data.nationalId).toBeNull();
  });
});

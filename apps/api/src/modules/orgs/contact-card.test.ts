import { describe, expect, it } from 'vitest';
import type { Bill, Organisation, PublicContactCard } from '@prapa/contracts';
import { expectPdf, pageText } from '../../documents/pdf-test-decode.ts';
import type { Session } from '../../../test/factories.ts';
import { createUser, send, useWaterApp } from '../water-users/water-user-fixtures.ts';

// The contact card (issue 27): saved with the organisation's settings and audited with
// them, shown to every position, printed for customers, and at the foot of the bills.

const ctx = useWaterApp();

const ACCOUNT = { bank: 'ธนาคารกรุงไทย', accountNo: '123-4-56789-0', accountName: 'ประปาบ้าน ก' };
const CARD = {
  officeName: 'สำนักงานประปาบ้าน ก',
  address: '99 หมู่ 3 ตำบลบ้านเป็ด อำเภอเมือง ขอนแก่น 40000',
  hours: 'จันทร์–ศุกร์ 08:30–16:30 น.',
  phones: ['043-123456', '081-2345678'],
  lineId: '@prapa-ban-ko',
  email: 'office@prapa.example',
  lat: 16.4419,
  lng: 102.8359,
  transferAccountNo: ACCOUNT.accountNo,
};

const settingsOf = ({
  id: _i,
  code: _c,
  isDemo: _d,
  active: _a,
  createdAt: _t,
  ...rest
}: Organisation) => rest;

const get = (s: Session, url: string) => ctx.t.app.inject({ url, headers: s.headers });

const saveCard = async (s: Session, card: object, accounts = [ACCOUNT]) => {
  const current = (await get(s, '/api/v1/org')).json().data as Organisation;
  return send(ctx.t, s, 'PUT', '/api/v1/org', {
    ...settingsOf(current),
    bankAccounts: accounts,
    contactCard: card,
  });
};

describe('the contact card', () => {
  it('is saved with the settings, audited before and after', async () => {
    const manager = await ctx.a.login('manager');
    const res = await saveCard(manager, CARD);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Organisation).contactCard).toEqual(CARD);
    const log = await get(manager, `/api/v1/audit?entity=organisation&entityId=${ctx.a.id}`);
    const entry = (log.json().data.items as { before: Organisation; after: Organisation }[])[0];
    expect(entry?.after.contactCard.lineId).toBe('@prapa-ban-ko');
    expect(entry?.before.contactCard.lineId).toBeNull();

    // A client that does not send the card keeps it.
    const { contactCard: _c, ...rest } = settingsOf(
      (await get(manager, '/api/v1/org')).json().data as Organisation,
    );
    const again = await send(ctx.t, manager, 'PUT', '/api/v1/org', rest);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as Organisation).contactCard).toEqual(CARD);
  });

  it('refuses a transfer account that is not one of the organisation’s, and half a map point', async () => {
    const manager = await ctx.a.login('manager');
    const other = await saveCard(manager, { ...CARD, transferAccountNo: '999-9-99999-9' });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('transferAccountNo');
    const half = await saveCard(manager, { ...CARD, lng: null });
    expect(half.statusCode).toBe(400);
    const line = await saveCard(manager, { ...CARD, lineId: 'not a line id' });
    expect(line.statusCode).toBe(400);
  });

  it('reads to every position, the organisation’s details filling the blanks', async () => {
    for (const position of ['cashier', 'meter_reader', 'auditor', 'clerk'] as const) {
      const res = await get(await ctx.a.login(position), '/api/v1/org/contact-card');
      expect(res.statusCode, position).toBe(200);
      const card = res.json().data as PublicContactCard;
      expect(card).toMatchObject({
        officeName: CARD.officeName,
        phones: CARD.phones,
        lineId: CARD.lineId,
        mapUrl: 'https://www.google.com/maps?q=16.441900,102.835900',
        transferAccount: { ...ACCOUNT, branch: null },
      });
    }
    // Organisation B never filled it: its own name, nothing invented; none of A's card.
    const b = (await get(await ctx.b.login('cashier'), '/api/v1/org/contact-card')).json()
      .data as PublicContactCard;
    expect(b).toMatchObject({ officeName: 'ประปา ข', lineId: null, transferAccount: null });
    expect(JSON.stringify(b)).not.toContain('prapa-ban-ko');
  });

  it('prints for customers with the phones, LINE, map point and account', async () => {
    const res = await get(await ctx.a.login('cashier'), '/api/v1/org/contact-card/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expectPdf(res.rawPayload);
    const text = (await pageText(res.rawPayload)).replace(/\s+/g, '');
    for (const expected of [
      '043-123456',
      '081-2345678',
      '@prapa-ban-ko',
      '16.441900,102.835900',
      '123-4-56789-0',
      'https://www.google.com/maps?q=16.441900,102.835900',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints its essentials at the foot of a bill', async () => {
    const manager = await ctx.a.login('manager');
    const user = await createUser(ctx);
    const sundry = await send(ctx.t, manager, 'POST', '/api/v1/bills/sundry', {
      waterUserId: user.id,
      sundryKind: 'other',
      amount: 5000,
      description: 'ค่าซ่อมท่อ',
    });
    expect(sundry.statusCode, sundry.body).toBe(200);
    const bill = sundry.json().data as Bill;
    const pdf = await get(manager, `/api/v1/bills/${bill.id}/pdf?paper=A5`);
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const text = (await pageText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('@prapa-ban-ko');
    expect(text).toContain('123-4-56789-0');
    expect(text).toContain('043-123456');
  });
});

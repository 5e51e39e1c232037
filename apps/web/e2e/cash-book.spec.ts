import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './helpers.ts';

// Issue 27, receiving money: finance of the municipality demo (DEMO-MUNI, which no other
// journey reads) takes a bill's cash at the counter, records part of the day's cash as a
// deposit slip and sees the closing cash fall by it, is refused (in Thai) a treasury
// transfer larger than the cash, and prints the day. The exact satang: cash-book.test.ts.

const ORG = 'DEMO-MUNI';
const ACCOUNT = {
  bank: 'ธนาคารกรุงไทย',
  accountNo: '981-0-12345-6',
  accountName: 'เทศบาลตำบลตัวอย่าง',
};

const session = async (request: APIRequestContext) => {
  const res = await request.post('/api/v1/cms/auth/login', {
    data: { org_id: ORG, username: 'finance', password: DEMO.password },
  });
  const { data } = (await res.json()) as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  return { authorization: `Bearer ${data.tokens.access.token}`, orgid: data.user.org_id };
};

/** The account on the organisation's settings, and a bill paid in cash today by finance. */
const cashOfToday = async (request: APIRequestContext) => {
  const headers = await session(request);
  const get = async <T>(url: string) =>
    ((await (await request.get(url, { headers })).json()) as { data: T }).data;
  const org = await get<Record<string, unknown> & { bankAccounts: { accountNo: string }[] }>(
    '/api/v1/org',
  );
  if (!org.bankAccounts.some((a) => a.accountNo === ACCOUNT.accountNo)) {
    const saved = await request.put('/api/v1/org', {
      headers,
      data: { ...org, bankAccounts: [...org.bankAccounts, ACCOUNT] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const channels = await get<{ items: { id: string; kind: string }[] }>(
    '/api/v1/basic/payment-channels?pageSize=100',
  );
  const cash = channels.items.find((c) => c.kind === 'cash');
  const bills = await get<{ items: { id: string; waterUserId: string; total: number }[] }>(
    '/api/v1/bills?status=issued&pageSize=100',
  );
  // Oldest first is what the counter takes: pay a connection's whole debt of one bill.
  const perUser = new Map<string, number>();
  for (const b of bills.items) perUser.set(b.waterUserId, (perUser.get(b.waterUserId) ?? 0) + 1);
  const bill = bills.items.find((b) => perUser.get(b.waterUserId) === 1) ?? bills.items[0];
  if (!bill || !cash) throw new Error('the municipality demo has no open bill or no cash channel');
  const paid = await request.post('/api/v1/receipts', {
    headers,
    data: {
      waterUserId: bill.waterUserId,
      billIds: [bill.id],
      amount: bill.total,
      channelId: cash.id,
      tendered: bill.total,
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
};

const baht = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

const closing = async (page: Page) => baht(await page.getByTestId('closing-cash').innerText());

test('finance deposits cash, sees the closing fall, is refused an overdraft and prints the day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await cashOfToday(page.request);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.goto(`/pages/login?to=${encodeURIComponent('/receive_management')}`);
  await page.locator('#org_id').click();
  await page.keyboard.type(ORG);
  await page.keyboard.press('Enter');
  await page.locator('#username').fill('finance');
  await page.locator('#password').fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/receive_management/);
  await expect(page.getByText('สรุปเงินสดประจำวัน')).toBeVisible();
  const before = await closing(page);
  expect(before).toBeGreaterThan(100);

  await page.getByRole('button', { name: 'บันทึกใบนำฝาก' }).click();
  const slip = page.locator('.ant-modal:visible');
  await slip.locator('#amount').fill('1.00');
  await slip.locator('#slipNo').fill(`E2E-${Date.now()}`);
  await slip.getByRole('button', { name: 'บันทึกใบนำฝาก' }).click();
  await expect(slip).toBeHidden();
  await expect.poll(() => closing(page)).toBe(before - 100);

  await page.getByRole('button', { name: 'บันทึกนำส่งคลัง' }).click();
  const treasury = page.locator('.ant-modal:visible');
  await treasury.locator('#amount').fill(((before + 100) / 100).toFixed(2));
  await treasury.locator('#documentNo').fill('นค E2E');
  await treasury.getByRole('button', { name: 'บันทึกนำส่งคลัง' }).click();
  await expect(treasury.getByText(/เงินสดคงเหลือไม่พอ/)).toBeVisible();
  await treasury.getByRole('button', { name: /ยกเลิก|Cancel/ }).click();
  await expect.poll(() => closing(page)).toBe(before - 100);

  const pdf = page.waitForResponse((r) => /\/api\/v1\/cash-book\/pdf/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'พิมพ์ PDF' }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
});

import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers.ts';

// /payment_check (issue 11): finance takes a transfer at the counter (through the API),
// opens the day's payments, ticks the transfer as found on the statement and reads the
// transfer channel's sum.

/** The API as `username` of the demo: GET and POST answering `data`. */
const apiAs = async (page: Page, username: string) => {
  const signIn = await page.request.post('/api/v1/cms/auth/login', {
    data: { org_id: DEMO.org, username, password: DEMO.password },
  });
  const { data } = (await signIn.json()) as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  const headers = { authorization: `Bearer ${data.tokens.access.token}`, orgid: data.user.org_id };
  const dataOf = async <T>(res: Awaited<ReturnType<typeof page.request.get>>) => {
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  return {
    get: async <T>(url: string) => dataOf<T>(await page.request.get(url, { headers })),
    post: async <T>(url: string, body: object) =>
      dataOf<T>(await page.request.post(url, { headers, data: body })),
  };
};

const baht = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('finance ticks a counter transfer against the statement and reads the channel sum', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  const finance = await apiAs(page, 'finance');
  // A bill the other journeys leave alone (they take the first ones).
  const bills = await finance.get<{
    items: { id: string; waterUserId: string; total: number; paid: number }[];
  }>('/api/v1/bills?status=issued&kind=water&pageSize=1&page=7');
  const bill = bills.items[0];
  if (!bill) throw new Error('the demo has no unpaid bill');
  const channels = await finance.get<{ items: { id: string; code: string }[] }>(
    '/api/v1/basic/payment-channels',
  );
  const transfer = channels.items.find((c) => c.code === 'TRANSFER');
  const amount = bill.total - bill.paid;
  const receipt = await finance.post<{ bookNo: string; number: number }>('/api/v1/receipts', {
    waterUserId: bill.waterUserId,
    billIds: [bill.id],
    amount,
    channelId: transfer?.id,
    reference: 'E2E-TRF-001',
  });

  await login(page, 'finance', '/payment_check');
  const row = page.locator('.ant-table-row', { hasText: 'E2E-TRF-001' });
  await expect(row).toContainText(`${receipt.bookNo}/${receipt.number}`, { timeout: 30_000 });
  await expect(row).toContainText('ยังไม่ตรวจ');
  const channelRow = page
    .locator('.ant-card', { hasText: 'ยอดแยกตามช่องทาง' })
    .locator('.ant-table-row', { hasText: 'โอนเงินเข้าบัญชีธนาคาร' });
  await expect(channelRow).toContainText(baht(amount));
  await page.screenshot({ path: testInfo.outputPath('payment-check-th.png'), fullPage: true });

  await row.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(row).toContainText('ยืนยันแล้ว', { timeout: 30_000 });
  await expect(row.getByRole('button', { name: 'ยืนยัน' })).toHaveCount(0);
  await expect(page.locator('.ant-statistic', { hasText: 'รอตรวจกับบัญชี' })).toContainText('0');
  await page.screenshot({
    path: testInfo.outputPath('payment-check-ticked-th.png'),
    fullPage: true,
  });
});

import { expect, test } from '@playwright/test';
import { apiGet, login } from './helpers.ts';

// /debtor_accounts (issue 12): the auditor reads the demo's debtors aged by unpaid rounds
// and opens the ป.17 ledger of the household that was cut off, with its PDF; the manager
// reads the same ledger on the water user's record, in English.

type Debtor = { waterUserId: string; customerNo: string; name: string; unpaidRounds: number };

test('the auditor reads the debtors and a ledger, with its PDF', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.setViewportSize({ width: 1366, height: 900 });
  const { items } = await apiGet<{ items: Debtor[] }>(
    page,
    'auditor',
    '/api/v1/debtor-accounts?pageSize=5&minRounds=5',
  );
  const debtor = items[0];
  if (!debtor) throw new Error('the demo has no household five rounds behind');
  await login(page, 'auditor', '/debtor_accounts');
  await expect(page.getByText('ลูกหนี้ทั้งหมด')).toBeVisible({ timeout: 30_000 });
  await page.getByPlaceholder('ค้นหาเลขผู้ใช้น้ำ ชื่อ ที่อยู่').fill(debtor.customerNo);
  await page.keyboard.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: debtor.customerNo });
  await expect(row).toContainText('ค้าง 4–6 รอบ', { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('debtors-th.png') });
  await row.click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText(`ทะเบียนรายตัวลูกหนี้ (ป.17) · ${debtor.customerNo}`);
  await expect(drawer).toContainText('ยอดยกมา', { timeout: 30_000 });
  await expect(drawer).toContainText('ยอดยกไป');
  await page.screenshot({ path: testInfo.outputPath('ledger-th.png') });
  const pdf = page.waitForResponse((r) => /\/ledger\/pdf/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await drawer.getByRole('button', { name: 'พิมพ์ PDF' }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
  // An auditor reads; nothing here writes, and the menu holds only the auditor's screens.
  await expect(page.locator('.ant-layout-sider')).not.toContainText('แจ้งเตือนค้างชำระ');
});

test('the manager reads a ledger on the water user’s record, in English', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.setViewportSize({ width: 1366, height: 900 });
  const { items } = await apiGet<{ items: Debtor[] }>(
    page,
    'manager',
    '/api/v1/debtor-accounts?pageSize=5&minRounds=2',
  );
  const debtor = items[0];
  if (!debtor) throw new Error('the demo has no debtor');
  await login(page, 'manager', `/user/edit/${debtor.waterUserId}`);
  // English on this device only: signed in in Thai, the manager's profile stays Thai for
  // the journeys after this one.
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/user/edit/${debtor.waterUserId}`);
  await page.getByRole('tab', { name: 'Ledger (P.17)' }).click();
  await expect(page.getByText('Brought forward').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Carried forward').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('user-ledger-en.png') });
});

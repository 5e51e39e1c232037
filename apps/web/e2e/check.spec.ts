import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// /check (issue 8): the demo round being read, checked by the office.

test('the manager checks the round: the unusual first, accepts, corrects with a reason', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'manager', '/check');
  await expect(page.getByText('ตรวจการจดมาตรของรอบบริการก่อนออกใบแจ้งหนี้')).toBeVisible();
  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  // The first open of a cold server on a busy CI machine can take longer than a click.
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // Sorted by % difference: the first is very high and held.
  await expect(rows.first()).toContainText('ใช้น้ำสูงมาก');
  await expect(rows.first()).toContainText('ระงับไว้รอตรวจ');
  await page.screenshot({ path: testInfo.outputPath('check-th.png'), fullPage: true });

  // The high-use list, then accept its first reading.
  await page.getByText('ใช้น้ำสูง', { exact: true }).first().click();
  await expect(page).toHaveURL(/list=high/);
  const first = rows.first();
  const customerNo = (await first.locator('td a').first().innerText()).trim();
  await first.getByRole('button', { name: `รับรอง ${customerNo}` }).click();
  await expect(page.getByText('รับรองแล้ว', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Correct another with a reason: the history keeps it.
  const second = rows.nth(1);
  const other = (await second.locator('td a').first().innerText()).trim();
  await second.getByRole('button', { name: `แก้ไข ${other}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('เหตุผลการแก้ไข').fill('ผู้จดอ่านเลขผิด ตรวจหน้างานแล้ว');
  await dialog.getByRole('button', { name: 'แก้ไข' }).click();
  await expect(page.getByText('แก้ไขการจดมาตรเรียบร้อยแล้ว')).toBeVisible();

  // The last 12 months are one click away.
  await page.locator('.ant-table-row-expand-icon').first().click();
  await expect(page.getByText('ประวัติการจด 12 เดือนล่าสุด')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('check-history-th.png'), fullPage: true });

  // Not read yet: the other half of the round.
  await page.getByText('ยังไม่ได้จด', { exact: true }).first().click();
  await expect(rows.first()).toContainText('ยังไม่ได้จด');

  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/check');
  await expect(page.getByText('Check a round')).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('check-en.png'), fullPage: true });
});

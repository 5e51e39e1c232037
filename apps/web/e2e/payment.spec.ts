import { expect, test } from '@playwright/test';
import { login, unpaidBill } from './helpers.ts';

// The counter (issue 10), as the demo's cashier, with the keyboard only: find a customer
// who owes, take the money in cash, read the change, next customer; then a reprint.

test('a cashier takes a cash payment with the keyboard and gets the change', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  const bill = await unpaidBill(page);
  await login(page, 'cashier', '/operation/payment');
  const search = page.getByPlaceholder('เลขผู้ใช้น้ำ ชื่อ เลขมาตร ที่อยู่ หรือสแกนใบแจ้งหนี้');
  await expect(search).toBeFocused();
  await page.keyboard.type(bill.customerNo);
  await page.keyboard.press('Enter');
  await expect(page.getByText('เล่มที่ 001 · ใบถัดไปเลขที่ 1')).toBeVisible({ timeout: 30_000 });
  const tendered = page.getByLabel('รับเงินมา');
  await expect(tendered).toBeFocused();
  // Cash handed over: the bill rounded up to the next 100 ฿ (always more than the bill).
  const handed = Math.ceil((bill.total + 1) / 10_000) * 100;
  await page.keyboard.type(String(handed));
  await page.screenshot({ path: testInfo.outputPath('payment-th.png') });
  await page.keyboard.press('Enter');
  const done = page.locator('.ant-modal');
  await expect(done).toContainText('ออกใบเสร็จ เล่มที่ 001 เลขที่ 1 แล้ว', { timeout: 30_000 });
  const change = handed * 100 - bill.total;
  await expect(done).toContainText((change / 100).toFixed(2));
  await page.screenshot({ path: testInfo.outputPath('payment-done-th.png') });
  await page.keyboard.press('Enter');
  await expect(done).toHaveCount(0);
  await expect(search).toBeFocused();
  await expect(page.getByText('1 ใบ ·')).toBeVisible();
});

test('finance reads the cashier’s ป.32 of the day and voids the receipt', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'finance', '/report_p32');
  await page.getByRole('combobox', { name: 'ผู้เก็บเงิน' }).click();
  // The page may already show the cashier who took money today: pick her in the list itself.
  await page.locator('.ant-select-item-option[title="วิไล เก็บเงิน"]').click();
  const day = page.locator('.ant-card', { hasText: 'เล่ม/เลขที่' });
  await expect(day).toContainText('เล่ม 001 เลขที่ 1–1', { timeout: 30_000 });
  const row = day.locator('.ant-table-row', { hasText: '001/1' });
  const total = (await row.locator('td').nth(13).innerText()).trim();
  await expect(day.locator('.ant-table-summary')).toContainText(total);
  await page.screenshot({ path: testInfo.outputPath('p32-th.png') });
  await row.getByRole('button', { name: 'ยกเลิกใบเสร็จ' }).click();
  const modal = page.locator('.ant-modal');
  await modal.getByLabel('เหตุผล').fill('ทดสอบการยกเลิก');
  await modal.getByRole('button', { name: 'ยกเลิกใบเสร็จ' }).click();
  await expect(page.getByText('ใบเสร็จที่ยกเลิก (ไม่นับรวม)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('ทดสอบการยกเลิก')).toBeVisible();
  // Her last receipt voided, she leaves the day's list, yet the page stays on her.
  await expect(page.locator('.ant-card-head-title').first()).toContainText('วิไล เก็บเงิน');
  await page.screenshot({ path: testInfo.outputPath('p32-voided-th.png') });
});

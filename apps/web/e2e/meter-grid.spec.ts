import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// /meter, the office entry grid (issue 8): a route's paper book typed in with the
// keyboard only; the usage and the anomaly show as the reading is typed.

test('a clerk types a route’s readings with the keyboard only', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'clerk', '/meter');
  // Route R05 of the demo round is not read yet.
  await page.getByLabel('สายเก็บเงิน').click();
  await page.keyboard.type('R05');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/จดแล้ว 0 จาก \d+ ราย/)).toBeVisible();

  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  const previousOf = async (i: number) =>
    Number(await rows.nth(i).locator('td').nth(4).innerText());

  await rows.first().locator('input').first().focus();
  // Row 1: ten m³ more than last time.
  await page.keyboard.type(String((await previousOf(0)) + 10));
  await expect(rows.first()).toContainText('10');
  await page.keyboard.press('Enter');
  await expect(rows.first().getByLabel('บันทึกแล้ว')).toBeVisible();
  // Row 2: a very high month shows before it is saved.
  await page.keyboard.type(String((await previousOf(1)) + 90));
  await expect(rows.nth(1)).toContainText('ใช้น้ำสูงมาก');
  await page.keyboard.press('Enter');
  await expect(rows.nth(1).getByLabel('บันทึกแล้ว')).toBeVisible();
  // Row 3: house locked (code 01), no figure: estimated from the average.
  await page.keyboard.press('Tab');
  await page.keyboard.type('01');
  await expect(rows.nth(2)).toContainText('บ้านปิด');
  await page.keyboard.press('Enter');
  await expect(rows.nth(2).getByLabel('บันทึกแล้ว')).toBeVisible();
  // Row 4: lower than last with no code is refused where it is typed.
  await page.keyboard.type('1');
  await expect(rows.nth(3)).toContainText('น้อยกว่า');
  await page.keyboard.press('Escape');

  await expect(page.getByText(/จดแล้ว 3 จาก \d+ ราย/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('meter-grid-th.png'), fullPage: true });
});

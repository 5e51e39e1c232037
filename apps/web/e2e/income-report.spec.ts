import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// /pdf_report (issue 27): finance reads this month's income report on the demo, sees the
// debtor movement balanced and prints its PDF; then, from the report centre, downloads
// the daily summary. Reads only: nothing another journey reads is changed.

test('finance reads the income report, prints it, and opens another report', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.setViewportSize({ width: 1366, height: 900 });
  const first = page.waitForResponse((r) => /\/api\/v1\/reports\/income\?/.test(r.url()));
  await login(page, 'finance', '/pdf_report');
  expect((await first).status()).toBe(200);
  await expect(page.getByRole('tab', { name: 'รายงานรายรับ' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const movement = page.getByTestId('income-movement');
  await expect(movement).toContainText('ลูกหนี้ยกมา', { timeout: 30_000 });
  await expect(movement).toContainText('ยอดตรงกัน (สมดุล)');
  await expect(page.getByText('รายรับตามประเภท เทียบกับยอดที่ออกใบแจ้งหนี้')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('income-th.png'), fullPage: true });

  const pdf = page.waitForResponse((r) => /\/reports\/income\/pdf/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'พิมพ์ PDF' }).first().click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();

  // The fiscal year to date balances too.
  await page.getByText('ปีงบประมาณ', { exact: true }).click();
  await expect(movement).toContainText('ยอดตรงกัน (สมดุล)', { timeout: 30_000 });

  await page.getByRole('tab', { name: 'รายงานทั้งหมด' }).click();
  const daily = page.getByTestId('report-daily');
  await expect(daily).toContainText('สรุปการรับเงินประจำวัน');
  await expect(page.getByTestId('report-ledgers')).toContainText('ป.17');
  await page.screenshot({ path: testInfo.outputPath('centre-th.png'), fullPage: true });
  const sheet = page.waitForResponse((r) => /\/reports\/p32-daily\/export/.test(r.url()));
  const download = page.waitForEvent('download');
  await daily.getByRole('button', { name: 'ส่งออก Excel' }).click();
  expect((await sheet).status()).toBe(200);
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the clerk gets the report centre without the income report', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'clerk', '/pdf_report');
  await expect(page.getByRole('tab', { name: 'รายงานทั้งหมด' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'รายงานรายรับ' })).toHaveCount(0);
  await expect(page.getByTestId('report-waterUsers')).toBeVisible();
  await expect(page.getByTestId('report-daily')).toHaveCount(0);
});

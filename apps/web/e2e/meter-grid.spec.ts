import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './helpers.ts';

// /meter, the office entry grid (issue 8): a route's paper book typed in with the
// keyboard only; the usage and the anomaly show as the reading is typed.

/**
 * The route chosen from the keyboard: typed into the route box once its list is open (keys
 * typed before then were lost on a loaded machine, and Enter took R01), then Enter.
 */
const chooseRoute = async (page: Page, code: string) => {
  const route = page.getByRole('combobox', { name: 'สายเก็บเงิน' });
  await route.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
  await route.pressSequentially(code);
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option-active'),
  ).toContainText(code);
  await page.keyboard.press('Enter');
};

test('a clerk types a route’s readings with the keyboard only', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'clerk', '/meter');
  // Route R05 of the demo round is not read yet.
  await chooseRoute(page, 'R05');
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

/** The route's sheet as the modal downloads it, with `fill(previous, index)` typed into unread rows 4 and 5. */
const fillSheet = async (page: Page, fill: (previous: number, index: number) => number) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดแบบฟอร์ม (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^readings_\d{4}-\d{2}_R05\.xlsx$|จดเลขมาตร/);
  const dir = await mkdtemp(join(tmpdir(), 'prapa-e2e-'));
  const source = join(dir, 'sheet.xlsx');
  await download.saveAs(source);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(source);
  const ws = workbook.getWorksheet('จดเลขมาตร');
  for (const index of [3, 4]) {
    const row = ws?.getRow(index + 2);
    if (row) row.getCell(8).value = fill(Number(row.getCell(6).value), index);
  }
  const filled = join(dir, `filled-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(filled);
  return filled;
};

test('a clerk brings back a route’s sheet filled elsewhere: checked by cell, saved all at once', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page, 'clerk', '/meter');
  await chooseRoute(page, 'R05');
  await expect(page.getByText(/จดแล้ว 3 จาก \d+ ราย/)).toBeVisible();
  await page.getByRole('button', { name: 'นำเข้าจาก Excel' }).click();
  const modal = page.locator('.ant-modal');
  await expect(modal).toContainText('นำเข้าเลขมาตรจาก Excel');

  // A reading below the last one: the preview names the cell and nothing is saved.
  const bad = await fillSheet(page, (previous, i) =>
    i === 3 ? Math.max(0, previous - 1) : previous + 12,
  );
  await modal.locator('input[type=file]').setInputFiles(bad);
  await expect(modal).toContainText('ไฟล์นี้มีปัญหา ยังไม่ได้บันทึกรายการใดเลย');
  await expect(modal.getByText(/^H5$/)).toBeVisible();
  await expect(modal.getByRole('button', { name: /บันทึก \d+ รายการ/ })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('meter-import-problem-th.png') });

  const good = await fillSheet(page, (previous) => previous + 12);
  await modal.locator('input[type=file]').setInputFiles(good);
  await expect(modal.getByRole('button', { name: 'บันทึก 2 รายการ' })).toBeEnabled();
  await expect(modal).toContainText('บันทึกไว้แล้ว');
  await page.screenshot({ path: testInfo.outputPath('meter-import-preview-th.png') });
  await modal.getByRole('button', { name: 'บันทึก 2 รายการ' }).click();
  await expect(page.getByText('บันทึกเลขมาตรแล้ว 2 ราย (รอตรวจสอบ 0 ราย)')).toBeVisible();
  await expect(page.getByText(/จดแล้ว 5 จาก \d+ ราย/)).toBeVisible();
});

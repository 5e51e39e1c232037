// Issue 3's proof: the basic data a utility sets up once, through the screens.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './helpers.ts';
import {
  createArea,
  drawer,
  field,
  listRow,
  pickOption,
  restoreThaiProfile,
  saveDrawer,
  searchList,
  uniqueCode,
} from './basic-helpers.ts';

test('the manager creates an area and a route in it with a meter reader', async ({ page }) => {
  await login(page, 'manager', '/basic/area');
  const area = { code: uniqueCode('A'), name: 'บ้านทดสอบสายน้ำ', villageNo: 7 };
  await createArea(page, area);
  await searchList(page, 'ค้นหารหัส ชื่อ หรือหมายเหตุ', area.code);
  const areaRow = listRow(page, area.code);
  await expect(areaRow).toHaveCount(1);
  await expect(areaRow).toContainText(area.name);
  await expect(areaRow.locator('td').nth(2)).toHaveText('7');
  await expect(areaRow).toContainText('ใช้งาน');

  await page.goto('/basic/route');
  await expect(page.getByRole('heading', { name: 'สายเก็บเงิน' })).toBeVisible();
  await page.getByRole('button', { name: 'เพิ่มสายเก็บเงิน' }).click();
  const form = drawer(page, 'เพิ่มสายเก็บเงิน');
  await pickOption(page, field(form, 'เขตพื้นที่'), area.code);
  const routeCode = uniqueCode('R');
  await field(form, 'รหัส').fill(routeCode);
  await field(form, 'ชื่อสาย').fill('สายทดสอบ ฝั่งตะวันออก');
  await pickOption(page, field(form, 'ผู้จดมาตร'), 'ประสิทธิ์ จดมาตร');
  await saveDrawer(page, form);

  await searchList(page, 'ค้นหารหัสหรือชื่อสาย', routeCode);
  const routeRow = listRow(page, routeCode);
  await expect(routeRow).toHaveCount(1);
  await expect(routeRow).toContainText(area.name);
  await expect(routeRow).toContainText('สายทดสอบ ฝั่งตะวันออก');
  await expect(routeRow).toContainText('ประสิทธิ์ จดมาตร');

  // The area now counts its route.
  await page.goto('/basic/area');
  await searchList(page, 'ค้นหารหัส ชื่อ หรือหมายเหตุ', area.code);
  await expect(listRow(page, area.code).locator('td').nth(4)).toHaveText('1');
});

test('a user type with the MWA residential tariff: the calculator charges 407.05 for 45 m³', async ({
  page,
}) => {
  await login(page, 'manager', '/basic/type_of_user');
  await page.getByRole('button', { name: 'เพิ่มประเภทผู้ใช้น้ำ' }).click();
  const form = drawer(page, 'เพิ่มประเภทผู้ใช้น้ำ');
  const code = uniqueCode('MWA');
  await field(form, 'รหัส').fill(code);
  await field(form, 'ชื่อ').fill('บ้านพักอาศัย อัตรา กปน.');

  await form.getByRole('button', { name: /ใช้อัตราตัวอย่าง/ }).click();
  await page.getByRole('menuitem', { name: 'กปน. ประเภทที่อยู่อาศัย (อัตราก้าวหน้า)' }).click();
  await expect(form.getByRole('radio', { name: /อัตราก้าวหน้า/ })).toBeChecked();
  const blocks = form.getByTestId('tariff-blocks');
  await expect(blocks.getByRole('spinbutton', { name: 'ถึง (ลบ.ม.) 1', exact: true })).toHaveValue(
    '30',
  );
  await expect(blocks.locator('tbody input[inputmode=decimal]').first()).toHaveValue('8.50');

  const calculator = form.getByTestId('tariff-calculator');
  await calculator.getByLabel('ปริมาณน้ำที่ใช้').fill('45');
  await expect(calculator.getByTestId('tariff-calc-total')).toHaveText('407.05');
  // Each block's line: 30 × 8.50, 10 × 10.03, 5 × 10.35.
  const lines = calculator.locator('.ant-table-tbody tr.ant-table-row');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('255.00');
  await expect(lines.nth(1)).toContainText('100.30');
  await expect(lines.nth(2)).toContainText('51.75');

  await saveDrawer(page, form);
  await searchList(page, 'ค้นหารหัสหรือชื่อประเภท', code);
  const row = listRow(page, code);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('บ้านพักอาศัย อัตรา กปน.');
  await expect(row).toContainText('อัตราก้าวหน้า · เริ่ม 8.50 บาท/ลบ.ม.');
});

test('a meter size with fees typed in baht is listed in baht', async ({ page }) => {
  await login(page, 'manager', '/basic/meter');
  await page.getByRole('button', { name: 'เพิ่มขนาดมาตร' }).click();
  const form = drawer(page, 'เพิ่มขนาดมาตรวัดน้ำ');
  const code = uniqueCode('M');
  await field(form, 'รหัส').fill(code);
  await field(form, 'ขนาด').fill('2½″');
  await field(form, 'ค่ารักษามาตร/เดือน').fill('75');
  await field(form, 'เงินประกันมาตร').fill('2,500.50');
  await field(form, 'ค่าติดตั้ง').fill('1250.5');
  await field(form, 'ลำดับ').fill('60');
  await saveDrawer(page, form);

  await searchList(page, 'ค้นหารหัสหรือขนาด', code);
  const row = listRow(page, code);
  await expect(row).toHaveCount(1);
  const cells = row.locator('td');
  await expect(cells.nth(2)).toHaveText('2½″');
  await expect(cells.nth(3)).toHaveText('75.00');
  await expect(cells.nth(4)).toHaveText('2,500.50');
  await expect(cells.nth(5)).toHaveText('1,250.50');
});

test('the areas list exports to an .xlsx with Thai headers and the new area', async ({ page }) => {
  await login(page, 'manager', '/basic/area');
  const area = { code: uniqueCode('X'), name: 'บ้านส่งออกข้อมูล', villageNo: 12 };
  await createArea(page, area);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออก Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = join(await mkdtemp(join(tmpdir(), 'prapa-e2e-')), download.suggestedFilename());
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rowValues = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(rowValues(1)).toEqual([
    'รหัสเขตพื้นที่',
    'ชื่อเขตพื้นที่',
    'หมู่ที่',
    'จำนวนสายเก็บเงิน',
    'หมายเหตุ',
    'สถานะ',
  ]);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => rowValues(i + 2));
  expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(['A01', 'A03', 'A05']));
  const mine = rows.find((r) => r[0] === area.code);
  expect(mine?.slice(0, 4)).toEqual([area.code, area.name, 12, 0]);
  expect(mine?.at(-1)).toBe('ใช้งาน');
});

test('the areas and user types screens read in English, then Thai again', async ({ page }) => {
  await login(page, 'manager', '/basic/area');
  try {
    await expect(page.getByRole('heading', { name: 'เขตพื้นที่' })).toBeVisible();
    await page.getByRole('button', { name: /ไทย/ }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Areas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New area' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Excel' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Village no. (Moo)' })).toBeVisible();
    await page.getByRole('button', { name: 'New area' }).click();
    const form = drawer(page, 'New area');
    await expect(field(form, 'Area name')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    await page.goto('/basic/type_of_user');
    await expect(page.getByRole('heading', { name: 'User types' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Current tariff' })).toBeVisible();
    await page.getByRole('button', { name: 'New user type' }).click();
    const typeForm = drawer(page, 'New user type');
    await expect(typeForm.getByRole('button', { name: /Load an example/ })).toBeVisible();
    await expect(typeForm.getByTestId('tariff-calculator')).toContainText('Calculator');
    await typeForm.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'ไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'ประเภทผู้ใช้น้ำ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'เพิ่มประเภทผู้ใช้น้ำ' })).toBeVisible();
  } finally {
    await restoreThaiProfile(page);
  }
});

test('the IT officer prints a printer test page as a PDF', async ({ page }) => {
  await login(page, 'it', '/basic/device');
  await expect(page.getByRole('heading', { name: 'เครื่องพิมพ์' })).toBeVisible();
  const row = listRow(page, 'เครื่องพิมพ์ใบเสร็จ เคาน์เตอร์ 1');
  await expect(row).toContainText('80 มม.');

  // Intercept the test page on its way to the browser and keep what the server sent.
  let pdf: { status: number; type: string; head: string } | null = null;
  await page.route('**/api/v1/basic/devices/*/test-page', async (route) => {
    const res = await route.fetch();
    const body = await res.body();
    pdf = {
      status: res.status(),
      type: res.headers()['content-type'] ?? '',
      head: body.subarray(0, 5).toString('latin1'),
    };
    await route.fulfill({ response: res, body });
  });
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'พิมพ์หน้าทดสอบ' }).click();
  await expect.poll(() => pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  // The PDF opens in a new tab; nothing was saved instead, and no error was shown.
  await (await popup).close();
  await expect(page.getByText('เปิดหน้าทดสอบไม่สำเร็จ')).toHaveCount(0);
});

test('a save made with no connection fails at once in words and is never sent later', async ({
  page,
  context,
}) => {
  await login(page, 'manager', '/basic/area');
  const code = uniqueCode('OFF');
  await page.getByRole('button', { name: 'เพิ่มเขตพื้นที่' }).click();
  const form = drawer(page, 'เพิ่มเขตพื้นที่');
  await field(form, 'รหัส').fill(code);
  await field(form, 'ชื่อเขตพื้นที่').fill('บ้านไม่มีสัญญาณ');
  await context.setOffline(true);
  const started = Date.now();
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต ข้อมูลยังไม่ถูกบันทึก').first()).toBeVisible();
  expect(Date.now() - started).toBeLessThan(3_000);
  await context.setOffline(false);
  // Back online, nothing goes through by itself.
  await page.waitForTimeout(1_500);
  await page.keyboard.press('Escape');
  await page.reload();
  await searchList(page, 'ค้นหารหัส ชื่อ หรือหมายเหตุ', code);
  await expect(listRow(page, code)).toHaveCount(0);
});

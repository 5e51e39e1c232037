import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withCheckDigit } from '@prapa/domain';
import { login } from './helpers.ts';

/** A 13-digit national id with a correct check digit. */
const nationalId = withCheckDigit;

/** A unique tag per run, so names and meter numbers never meet an earlier run's. */
const tag = () => String(Date.now()).slice(-6);

/**
 * Types into an antd Select, picks the option that shows the text, and checks the Select
 * now shows it. Again from the start if anything is missing (a cold server may still be
 * loading the Thai address lists or the user types while the test types).
 */
const choose = async (page: Page, select: Locator, text: string) => {
  const field = select.locator(
    'xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await page.keyboard.press('Escape');
    await select.click();
    await select.fill('');
    await page.keyboard.type(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
      .first()
      .click({ timeout: 4_000 });
    await expect(field.locator('.ant-select-selection-item, .ant-select-content')).toContainText(
      text,
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
};

/** The journeys read Thai; a language chosen on this device is also saved to the profile. */
const inThai = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'th'));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The downloaded template with `count` water users in its data sheet. */
const fillTemplate = async (path: string, count: number, mark: string) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ExcelJS.Buffer);
  const sheet = book.getWorksheet('ผู้ใช้น้ำ');
  if (!sheet) throw new Error('the template has no ผู้ใช้น้ำ sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((h) =>
    String(h ?? '').replace(/\s*\*$/, ''),
  );
  for (let i = 0; i < count; i += 1) {
    const row = sheet.getRow(i + 2);
    const set = (header: string, value: string | number) => {
      row.getCell(headers.indexOf(header)).value = value;
    };
    set('คำนำหน้า', i % 2 ? 'นาง' : 'นาย');
    set('ชื่อ', `นำเข้า${mark}`);
    set('นามสกุล', `ลำดับ${i + 1}`);
    set('เลขประจำตัวประชาชน', nationalId(`3${mark}${String(i).padStart(5, '0')}`));
    set('บ้านเลขที่', `${200 + i}`);
    set('หมู่ที่', 1);
    set('ตำบล/แขวง', 'บ้านเป็ด');
    set('อำเภอ/เขต', 'เมืองขอนแก่น');
    set('จังหวัด', 'ขอนแก่น');
    set('รหัสไปรษณีย์', '40000');
    set('รหัสพื้นที่', 'A01');
    set('รหัสสายเก็บเงิน', i % 2 ? 'R02' : 'R01');
    set('รหัสประเภทผู้ใช้น้ำ', 'RES');
    set('ขนาดมาตร', '0.5');
    set('หมายเลขมาตร', `E2E${mark}-${String(i + 1).padStart(3, '0')}`);
    set('เลขอ่านเริ่มต้น', i);
    set('ละติจูด', 16.4419 + (i % 10) * 0.0004);
    set('ลองจิจูด', 102.836 + Math.floor(i / 10) * 0.0005);
    row.commit();
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

test('create a water user with a location picked on the map, then replace the meter', async ({
  page,
}) => {
  const mark = tag();
  await inThai(page);
  await login(page, 'clerk', '/user');
  await page.getByRole('button', { name: 'เพิ่มผู้ใช้น้ำ' }).click();
  await expect(page).toHaveURL(/\/user\/create$/);
  // The organisation's next number is offered.
  await expect(page.locator('#waterUser_customerNo')).not.toHaveValue('');

  await page.locator('#waterUser_title').fill('นาง');
  await page.locator('#waterUser_firstName').fill(`แผนที่${mark}`);
  await page.locator('#waterUser_lastName').fill('ทดสอบ');
  await page.locator('#waterUser_nationalId').fill('1234567890123');
  await page.locator('#waterUser_phone').click();
  await expect(page.getByText('เลขประจำตัวประชาชนไม่ถูกต้อง')).toBeVisible();
  await page.locator('#waterUser_nationalId').fill(nationalId(`110170${mark}`));
  await page.locator('#waterUser_phone').fill('0812345678');
  await page.locator('#waterUser_address_houseNo').fill('99/1');
  await choose(page, page.locator('#waterUser_address_province'), 'ขอนแก่น');
  await choose(page, page.locator('#waterUser_address_district'), 'เมืองขอนแก่น');
  await choose(page, page.locator('#waterUser_address_subdistrict'), 'บ้านเป็ด');
  await expect(page.locator('#waterUser_address_postcode')).toHaveValue('40000');
  await choose(page, page.locator('#waterUser_areaId'), 'A01');
  await choose(page, page.locator('#waterUser_userTypeId'), 'ที่อยู่อาศัย');

  // No tile server is reachable here: the map still takes a click, the marker still shows.
  const map = page.locator('.leaflet-container');
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const marker = page.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  expect(await marker.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const latitude = await page.locator('#waterUser_latitude').inputValue();
  expect(Number(latitude)).not.toBe(0);
  await expect(page.locator('#waterUser_longitude')).not.toHaveValue('');

  await page.getByRole('button', { name: 'บันทึกผู้ใช้น้ำ' }).click();
  await expect(page).toHaveURL(/\/user\/edit\/[0-9a-f-]+\?tab=meter$/);
  await expect(page.getByRole('heading', { name: `นางแผนที่${mark} ทดสอบ` })).toBeVisible();

  await page.getByRole('button', { name: 'ติดตั้งมาตร' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.locator('#serial').fill(`OLD${mark}`);
  await dialog.getByRole('button', { name: 'ติดตั้งมาตร' }).click();
  await expect(page.getByText('ติดตั้งมาตรเรียบร้อยแล้ว')).toBeVisible();

  await page.getByRole('button', { name: 'เปลี่ยนมาตร' }).click();
  dialog = page.getByRole('dialog');
  await dialog.locator('#oldFinalReading').fill('125');
  await dialog.locator('#reason').fill('หน้าปัดแตก');
  await dialog.locator('#serial').fill(`NEW${mark}`);
  await dialog.getByRole('button', { name: 'เปลี่ยนมาตร' }).click();
  await expect(page.getByText('เปลี่ยนมาตรเรียบร้อยแล้ว')).toBeVisible();

  const history = page
    .locator('.ant-card', { hasText: 'ประวัติมาตรวัดน้ำ' })
    .locator('tbody tr.ant-table-row');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(`NEW${mark}`);
  await expect(history.first()).toContainText('ใช้อยู่');
  await expect(history.nth(1)).toContainText(`OLD${mark}`);
  await expect(history.nth(1)).toContainText('หน้าปัดแตก');

  await page.getByRole('tab', { name: 'ข้อมูลผู้ใช้น้ำ' }).click();
  await expect(page.locator('#waterUser_latitude')).toHaveValue(latitude);

  // PDPA: the record shows the national id masked; the full number on request, audited.
  const full = nationalId(`110170${mark}`);
  const idField = page.locator('#waterUser_nationalId');
  await expect(idField).toHaveValue(`x-xxxx-xxxxx-${full.slice(10, 12)}-${full.slice(12)}`);
  await page.getByRole('button', { name: 'แสดงเลขเต็ม' }).click();
  await expect(idField).toHaveValue(full);
});

test('import the template filled with 50 users, find one in the list, see it on the map', async ({
  page,
}, testInfo) => {
  const mark = tag();
  await inThai(page);
  await login(page, 'clerk', '/user');
  await page.getByRole('button', { name: 'นำเข้าจาก Excel' }).click();
  await expect(page).toHaveURL(/\/user\/import$/);

  // Not a spreadsheet: refused here, before anything is sent.
  const input = page.locator('input[type=file]');
  await input.setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a,b'),
  });
  await expect(page.getByText('ไฟล์ “users.csv” ไม่ใช่ไฟล์ Excel (.xlsx)')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดแบบฟอร์ม (.xlsx)' }).click();
  const template = testInfo.outputPath('template.xlsx');
  await (await download).saveAs(template);
  const file = {
    name: 'users.xlsx',
    mimeType: XLSX,
    buffer: await fillTemplate(template, 50, mark),
  };

  await input.setInputFiles(file);
  await expect(page.getByText('ไฟล์ถูกต้อง พร้อมเพิ่มผู้ใช้น้ำ 50 ราย')).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยันนำเข้า 50 ราย' }).click();
  await expect(page.getByText('นำเข้าเรียบร้อย เพิ่มผู้ใช้น้ำ 50 ราย')).toBeVisible();

  // The same file again: recognised, nothing to add.
  await page.getByRole('button', { name: 'นำเข้าไฟล์อื่น' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText('ไฟล์นี้เคยนำเข้าแล้ว')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ยืนยันการนำเข้า' })).toBeDisabled();

  await page.goto('/user');
  await page.getByRole('textbox', { name: /ค้นหา/ }).fill(`นำเข้า${mark}`);
  await expect(page.getByText('ทั้งหมด 50 รายการ')).toBeVisible();
  await page.getByRole('textbox', { name: /ค้นหา/ }).fill(`นำเข้า${mark} ลำดับ37`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`E2E${mark}-037`);
  // By the meter on it, or by the house and หมู่ as the address reads.
  await page.getByRole('textbox', { name: /ค้นหา/ }).fill(`E2E${mark}-038`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`ลำดับ38`);
  await page.getByRole('textbox', { name: /ค้นหา/ }).fill(`นำเข้า${mark}`);
  await expect(page.getByText('ทั้งหมด 50 รายการ')).toBeVisible();
  await page.getByRole('textbox', { name: /ค้นหา/ }).fill('236 หมู่ 1');
  await expect(rows.filter({ hasText: `นำเข้า${mark} ลำดับ37` })).toHaveCount(1);
  await rows
    .filter({ hasText: `นำเข้า${mark} ลำดับ37` })
    .getByRole('button', { name: 'แก้ไข' })
    .click();
  const name = `นายนำเข้า${mark} ลำดับ37`;
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // From the record to the map: close up on the connection, its popup open.
  await page.getByRole('button', { name: 'ดูบนแผนที่' }).click();
  await expect(page).toHaveURL(/\/meter_location\?focus=/);
  const popup = page.getByTestId('meter-popup');
  await expect(popup).toContainText(name);
  await expect(popup).toContainText(`E2E${mark}-037`);
});

test('a large import runs on the server: its progress survives a reload, then the result shows', async ({
  page,
}, testInfo) => {
  const mark = tag();
  await inThai(page);
  await login(page, 'clerk', '/user/import');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดแบบฟอร์ม (.xlsx)' }).click();
  const template = testInfo.outputPath('template.xlsx');
  await (await download).saveAs(template);
  const buffer = await fillTemplate(template, 3000, mark);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.xlsx', mimeType: XLSX, buffer });
  await expect(page.getByText(/ไฟล์ถูกต้อง พร้อมเพิ่มผู้ใช้น้ำ 3,?000 ราย/)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: /ยืนยันนำเข้า 3,?000 ราย/ }).click();
  await expect(page.getByText(/กำลังนำเข้าข้อมูล 3,?000 แถว/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-progress.png') });
  // A reload while it runs: the page finds the job and follows it to the end; a reload
  // just after it ended says how it ended.
  await page.reload();
  const resumed = page.getByText('มีงานนำเข้าที่เริ่มไว้ก่อนหน้านี้ กำลังทำงานอยู่');
  const done = page.getByText(/นำเข้าเรียบร้อย เพิ่มผู้ใช้น้ำ 3,?000 ราย/);
  const lastDone = page.getByText('นำเข้าครั้งล่าสุดเสร็จแล้ว');
  await expect(resumed.or(done).or(lastDone)).toBeVisible();
  await expect(done.or(lastDone)).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await expect(lastDone).toContainText(/เพิ่มผู้ใช้น้ำ 3,?000 ราย/);
  await page.screenshot({ path: testInfo.outputPath('import-last.png') });
});

test('a file with mistakes lists each problem by row and column and cannot be confirmed', async ({
  page,
}, testInfo) => {
  const mark = tag();
  await inThai(page);
  await login(page, 'clerk', '/user/import');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดแบบฟอร์ม (.xlsx)' }).click();
  const template = testInfo.outputPath('template.xlsx');
  await (await download).saveAs(template);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await fillTemplate(template, 3, mark)) as unknown as ExcelJS.Buffer);
  const sheet = book.getWorksheet('ผู้ใช้น้ำ');
  if (!sheet) throw new Error('no data sheet');
  sheet.getCell('E3').value = '1234567890123';
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'bad.xlsx', mimeType: XLSX, buffer });
  const problems = page
    .locator('.ant-card', { hasText: 'รายการปัญหา' })
    .locator('tbody tr.ant-table-row');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('3');
  await expect(problems.first()).toContainText('E3');
  await expect(problems.first()).toContainText('เลขประจำตัวประชาชนไม่ถูกต้อง');
  await expect(page.getByRole('button', { name: 'ยืนยันการนำเข้า' })).toBeDisabled();
});

test('the register reads in English too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await login(page, 'clerk', '/user');
  await expect(page.getByRole('button', { name: 'Add water user' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import from Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Excel' })).toBeVisible();
  await page.getByRole('button', { name: 'More filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Discount' })).toBeVisible();
  // Back to Thai, so the clerk's profile is as the other journeys expect it.
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(page.getByRole('button', { name: 'เพิ่มผู้ใช้น้ำ' })).toBeVisible();
});

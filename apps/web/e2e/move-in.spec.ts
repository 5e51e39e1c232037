import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { withCheckDigit } from '@prapa/domain';
import { createOrganisation, downloadTemplate, fill, signIn } from './move-in-helpers.ts';

// Issue 28: a utility new to Prapa moves in from its old program. IT creates the
// organisation; its manager imports 2,000 water users, their last readings and the
// opening debts of some, types the old program's totals, and goes live.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const USERS = 2_000;
const DEBTORS = 300;
const code = `MV${String(Date.now()).slice(-6)}`;

// Business dates in Bangkok, as the files carry them (Buddhist era).
const bangkok = new Date(Date.now() + 7 * 3_600_000);
const pad = (n: number) => String(n).padStart(2, '0');
const thaiToday = `${pad(bangkok.getUTCDate())}/${pad(bangkok.getUTCMonth() + 1)}/${bangkok.getUTCFullYear() + 543}`;
const last = new Date(Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth() - 1, 1));
const lastMonth = `${pad(last.getUTCMonth() + 1)}/${last.getUTCFullYear() + 543}`;

const step = (page: Page, title: string) =>
  page.locator('.ant-steps-item', { hasText: title }).first();

test('a new organisation moves in from its old program and goes live', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  const boss = await createOrganisation(request, code);
  await signIn(page, code);

  // Home offers the move-in while the organisation is not live.
  await page.goto('/prapaunit/welcome');
  await page.getByTestId('move-in-link').getByRole('button').click();
  await expect(page).toHaveURL(/\/move_in$/);
  await expect(step(page, 'ผู้ใช้น้ำ')).toContainText('0 ราย');

  // 1. Water users, through their own import.
  await page.getByRole('button', { name: 'นำเข้าผู้ใช้น้ำ' }).click();
  await expect(page).toHaveURL(/\/user\/import$/);
  const usersTemplate = testInfo.outputPath('users-template.xlsx');
  await downloadTemplate(page, 'ดาวน์โหลดแบบฟอร์ม (.xlsx)', usersTemplate);
  const users = await fill(usersTemplate, USERS, (i) => ({
    คำนำหน้า: i % 2 ? 'นาง' : 'นาย',
    ชื่อ: `ย้ายเข้า${i + 1}`,
    นามสกุล: 'ทดสอบ',
    เลขประจำตัวประชาชน: withCheckDigit(`3${code.slice(-6)}${String(i).padStart(5, '0')}`),
    บ้านเลขที่: `${10 + i}`,
    หมู่ที่: 1,
    'ตำบล/แขวง': 'บ้านเป็ด',
    'อำเภอ/เขต': 'เมืองขอนแก่น',
    จังหวัด: 'ขอนแก่น',
    รหัสไปรษณีย์: '40000',
    รหัสพื้นที่: 'A01',
    รหัสสายเก็บเงิน: 'R01',
    รหัสประเภทผู้ใช้น้ำ: 'RES',
    ขนาดมาตร: '0.5',
    หมายเลขมาตร: `${code}-${String(i + 1).padStart(4, '0')}`,
    เลขอ่านเริ่มต้น: 0,
    วันที่ติดตั้ง: '01/01/2565',
  }));
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'users.xlsx', mimeType: XLSX, buffer: users });
  await expect(page.getByText(/ไฟล์ถูกต้อง พร้อมเพิ่มผู้ใช้น้ำ 2,?000 ราย/)).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: /ยืนยันนำเข้า 2,?000 ราย/ }).click();
  await expect(page.getByText(/นำเข้าเรียบร้อย เพิ่มผู้ใช้น้ำ 2,?000 ราย/)).toBeVisible({
    timeout: 120_000,
  });

  // The customer numbers the import gave them, for the old program's files.
  const customerNos: string[] = [];
  const idOf = new Map<string, string>();
  for (let p = 1; customerNos.length < USERS; p += 1) {
    const list = (await boss('GET', `/api/v1/water-users?pageSize=500&page=${p}`)) as {
      items: { id: string; customerNo: string }[];
    };
    if (list.items.length === 0) break;
    customerNos.push(...list.items.map((u) => u.customerNo));
    for (const u of list.items) idOf.set(u.customerNo, u.id);
  }
  expect(customerNos).toHaveLength(USERS);

  // 2. Last readings: the page opens on the first step not done.
  await page.goto('/move_in');
  await expect(step(page, 'ผู้ใช้น้ำ')).toContainText(/2,?000 ราย/);
  await expect(page.locator('.ant-card-head-title', { hasText: '2. เลขอ่านล่าสุด' })).toBeVisible();
  const readingsTemplate = testInfo.outputPath('readings-template.xlsx');
  await downloadTemplate(page, 'ดาวน์โหลดแบบฟอร์ม (.xlsx)', readingsTemplate);
  const readings = await fill(readingsTemplate, USERS, (i) => ({
    เลขผู้ใช้น้ำ: customerNos[i] ?? '',
    เลขอ่านล่าสุด: 100 + (i % 900),
    วันที่อ่าน: thaiToday,
  }));
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'last-readings.xlsx', mimeType: XLSX, buffer: readings });
  await page.getByRole('button', { name: /ยืนยันนำเข้า 2,?000 แถว/ }).click({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'last-readings.xlsx' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(step(page, 'เลขอ่านล่าสุด')).toContainText(/2,?000 ราย/);

  // 4. Opening debts of some, from last month.
  await step(page, 'หนี้ยกมา').click();
  const debtsTemplate = testInfo.outputPath('debts-template.xlsx');
  await downloadTemplate(page, 'ดาวน์โหลดแบบฟอร์ม (.xlsx)', debtsTemplate);
  let debt = 0;
  const owed = new Map<string, number>();
  const debts = await fill(debtsTemplate, DEBTORS, (i) => {
    const water = 100 + (i % 50);
    debt += (water + 10) * 100;
    owed.set(customerNos[i * 5] ?? '', (water + 10) * 100);
    return {
      เลขผู้ใช้น้ำ: customerNos[i * 5] ?? '',
      'เดือนที่ค้าง (ดด/ปปปป)': lastMonth,
      ค่าน้ำ: water,
      ค่ารักษามาตร: 10,
      ยอดรวม: water + 10,
    };
  });
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'debts.xlsx', mimeType: XLSX, buffer: debts });
  await page.getByRole('button', { name: /ยืนยันนำเข้า 300 แถว/ }).click({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'debts.xlsx' })).toBeVisible({ timeout: 120_000 });
  const debtText = (debt / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(step(page, 'หนี้ยกมา')).toContainText(`300 ราย · ${debtText} บาท`);

  // 7. The old program's totals, to the satang: they agree.
  await step(page, 'ยอดควบคุม').click();
  await page.getByLabel('จำนวนผู้ใช้น้ำ', { exact: true }).fill(String(USERS));
  await page.getByLabel('หนี้ค้างรวม (บาท)').fill(debtText);
  await page.getByLabel('เงินประกันรวม (บาท)').fill('0');
  await page.getByLabel('เงินรับล่วงหน้ารวม (บาท)').fill('0');
  await page.getByRole('button', { name: 'บันทึกและเปรียบเทียบ' }).click();
  await expect(step(page, 'ยอดควบคุม')).toContainText('ยอดตรงกัน');
  const comparison = page.getByTestId('move-in-comparison');
  await expect(comparison).toContainText(debtText);

  // 8. Live from the proposed month (the month after the debts): no reason is asked.
  await step(page, 'เริ่มใช้งานจริง').click();
  await expect(page.getByText('ข้อมูลที่นำเข้าตรงกับยอดควบคุม')).toBeVisible();
  await expect(page.getByLabel('เหตุผลที่เริ่มใช้งานทั้งที่ยอดไม่ตรง')).toHaveCount(0);
  await page.locator('form').getByRole('button', { name: 'เริ่มใช้งานจริง' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'เริ่มใช้งานจริง' }).click();
  const live = page.getByTestId('move-in-live');
  await expect(live).toContainText('ใช้งานจริงตั้งแต่');
  await expect(live).toContainText('สมศรี ย้ายเข้า');
  await page.screenshot({ path: testInfo.outputPath('move-in-live.png'), fullPage: true });

  // Once live, everything reads only, and neither /org nor home offers the move-in.
  await step(page, 'หนี้ยกมา').click();
  await expect(page.getByRole('button', { name: 'ยกเลิกขั้นนี้' })).toBeDisabled();
  await expect(page.locator('input[type=file]')).toHaveCount(0);
  await page.goto('/org');
  await expect(page.locator('form').first()).toBeVisible();
  await expect(page.getByTestId('move-in-link')).toHaveCount(0);
  await page.goto('/prapaunit/welcome');
  await expect(page.getByTestId('move-in-link')).toHaveCount(0);

  // The first round, of the month it went live from: ten connections read, then billed.
  const { live: from } = (await boss('GET', '/api/v1/move-in')) as {
    live: { yearBe: number; month: number };
  };
  const g = from.yearBe - 543;
  const m = pad(from.month);
  const round = (await boss('POST', '/api/v1/service-rounds', {
    yearBe: from.yearBe,
    month: from.month,
    periodFrom: `${g}-${m}-01`,
    periodTo: `${g}-${m}-28`,
    readingFrom: `${g}-${m}-20`,
    readingTo: `${g}-${m}-25`,
    billDate: `${g}-${m}-28`,
  })) as { id: string };
  await boss('POST', `/api/v1/service-rounds/${round.id}/status`, { status: 'reading' });
  const READ = 10;
  for (let i = 0; i < READ; i += 1) {
    await boss('POST', '/api/v1/readings', {
      clientId: `${code}-${i}`,
      roundId: round.id,
      waterUserId: idOf.get(customerNos[i] ?? ''),
      current: 100 + (i % 900) + 12 + i,
      code: '00',
      readAt: new Date().toISOString(),
    });
  }
  await page.goto('/operation/set_service');
  await page
    .locator('.ant-table-row', { hasText: 'กำลังจดมาตร' })
    .first()
    .getByRole('button', { name: 'ออกใบแจ้งหนี้' })
    .click();
  const modal = page.getByRole('dialog', { name: /^ออกใบแจ้งหนี้ · รอบ/ });
  await expect(modal).toContainText('นี่คือตัวอย่าง', { timeout: 30_000 });
  await modal.getByRole('button', { name: `ออกใบแจ้งหนี้ ${READ} ใบ` }).click();
  await page
    .getByRole('dialog', { name: `ออกใบแจ้งหนี้ ${READ} ใบ?` })
    .getByRole('button', { name: `ออกใบแจ้งหนี้ ${READ} ใบ` })
    .click();
  await expect(modal).toContainText(`ออกใบแจ้งหนี้แล้ว ${READ} ใบ`, { timeout: 90_000 });
  await page.screenshot({ path: testInfo.outputPath('move-in-first-billing.png') });

  // Each first bill starts from the old program's last reading and carries its arrears.
  const bills = (await boss('GET', `/api/v1/bills?roundId=${round.id}&pageSize=50`)) as {
    items: { id: string; customerNo: string }[];
  };
  expect(bills.items).toHaveLength(READ);
  for (const row of bills.items) {
    const i = customerNos.indexOf(row.customerNo);
    const b = (await boss('GET', `/api/v1/bills/${row.id}`)) as {
      snapshot: { reading: { previous: number; usage: number }; arrears: { amount: number } };
    };
    expect(b.snapshot.reading).toMatchObject({ previous: 100 + (i % 900), usage: 12 + i });
    expect(b.snapshot.arrears.amount).toBe(owed.get(row.customerNo) ?? 0);
  }
  const debtor = bills.items.find((r) => owed.has(r.customerNo));
  const pdf = await page.request.get(`/api/v1/bills/${debtor?.id}/pdf`, {
    headers: {
      authorization: `Bearer ${(await page.evaluate(() => sessionStorage.getItem('accessToken'))) ?? ''}`,
    },
  });
  expect(pdf.status()).toBe(200);
  await writeFile(testInfo.outputPath('move-in-first-bill.pdf'), await pdf.body());
});

import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { writeBotFile } from '@prapa/domain';
import { apiGet, login } from './helpers.ts';

// Bank files (issue 11), as the demo's finance officer: an electronic receipt book handed
// to the transfer channel, then a Bank of Thailand file and a bank's Excel export (its
// columns mapped once, remembered the second time) turned into receipts, and the row
// nobody could be found for matched by hand from the queue.

type Bill = { number: string; customerNo: string; total: number };

const TRANSFER = 'โอนเงินเข้าบัญชีธนาคาร';
// Paid today: the electronic book received today is of the payments' fiscal year.
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const [yy, mm, dd] = today.split('-');
const thaiToday = `${dd}/${mm}/${Number(yy) + 543}`;
const baht = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An Excel export as a bank sends it: a title, a blank row, then the headers on row 3. */
const bankExport = async (bills: Bill[]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('รายการรับชำระ');
  sheet.addRow(['รายงานรับชำระค่าน้ำประปา ธนาคารตัวอย่าง']);
  sheet.addRow([]);
  // "รหัสลูกค้า" is no header a guess knows as Ref.1: the officer maps it by hand.
  sheet.addRow(['วันที่ทำรายการ', 'เวลา', 'ชื่อผู้ชำระ', 'รหัสลูกค้า', 'Reference 2', 'จำนวนเงิน']);
  bills.forEach((b, i) =>
    sheet.addRow([thaiToday, `13:0${i}:00`, `คุณทดสอบ ${i}`, b.customerNo, b.number, b.total / 100]),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
};

const upload = async (page: Page, name: string, buffer: Buffer) => {
  await page.getByRole('combobox', { name: 'ช่องทางชำระเงิน' }).click();
  await page.locator('.ant-select-item-option', { hasText: TRANSFER }).click();
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer,
  });
};

/** Confirms the preview on screen and waits for the result. */
const confirm = async (page: Page, label: string, fileName: string) => {
  await page.getByRole('button', { name: label }).click();
  // A click during the dialog's opening animation can be lost: press until it closes
  // (a second confirm of one file is answered as the first, so this is safe).
  const ok = page.locator('.ant-modal-confirm').getByRole('button', { name: 'ยืนยันการนำเข้า' });
  await expect(async () => {
    if (await ok.isVisible()) await ok.click();
    await expect(ok).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText(`นำเข้าไฟล์ ${fileName} เรียบร้อย`)).toBeVisible({ timeout: 60_000 });
};

test('finance imports a BOT file and an Excel export, then matches a queued row by hand', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  // Bills far down the list, so the other journeys' bills are left alone.
  const { items: bills } = await apiGet<{ items: Bill[] }>(
    page,
    'finance',
    '/api/v1/bills?status=issued&kind=water&pageSize=7&page=15',
  );
  expect(bills).toHaveLength(7);
  const org = await apiGet<{ promptpayBillerId: string }>(page, 'finance', '/api/v1/org');
  const [b0, b1, b2, b3, b4, b5, b6] = bills as [Bill, Bill, Bill, Bill, Bill, Bill, Bill];

  // The electronic book that numbers the transfer channel's receipts.
  await login(page, 'finance', '/receipt_books');
  await page.getByRole('button', { name: 'รับเล่มใหม่' }).click();
  const modal = page.locator('.ant-modal');
  await modal.locator('#bookNo').fill('E01');
  await modal.getByText('อิเล็กทรอนิกส์').click();
  await modal.locator('#lastNo').fill('5000');
  await modal.getByRole('button', { name: 'รับเข้า' }).click();
  await expect(modal).toHaveCount(0);
  await page.locator('.ant-table-row', { hasText: 'E01' }).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'มอบเล่ม' }).click();
  await modal.getByText('ช่องทางชำระเงิน', { exact: true }).click();
  await modal.getByRole('combobox').click();
  await page.locator('.ant-select-item-option', { hasText: TRANSFER }).click();
  await modal.getByRole('button', { name: 'มอบเล่ม' }).click();
  await expect(page.locator('.ant-table-row', { hasText: 'E01' })).toContainText(
    `ช่องทาง: ${TRANSFER}`,
  );

  // A BOT file: three bills paid by ref1 + ref2, and a payment nobody can be found for.
  const at = { payDate: today, billerId: org.promptpayBillerId };
  const bot = writeBotFile({
    bankCode: '006',
    account: '1234567890',
    companyName: 'PRAPA DEMO',
    effectiveDate: today,
    details: [
      ...[b0, b1, b2].map((b, i) => ({
        ...at,
        time: `09:0${i}:00`,
        payerName: `นายทดสอบ ${i}`,
        ref1: b.customerNo,
        ref2: b.number,
        amount: b.total,
      })),
      {
        ...at,
        time: '10:00:00',
        payerName: 'นายไม่ทราบ',
        ref1: '99999',
        ref2: '',
        amount: b6.total,
      },
    ],
  });
  const toReceipt = b0.total + b1.total + b2.total;
  await page.goto('/excel_payment_check');
  await upload(page, 'bank-bot.txt', Buffer.from(bot));
  const botLabel = `ออกใบเสร็จ 3 ใบ รวม ${baht(toReceipt)} บาท, ส่งเข้าคิว 1 รายการ`;
  await expect(page.getByRole('button', { name: botLabel })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('ยอดท้ายไฟล์ (ตรงกัน)')).toBeVisible();
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: b0.customerNo })).toContainText('ตรงบิล');
  await expect(rows.filter({ hasText: '99999' })).toContainText('ไม่พบผู้ใช้น้ำ');
  await page.screenshot({ path: testInfo.outputPath('bank-preview-th.png') });
  await confirm(page, botLabel, 'bank-bot.txt');
  await expect(page.getByRole('button', { name: 'เล่ม E01 เลขที่ 1' })).toBeVisible();
  await page.getByRole('button', { name: 'เลือกไฟล์อื่น' }).click();

  // A bank's Excel export: its columns mapped once for the channel.
  await upload(page, 'export-1.xlsx', await bankExport([b3, b4]));
  const ref1 = page.getByRole('combobox', { name: 'Ref.1 (เลขผู้ใช้น้ำ)' });
  await expect(ref1).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('คุณทดสอบ 0')).toBeVisible();
  await ref1.click();
  await page.locator('.ant-select-item-option', { hasText: 'รหัสลูกค้า' }).click();
  await page.getByRole('button', { name: 'ดูตัวอย่างด้วยการจับคู่นี้' }).click();
  const excelLabel = `ออกใบเสร็จ 2 ใบ รวม ${baht(b3.total + b4.total)} บาท`;
  await expect(page.getByRole('button', { name: excelLabel })).toBeVisible({ timeout: 60_000 });
  await confirm(page, excelLabel, 'export-1.xlsx');
  await page.getByRole('button', { name: 'เลือกไฟล์อื่น' }).click();

  // The same layout again: the remembered mapping reads it without asking.
  await upload(page, 'export-2.xlsx', await bankExport([b5]));
  const secondLabel = `ออกใบเสร็จ 1 ใบ รวม ${baht(b5.total)} บาท`;
  await expect(page.getByRole('button', { name: secondLabel })).toBeVisible({ timeout: 60_000 });
  await confirm(page, secondLabel, 'export-2.xlsx');

  // The queue: the BOT file's unknown payer, matched by hand to the one who paid.
  await page.getByRole('tab', { name: /รอจับคู่/ }).click();
  const queued = page.locator('.ant-table-row', { hasText: '99999' });
  await expect(queued).toBeVisible({ timeout: 30_000 });
  await queued.getByRole('button', { name: 'จับคู่ด้วยมือ' }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByRole('searchbox').fill(b6.customerNo);
  await drawer.getByRole('searchbox').press('Enter');
  await expect(drawer.getByText('ยอดเงินเท่ากับบิลที่เลือกพอดี')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('bank-match-th.png') });
  await drawer.getByRole('button', { name: `จับคู่และออกใบเสร็จ ${baht(b6.total)} บาท` }).click();
  await expect(page.getByText('จับคู่แล้ว ออกใบเสร็จ E01/7')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('ไม่มีรายการรอจับคู่')).toBeVisible();

  // The file's rows: every one receipted, the matched one with its receipt.
  await page.getByRole('tab', { name: 'ไฟล์ที่นำเข้าแล้ว' }).click();
  await page.getByRole('button', { name: 'bank-bot.txt' }).click();
  const line5 = page.locator('.ant-table-row', { hasText: '99999' });
  await expect(line5).toContainText('จับคู่ด้วยมือแล้ว');
  await expect(line5).toContainText('E01/7');
  await page.screenshot({ path: testInfo.outputPath('bank-file-rows-th.png') });

  // The day on /payment_check: the transfer channel's bank-file money beside its receipts.
  await page.goto('/payment_check');
  const all = [b0, b1, b2, b3, b4, b5, b6].reduce((s, b) => s + b.total, 0);
  await expect(page.locator('tr', { hasText: TRANSFER }).first()).toContainText(baht(all), {
    timeout: 30_000,
  });
  await page.screenshot({ path: testInfo.outputPath('payment-check-th.png'), fullPage: true });
});

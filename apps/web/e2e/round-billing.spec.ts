import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// Billing the demo's round (issue 9), as finance: the preview, the run with its progress,
// the summary, the round's bills, a bill's PDF, and a void with its replacement. Named to
// run after the reading journeys: billing marks the round's readings billed.

test('finance bills the round, opens a bill and voids it with a replacement', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page, 'finance', '/operation/set_service');
  // The demo's round is this month's (request-first-bill.spec reads a round of next month).
  const today = new Date(Date.now() + 7 * 3_600_000);
  const month = `${new Intl.DateTimeFormat('th-TH', { month: 'long', timeZone: 'UTC' }).format(today)} ${today.getUTCFullYear() + 543}`;
  const reading = page
    .locator('.ant-table-row', { hasText: 'กำลังจดมาตร' })
    .filter({ hasText: month })
    .first();
  await reading.getByRole('button', { name: 'ออกใบแจ้งหนี้' }).click();

  const modal = page.getByRole('dialog', { name: /^ออกใบแจ้งหนี้ · รอบ/ });
  await expect(modal).toContainText('นี่คือตัวอย่าง', { timeout: 30_000 });
  const run = modal.getByRole('button', { name: /ออกใบแจ้งหนี้ [\d,]+ ใบ/ });
  const count = Number(/([\d,]+) ใบ/.exec((await run.innerText()) ?? '')?.[1]?.replace(/,/g, ''));
  expect(count).toBeGreaterThan(50);
  await modal.getByRole('tab', { name: /ยังไม่ออก/ }).click();
  await expect(modal).toContainText('ยังไม่ได้จดมาตร');
  await expect(modal).toContainText('การจดมาตรระงับไว้รอตรวจ');
  await page.screenshot({ path: testInfo.outputPath('billing-preview-th.png') });

  // Issue 25 item 9: the run asks first, with how many bills and how many left out.
  await run.click();
  const confirm = page.getByRole('dialog', { name: /^ออกใบแจ้งหนี้ [\d,]+ ใบ\?$/ });
  await expect(confirm).toContainText('จะไม่ได้ออกใบแจ้งหนี้ในรอบนี้');
  await page.screenshot({ path: testInfo.outputPath('billing-confirm-th.png') });
  await confirm.getByRole('button', { name: /ออกใบแจ้งหนี้ [\d,]+ ใบ/ }).click();
  await expect(modal).toContainText(`ออกใบแจ้งหนี้แล้ว ${count} ใบ`, { timeout: 90_000 });
  await page.screenshot({ path: testInfo.outputPath('billing-summary-th.png') });
  await modal.getByRole('button', { name: 'ดูรายการใบแจ้งหนี้' }).click();
  await expect(page).toHaveURL(/\/operation\/set_service\/[0-9a-f-]+\/bills/);
  await expect(page.getByText('ใบแจ้งหนี้ของรอบบริการ').first()).toBeVisible();
  await expect(modal).toHaveCount(0);

  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const number = (await rows.first().locator('td').first().innerText()).trim();
  expect(number).toMatch(/^2570\d{6}$/);
  await page.screenshot({ path: testInfo.outputPath('bills-th.png') });

  // The bill as a PDF: saved for a look at its Thai, QR and barcode.
  const pdf = page.waitForResponse((r) => /\/api\/v1\/bills\/[^/]+\/pdf/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await rows
    .first()
    .getByRole('button', { name: `เปิดใบแจ้งหนี้ (PDF) ${number}` })
    .click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const again = await page.request.get(answer.url(), {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  const bytes = await again.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await writeFile(testInfo.outputPath('bill.pdf'), bytes);
  await (await popup).close();

  // Void with a reason; the replacement takes the next number.
  await rows
    .first()
    .getByRole('button', { name: `ยกเลิกใบแจ้งหนี้ ${number}` })
    .click();
  const dialog = page.locator('.ant-modal', { hasText: `ยกเลิกใบแจ้งหนี้ ${number}` });
  await dialog.getByRole('button', { name: 'ยกเลิกใบแจ้งหนี้' }).click();
  await expect(dialog).toContainText('กรุณาระบุเหตุผล');
  await dialog.getByLabel('เหตุผลที่ยกเลิก (จำเป็น)').fill('พิมพ์ที่อยู่ผิด ออกใบใหม่');
  await dialog.getByRole('button', { name: 'ยกเลิกใบแจ้งหนี้' }).click();
  await expect(page.getByText(/ยกเลิกแล้ว และออกใบใหม่เลขที่ 2570\d{6}/)).toBeVisible();
  // The void bill keeps its number and its place; its replacement follows it.
  await expect(rows.first()).toContainText(number);
  await expect(rows.first()).toContainText('ยกเลิก');
  await expect(rows.nth(1)).toContainText('ใบแทน');

  // A fee billed for one connection from its record: numbered with the bills.
  const billsUrl = page.url();
  const waterUserId = await page.evaluate(async () => {
    const res = await fetch('/api/v1/bills?pageSize=1&status=issued', {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
        OrgId: (JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { org_id: string })
          .org_id,
      },
    });
    return ((await res.json()) as { data: { items: { waterUserId: string }[] } }).data.items[0]
      ?.waterUserId;
  });
  await page.goto(`/user/edit/${waterUserId}?tab=bills`);
  await page.getByRole('button', { name: 'ออกใบแจ้งหนี้ค่าบริการอื่น' }).click();
  const fee = page.locator('.ant-modal', { hasText: 'ออกใบแจ้งหนี้ค่าบริการอื่น' });
  await fee.getByLabel('จำนวนเงิน').fill('200');
  await fee.getByLabel('รายละเอียด').fill('ค่าต่อน้ำกลับหลังงดจ่าย');
  await page.screenshot({ path: testInfo.outputPath('sundry-th.png') });
  const feePdf = page.waitForEvent('popup');
  await fee.getByRole('button', { name: 'ออกใบแจ้งหนี้', exact: true }).click();
  await expect(page.getByText(/ออกใบแจ้งหนี้เลขที่ 2570\d{6} แล้ว/)).toBeVisible();
  await (await feePdf).close();
  await expect(page.locator('.ant-table-row', { hasText: 'ค่าต่อน้ำกลับ' })).toContainText('200.00');
  await page.screenshot({ path: testInfo.outputPath('user-bills-th.png') });
  await page.goto(billsUrl);

  // The same list in English.
  await page.getByRole('button', { name: /ไทย/ }).first().click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Bills of the round').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bills-en.png') });
});

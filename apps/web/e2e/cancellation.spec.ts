import { expect, test, type Page } from '@playwright/test';
import { apiGet, login } from './helpers.ts';

// Issue 26: a household ends its connection. The manager files the cancellation for a
// demo water user, approves it, settles it (the final reading billed, the deposit applied
// to what is owed, the rest refunded on a numbered voucher) and prints the voucher; the
// deposit register then shows the refund. The exact satang: deposits.test.ts.

type Row = { waterUserId: string; customerNo: string; name: string; held: number };

/** Searches the select and clicks the option that starts with `text` (not the first one). */
const pick = async (page: Page, select: ReturnType<Page['locator']>, text: string) => {
  await expect(async () => {
    await select.click();
    await select.fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${text} ·` })
      .first()
      .click({ timeout: 4_000 });
  }).toPass({ timeout: 20_000 });
};

test('a cancellation applies the deposit, refunds the rest and prints the voucher', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A connection still holding its deposit and owing less than it, late in the demo list
  // (other journeys take the first): the settlement then refunds something.
  const { items } = await apiGet<{ items: Row[] }>(
    page,
    'manager',
    '/api/v1/deposits?state=held&pageSize=20&page=10',
  );
  let user: Row | undefined;
  for (const row of items.reverse()) {
    const { debt, held } = await apiGet<{ debt: number; held: number }>(
      page,
      'manager',
      `/api/v1/deposits/${row.waterUserId}`,
    );
    if (debt + 10_000 < held) {
      user = row;
      break;
    }
  }
  if (!user) throw new Error('the demo has no deposit larger than its debt');
  const readings = await apiGet<{ current: number | null }[]>(
    page,
    'manager',
    `/api/v1/water-users/${user.waterUserId}/readings`,
  );
  const { meter } = await apiGet<{ meter: { initialReading: number } | null }>(
    page,
    'manager',
    `/api/v1/water-users/${user.waterUserId}`,
  );
  // The meter's last reading, or its first when it was never read.
  const last = Math.max(meter?.initialReading ?? 0, ...readings.map((r) => r.current ?? 0));
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'manager', '/request');

  await page.getByRole('button', { name: 'ยื่นคำร้องใหม่' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: 'ยื่นคำร้องใหม่' });
  await drawer.locator('#kind').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'ยกเลิกการใช้น้ำ' })
    .click();
  await drawer.getByText('ผู้ใช้น้ำเดิม').click();
  await pick(page, drawer.locator('#waterUserId'), user.customerNo);
  await drawer.locator('#note').fill('ย้ายไปอยู่ต่างจังหวัด ขอยกเลิกการใช้น้ำและขอคืนเงินประกัน');
  await drawer.getByRole('button', { name: 'บันทึกคำร้อง' }).click();

  const detail = page.locator('.ant-drawer', { hasText: 'ลำดับการดำเนินการ' });
  await expect(detail).toContainText(/RQ\d{9}/, { timeout: 30_000 });
  await detail.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await page.locator('.ant-modal').getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(detail).toContainText('อนุมัติแล้ว', { timeout: 30_000 });

  await detail.getByRole('button', { name: 'คืนเงินประกันและปิดการใช้น้ำ' }).click();
  const settle = page.locator('.ant-modal', { hasText: 'ปิดการใช้น้ำและคืนเงินประกัน' });
  await expect(settle).toContainText('หนี้ค้างชำระ', { timeout: 30_000 });
  // Two m³ since the last reading: the final bill is whatever the tariff makes of it.
  await settle.locator('#finalReading').fill(String(last + 2));
  await settle.getByRole('button', { name: 'คำนวณยอด' }).click();
  await expect(settle).toContainText('หักชำระหนี้จากเงินประกัน', { timeout: 30_000 });
  await settle.getByRole('button', { name: 'ยืนยันปิดการใช้น้ำ' }).click();
  await expect(settle).toContainText('ปิดการใช้น้ำเรียบร้อยแล้ว', { timeout: 30_000 });
  const done = await settle.textContent();
  const voucher = /RV\d{9}/.exec(done ?? '')?.[0];

  const pdf = page.waitForResponse((r) => /\/deposit-vouchers\/.+\/pdf/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await settle.getByRole('button', { name: 'พิมพ์ใบสำคัญจ่าย' }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
  await settle.locator('.ant-modal-footer').getByRole('button', { name: 'ปิด' }).click();

  // The register: the connection settled, its deposit out to debt and (if any) the refund.
  await page.goto('/meter_deposit');
  await page.getByPlaceholder('ค้นหาเลขผู้ใช้น้ำหรือชื่อ').fill(user.customerNo);
  const row = page.locator('.ant-table-row', { hasText: user.customerNo });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.click();
  const history = page.locator('.ant-drawer', { hasText: user.customerNo });
  await expect(history).toContainText('หักชำระหนี้', { timeout: 30_000 });
  if (voucher) await expect(history).toContainText(voucher);
  await expect(history.locator('.ant-descriptions').first()).toContainText('0.00');
});

import { expect, test, type Page } from '@playwright/test';
import { apiGet, login } from './helpers.ts';

// Debt alerts and notices (issue 12), as the demo's manager: find who owes, narrow to one
// route, issue that route's warning letters in one batch, print the batch and record its
// delivery; the cashier then takes the whole debt of one warned connection at the
// counter, and the manager sees that letter closed ("ชำระแล้ว"). Named to run after the
// counter journeys, which count the cashier's receipts of the day from leaf 1.

type AlertRow = { customerNo: string; routeName: string | null; owing: number; step: string };
type NoticeRow = { number: string; customerNo: string; state: string };

test.describe.configure({ mode: 'serial' });

/** Shared by the three steps of the journey. */
const journey = { routeName: '', routeId: '', customerNo: '', owing: 0, number: '' };

/** The route with the most connections due a warning today (the demo has a year of debt). */
const routeToWarn = async (page: Page) => {
  const alerts = await apiGet<{ rows: AlertRow[] }>(
    page,
    'manager',
    '/api/v1/debt/alerts?step=warning&pageSize=500',
  );
  const byRoute = new Map<string, number>();
  for (const r of alerts.rows) {
    if (r.routeName) byRoute.set(r.routeName, (byRoute.get(r.routeName) ?? 0) + 1);
  }
  const [name] = [...byRoute.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!name) throw new Error('the demo has no connection due a warning letter');
  const routes = await apiGet<{ items: { id: string; name: string }[] }>(
    page,
    'manager',
    '/api/v1/basic/routes?pageSize=500',
  );
  const route = routes.items.find((r) => r.name === name);
  if (!route) throw new Error(`route ${name} not found`);
  return { name, id: route.id, count: byRoute.get(name) ?? 0 };
};

test('the manager issues a route’s warning letters, prints them and records delivery', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  const route = await routeToWarn(page);
  journey.routeName = route.name;
  journey.routeId = route.id;

  await login(page, 'manager', '/operation/payment_alert');
  await expect(page.getByRole('tab', { name: 'ลูกหนี้ค้างชำระ' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'ส่งหนังสือเตือน' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-alert-th.png') });

  // One route only.
  await page.getByRole('combobox', { name: 'ทุกสายจดมาตร' }).click();
  await page.locator('.ant-select-item-option', { hasText: route.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`routeId=${route.id}`));
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toContainText(route.name, { timeout: 30_000 });
  await expect(rows.filter({ hasText: 'ส่งหนังสือเตือน' })).toHaveCount(route.count);

  // The batch: every connection of the route due a warning.
  await page.getByRole('button', { name: /ออกหนังสือแจ้งเตือน/ }).click();
  const modal = page.locator('.ant-modal', { hasText: 'ออกหนังสือแจ้งเตือนให้ชำระหนี้' });
  await expect(modal.getByText(`(${route.count} ราย)`)).toBeVisible({ timeout: 30_000 });
  await modal.getByRole('button', { name: `ออก ${route.count} ฉบับ` }).click();
  await expect(modal.getByText(`ออกหนังสือแจ้งเตือนแล้ว ${route.count} ฉบับ`)).toBeVisible({
    timeout: 60_000,
  });
  await page.screenshot({ path: testInfo.outputPath('payment-alert-issued-th.png') });

  // The whole batch as one PDF, in walk order.
  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/debt/notices/pdf?jobId=')),
    modal.getByRole('button', { name: 'พิมพ์ทั้งชุด (PDF)' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await page.bringToFront();

  // Printed, then handed over with a note.
  await modal.getByRole('button', { name: 'บันทึกว่าพิมพ์แล้ว' }).click();
  await expect(page.getByText(`บันทึกว่าพิมพ์แล้ว ${route.count} ฉบับ`)).toBeVisible();
  await modal.getByRole('button', { name: 'บันทึกการส่งมอบ' }).click();
  const delivery = page.locator('.ant-modal', { hasText: 'บันทึกการส่งมอบหนังสือ' });
  await delivery.getByLabel('หมายเหตุ').fill('ผู้ใหญ่บ้านแจกตามบ้าน');
  await delivery.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกการส่งมอบแล้ว')).toBeVisible();

  // The batch in the notices tab: every letter printed and handed over.
  await modal.getByRole('button', { name: 'ดูรายการชุดนี้' }).click();
  const letters = page.locator('.ant-table-row');
  await expect(letters).toHaveCount(route.count, { timeout: 30_000 });
  await expect(letters.first()).toContainText('รอชำระ');
  await expect(letters.first().getByLabel('ส่งมอบแล้ว')).toBeVisible();
  await expect(letters.first().getByLabel('พิมพ์แล้ว')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-alert-batch-th.png') });

  // One letter of the batch, opened: its debt table and its history.
  await letters.first().click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('รายการหนี้ค้างชำระ')).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByText('ผู้ใหญ่บ้านแจกตามบ้าน')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-alert-notice-th.png') });

  const notices = await apiGet<{ rows: NoticeRow[] }>(
    page,
    'manager',
    `/api/v1/debt/notices?kind=warning&state=open&routeId=${route.id}&pageSize=500`,
  );
  const letter = notices.rows[0];
  if (!letter) throw new Error('no open letter in the batch');
  const debt = await apiGet<{ rows: AlertRow[] }>(
    page,
    'manager',
    `/api/v1/debt/alerts?q=${letter.customerNo}`,
  );
  const owing = debt.rows.find((r) => r.customerNo === letter.customerNo)?.owing ?? 0;
  expect(owing).toBeGreaterThan(0);
  Object.assign(journey, { customerNo: letter.customerNo, owing, number: letter.number });
});

test('the cashier takes the whole debt of one warned connection', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  expect(journey.customerNo).not.toBe('');
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'cashier', '/operation/payment');
  const search = page.getByPlaceholder('เลขผู้ใช้น้ำ ชื่อ เลขมาตร ที่อยู่ หรือสแกนใบแจ้งหนี้');
  await expect(search).toBeFocused();
  await page.keyboard.type(journey.customerNo);
  await page.keyboard.press('Enter');
  const tendered = page.getByLabel('รับเงินมา');
  await expect(tendered).toBeFocused({ timeout: 30_000 });
  // Every open bill is ticked (a bill issued since the alerts were read too): what the
  // counter asks for, in cash rounded up to the next 100 baht.
  const due = Math.round(
    Number((await page.getByLabel('จำนวนเงินที่รับ').inputValue()).replace(/,/g, '')) * 100,
  );
  expect(due).toBeGreaterThanOrEqual(journey.owing);
  const handed = Math.ceil((due + 1) / 10_000) * 100;
  await page.keyboard.type(String(handed));
  await page.keyboard.press('Enter');
  const done = page.locator('.ant-modal');
  await expect(done).toContainText('ออกใบเสร็จ', { timeout: 30_000 });
  await expect(done).toContainText(((handed * 100 - due) / 100).toFixed(2));
  await page.screenshot({ path: testInfo.outputPath('payment-alert-paid-th.png') });
});

test('the manager sees the paid letter closed', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  expect(journey.number).not.toBe('');
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'manager', `/operation/payment_alert?tab=notices&n.q=${journey.number}`);
  const row = page.locator('.ant-table-row', { hasText: journey.number });
  await expect(row).toContainText('ชำระแล้ว', { timeout: 30_000 });
  await expect(row).toContainText(journey.customerNo);
  await row.click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.locator('.ant-drawer-header')).toContainText('ชำระแล้ว', {
    timeout: 30_000,
  });
  // Paid: no more work to record on it.
  await expect(drawer.getByRole('button', { name: 'บันทึกการส่งมอบ' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('payment-alert-closed-th.png') });
});

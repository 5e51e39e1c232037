import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './helpers.ts';

// Issue 27, water cost and lost water: the clerk of the municipality demo (DEMO-MUNI,
// which no other journey's production figures read) adds a well, enters last month's
// meter reading and its electricity bill; the manager reads the water cost and the water
// balance of that month with the exact figures. The arithmetic: water-loss.test.ts.

const ORG = 'DEMO-MUNI';
const READING = 1_234;

const lastMonth = () => {
  const now = new Date(Date.now() + 7 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

const session = async (request: APIRequestContext, username: string) => {
  const res = await request.post('/api/v1/cms/auth/login', {
    data: { org_id: ORG, username, password: DEMO.password },
  });
  const { data } = (await res.json()) as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  return { authorization: `Bearer ${data.tokens.access.token}`, orgid: data.user.org_id };
};

type Month = { readings: { id: string }[]; costs: { id: string }[]; unbilled: { id: string }[] };

/** The month starts empty (a retry finds the first try's entries): the figures are exact. */
const clearMonth = async (request: APIRequestContext, month: string) => {
  const headers = await session(request, 'clerk');
  const res = await request.get(`/api/v1/production?month=${month}`, { headers });
  const { data } = (await res.json()) as { data: Month };
  for (const [path, rows] of [
    ['readings', data.readings],
    ['costs', data.costs],
    ['unbilled', data.unbilled],
  ] as const) {
    for (const r of rows) await request.delete(`/api/v1/production/${path}/${r.id}`, { headers });
  }
};

const soldIn = async (request: APIRequestContext, month: string) => {
  const headers = await session(request, 'manager');
  const res = await request.get(`/api/v1/water-cost?month=${month}`, { headers });
  return ((await res.json()) as { data: { current: { sold: number } } }).data.current.sold;
};

const signIn = async (page: Page, username: string, to: string) => {
  await page.goto(`/pages/login?to=${encodeURIComponent(to)}`);
  await page.locator('#org_id').click();
  await page.keyboard.type(ORG);
  await page.keyboard.press('Enter');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(new RegExp(to));
};

const pick = async (page: Page, field: string, option: string) => {
  const modal = page.locator('.ant-modal:visible');
  await modal.locator(`#${field}`).click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
};

test('the clerk enters a reading and a cost; the manager reads the cost and the balance', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const month = lastMonth();
  await clearMonth(page.request, month);
  const code = `E${Date.now().toString().slice(-6)}`;
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));

  await signIn(page, 'clerk', '/water_cost');
  await page.getByRole('button', { name: 'ข้อมูลการผลิตน้ำ' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await drawer.getByRole('tab', { name: 'แหล่งน้ำ/มาตรพื้นที่' }).click();
  await drawer.getByRole('button', { name: 'เพิ่มแหล่งน้ำ' }).click();
  let modal = page.locator('.ant-modal:visible');
  await modal.locator('#code').fill(code);
  await modal.locator('#name').fill(`บ่อบาดาลทดสอบ ${code}`);
  await modal.getByRole('button', { name: 'บันทึก' }).click();
  await expect(modal).toBeHidden();

  await drawer.getByRole('tab', { name: 'เลขมาตรผลิตน้ำ' }).click();
  await drawer.getByRole('button', { name: 'บันทึกเลขมาตร' }).click();
  modal = page.locator('.ant-modal:visible');
  await pick(page, 'sourceId', code);
  await modal.locator('#reading').fill(String(READING));
  await modal.getByRole('button', { name: 'บันทึก' }).click();
  await expect(modal).toBeHidden();
  await expect(drawer.getByRole('cell', { name: '1,234' }).first()).toBeVisible();

  await drawer.getByRole('tab', { name: 'ค่าใช้จ่าย' }).click();
  await drawer.getByRole('button', { name: 'เพิ่มค่าใช้จ่าย' }).click();
  modal = page.locator('.ant-modal:visible');
  await pick(page, 'sourceId', code);
  await modal.locator('#quantity').fill('520');
  await modal.locator('#amount').fill('2468.00');
  await modal.getByRole('button', { name: 'บันทึก' }).click();
  await expect(modal).toBeHidden();
  await page.keyboard.press('Escape');

  const sold = await soldIn(page.request, month);
  const desk = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const office = await desk.newPage();
  await office.addInitScript(() => localStorage.setItem('lang', 'th'));
  await signIn(office, 'manager', '/water_cost');
  await expect(office.getByTestId('stat-produced')).toContainText('1,234');
  await expect(office.getByTestId('stat-totalCost')).toContainText('2,468.00');
  await expect(office.getByTestId('stat-costPerM3Produced')).toContainText('2.00');

  await office.goto('/lose_water');
  await expect(office.getByTestId('balance-systemInput')).toHaveText('1,234');
  await expect(office.getByTestId('balance-billedMetered')).toHaveText(
    sold.toLocaleString('en-US'),
  );
  await expect(office.getByTestId('balance-nonRevenue')).toHaveText(
    (READING - sold).toLocaleString('en-US'),
  );
  await desk.close();
});

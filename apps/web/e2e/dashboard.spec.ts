import { expect, test } from '@playwright/test';
import { apiGet, login } from './helpers.ts';

// The home dashboard (issue 27): the manager sees the figures of every desk, each a link
// to its screen with the filter applied; the cashier sees only the counter. It reads the
// demo and changes nothing.

type Debtors = { byBucket: { bucket: string; debtors: number }[] };

test('the manager reads the cards and a figure opens its screen, filtered', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Thai until the journey switches to English below (the script runs on every load).
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'th');
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  const debtors = await apiGet<Debtors>(page, 'manager', '/api/v1/dashboard/debtors');
  const r1 = debtors.byBucket.find((b) => b.bucket === 'r1')?.debtors ?? 0;
  await login(page, 'manager', '/prapaunit/welcome');
  await expect(page.getByRole('heading', { name: 'ภาพรวมวันนี้' })).toBeVisible({
    timeout: 30_000,
  });
  for (const card of ['counter', 'bills', 'debtors', 'readings', 'checks', 'requests']) {
    await expect(page.getByTestId(`card-${card}`)).toBeVisible();
  }
  const bucket = page.getByTestId('bucket-r1');
  await expect(bucket).toContainText(`ค้าง 1 รอบ: ${r1.toLocaleString('en-US')}`);
  await page.screenshot({ path: testInfo.outputPath('dashboard-th-1366.png'), fullPage: true });
  await bucket.click();
  await expect(page).toHaveURL(/\/debtor_accounts\?bucket=r1/);
  await expect(page.locator('.ant-table-row').first()).toContainText('ค้าง 1 รอบ', {
    timeout: 30_000,
  });

  // In English on a phone: the same cards, one under the other.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/prapaunit/welcome');
  await expect(page.getByRole('heading', { name: 'Today at a glance' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('card-debtors')).toContainText('Debtors');
  await page.screenshot({ path: testInfo.outputPath('dashboard-en-390.png'), fullPage: true });
});

test('the cashier sees the counter card only', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'cashier', '/prapaunit/welcome');
  const counter = page.getByTestId('card-counter');
  await expect(counter).toBeVisible({ timeout: 30_000 });
  await expect(counter).toContainText('ใบเสร็จของฉัน');
  for (const card of ['bills', 'debtors', 'readings', 'checks', 'requests', 'jobs', 'nrw']) {
    await expect(page.getByTestId(`card-${card}`)).toHaveCount(0);
  }
  await page.screenshot({ path: testInfo.outputPath('dashboard-cashier.png') });
});

import { expect, test, type Page } from '@playwright/test';
import { login, sider } from './helpers.ts';

// Issue 25 item 7: /check took 6–14 s to open on the demo. Opened from the menu as the
// office does, the demo's round shows its first readings quickly (the target is under
// 1 s on a quiet machine; a loaded CI runner gets 2.5 s, the median of three warm opens),
// and what a row offers is said in words: hold, accept, correct, send back.

const ROWS = '.ant-layout-content .ant-table-tbody > tr.ant-table-row';
type Open = { start: number; rows: number };

/**
 * Timed in the page, not by polling from the test: from the click on the menu's link to
 * the first frame that has a reading row in it.
 */
const watchOpens = (rows: string) => {
  const w = window as unknown as { __checkOpen: Open };
  w.__checkOpen = { start: 0, rows: 0 };
  document.addEventListener(
    'click',
    (e) => {
      if (e.target instanceof Element && e.target.closest('a[href="/check"]'))
        w.__checkOpen = { start: performance.now(), rows: 0 };
    },
    true,
  );
  new MutationObserver(() => {
    if (w.__checkOpen.start && !w.__checkOpen.rows && document.querySelector(rows))
      requestAnimationFrame(() => {
        w.__checkOpen.rows ||= performance.now();
      });
  }).observe(document, { subtree: true, childList: true });
};

/** From the home page (a fresh load: nothing of /check in memory), through the menu. */
const openFromMenu = async (page: Page) => {
  await page.goto('/prapaunit/welcome');
  const link = sider(page).getByRole('link', { name: 'ตรวจสอบการจดมาตร' });
  await expect(link).toBeVisible();
  // The officer reads the home page a moment before choosing a screen.
  await page.waitForLoadState('networkidle');
  await link.click();
  const handle = await page.waitForFunction(
    () => {
      const o = (window as unknown as { __checkOpen: Open }).__checkOpen;
      return o.rows ? o.rows - o.start : 0;
    },
    null,
    { timeout: 30_000 },
  );
  return Math.round(await handle.jsonValue());
};

test('the demo round opens from the menu: median of three warm opens under 2.5 s', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.addInitScript(watchOpens, ROWS);
  await login(page, 'manager', '/prapaunit/welcome');
  // The first opens warm the server (a fresh one compiles its queries) and the browser's cache.
  await openFromMenu(page);
  await openFromMenu(page);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(await openFromMenu(page));
  const median = [...times].sort((a, b) => a - b)[1] ?? Infinity;
  console.log(`/check from the menu: ${times.join(', ')} ms (median ${median} ms)`);
  expect(median).toBeLessThan(2_500);
  // Every reading of the page arrives after the first ones.
  await expect(page.locator(ROWS)).toHaveCount(50);
});

test('a reading is held with a reason; row actions and switches are labelled', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  // A usual reading, far from the unusual ones other journeys accept and correct.
  await login(page, 'manager', '/check?anomaly=normal&sort=walk&page=2');
  // One not held yet (a retry of this journey finds the last one held).
  const row = page
    .locator(ROWS)
    .filter({ has: page.getByRole('button', { name: /^พักไว้ตรวจ / }) })
    .first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const customerNo = (await row.locator('td a').first().innerText()).trim();
  for (const label of ['รับรอง', 'พักไว้ตรวจ', 'แก้ไข', 'ส่งจดใหม่']) {
    const button = row.getByRole('button', { name: `${label} ${customerNo}` });
    // Its words on the button, not an icon only.
    await expect(button).toHaveText(label);
  }
  await row.getByRole('button', { name: `พักไว้ตรวจ ${customerNo}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('เหตุผลที่พักไว้').fill('ตัวเลขไม่ชัดในรูป ให้ผู้จดยืนยัน');
  await dialog.getByRole('button', { name: 'พักไว้ตรวจ' }).click();
  await expect(page.getByText('พักค่าที่จดไว้ตรวจแล้ว')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(ROWS, { hasText: customerNo })).toContainText('ระงับไว้รอตรวจ');

  // The words of a switch toggle it: "held only" lists the reading just held.
  await page.goto('/check?sort=walk');
  await expect(page.locator(ROWS).first()).toBeVisible({ timeout: 30_000 });
  const held = page.locator('label', { hasText: 'เฉพาะที่ระงับไว้' });
  await held.getByText('เฉพาะที่ระงับไว้', { exact: true }).click();
  await expect(page).toHaveURL(/held=true/);
  await expect(held.getByRole('switch')).toBeChecked();
  await expect(page.locator(ROWS, { hasText: customerNo })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('check-held-th.png') });
});

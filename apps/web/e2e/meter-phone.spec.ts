import { expect, request, test, type Page } from '@playwright/test';
import { login, signIn } from './helpers.ts';

// /meter on a phone (issue 8): download a route, read it with no network at all (the app
// reopens offline), send when the network is back, and the office sees it on /check.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const previousOf = async (page: Page) => {
  const card = await page.getByTestId('phone-reader').innerText();
  return Number(/ครั้งก่อน\s+(\d+)/.exec(card)?.[1]);
};
const averageOf = async (page: Page) => {
  const card = await page.getByTestId('phone-reader').innerText();
  return Number(/เฉลี่ย\s+(\d+)/.exec(card)?.[1]);
};
const typeNumber = async (page: Page, value: number) => {
  for (const digit of String(value)) {
    await page
      .getByTestId('phone-reader')
      .getByRole('button', { name: digit, exact: true })
      .click();
  }
};

test('a reader reads a route offline, then it reaches /check', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'reader', '/meter');
  const reader = page.getByTestId('phone-reader');
  await page.getByLabel('สายเก็บเงิน').click();
  // R04: the office grid journey types R05.
  await page.getByText('R04 · ', { exact: false }).last().click();
  await page.getByRole('button', { name: 'ดาวน์โหลดสายลงเครื่อง' }).click();
  await expect(reader).toBeVisible({ timeout: 30_000 });
  // The app is precached: the service worker controls the page.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), {
      timeout: 30_000,
    })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(reader).toBeVisible({ timeout: 30_000 });
  await expect(reader).toContainText('ออฟไลน์');

  let photographed = '';
  for (let i = 0; i < 20; i++) {
    const previous = await previousOf(page);
    if (i === 2) {
      // A photo of the meter, resized on the phone and kept with the reading.
      photographed = /· (\d{5}) /.exec(await reader.innerText())?.[1] ?? '';
      await page.getByTestId('meter-photo').setInputFiles('apps/web/public/pwa-512.png');
      await expect(reader.locator('.ant-badge-dot')).toBeVisible();
    }
    if (i === 4) {
      // House locked: a code, no figure.
      await reader.getByRole('button', { name: /^00 / }).click();
      await page.getByText('01 บ้านปิด').click();
    } else if (i === 7) {
      await typeNumber(page, previous + 6 * Math.max(1, await averageOf(page)));
    } else {
      await typeNumber(page, previous + 10);
    }
    await reader.getByRole('button', { name: 'บันทึก' }).click();
    if (i === 7) await page.getByRole('button', { name: 'ถูกต้อง บันทึก' }).click();
    // On to the next connection in walk order.
    await expect(page.getByTestId('meter-card-title')).toHaveText(new RegExp(`^${i + 2}/\\d+ · `));
  }
  await expect(reader).toContainText('20/');
  // The page never scrolls on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);
  await page.screenshot({ path: testInfo.outputPath('meter-phone-offline-th.png') });

  await context.setOffline(false);
  await expect(reader).toContainText('ออนไลน์');
  await expect(reader.locator('.ant-badge-count')).toHaveCount(0, { timeout: 30_000 });

  // The office sees them on /check, and accepts the very high one.
  const office = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const desk = await office.newPage();
  await desk.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(desk, 'manager', '/check');
  await desk.getByText('ใช้น้ำสูง', { exact: true }).first().click();
  const high = desk
    .locator('.ant-table-tbody > tr.ant-table-row', { hasText: 'ใช้น้ำสูงมาก' })
    .first();
  await expect(high).toBeVisible();
  const customerNo = (await high.locator('td a').first().innerText()).trim();
  await high.getByRole('button', { name: `รับรอง ${customerNo}` }).click();
  await expect(desk.getByText('รับรองแล้ว', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The photo came with its reading.
  await desk.goto(`/check?q=${photographed}`);
  await desk.getByRole('button', { name: `ดูรูปมาตร ${photographed}` }).click();
  await expect(desk.getByRole('dialog').locator('img')).toBeVisible();
  await office.close();
});

test('a session ended while offline keeps the queue and asks for the password when back online', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'reader', '/meter');
  const reader = page.getByTestId('phone-reader');
  await page.getByLabel('สายเก็บเงิน').click();
  await page.getByText('R04 · ', { exact: false }).last().click();
  await page.getByRole('button', { name: 'ดาวน์โหลดสายลงเครื่อง' }).click();
  await expect(reader).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  for (let i = 0; i < 2; i++) {
    await typeNumber(page, (await previousOf(page)) + 9);
    await reader.getByRole('button', { name: 'บันทึก' }).click();
  }
  await expect(reader.locator('.ant-badge-count')).toHaveText('2');

  // Meanwhile the session ends on the server (signed out elsewhere, or expired).
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const refresh = (await context.cookies()).find((c) => c.name === 'prapa_rt');
  const server = await request.newContext({ baseURL: testInfo.project.use.baseURL });
  const out = await server.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}`, cookie: `prapa_rt=${refresh?.value ?? ''}` },
  });
  expect(out.ok()).toBe(true);
  await server.dispose();

  // Back online: the send is refused, the sign-in page asks for the password, nothing lost.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/pages\/login\?to=%2Fmeter/, { timeout: 30_000 });
  await expect(page.getByRole('status')).toContainText('การเข้าใช้งานสิ้นสุดแล้ว');
  await expect(page.getByRole('status')).toContainText('เลขมาตรที่จดไว้ในเครื่องยังอยู่ครบ');
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('prapa-meter');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('queue').objectStore('queue').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { state: string }[]).filter((q) => q.state === 'pending').length,
            );
        };
      }),
  );
  expect(kept).toBe(2);
  await page.screenshot({ path: testInfo.outputPath('meter-phone-session-ended-th.png') });

  await signIn(page, 'reader');
  await expect(page).toHaveURL(/\/meter/);
  await expect(reader).toBeVisible({ timeout: 30_000 });
  await expect(reader.locator('.ant-badge-count')).toHaveCount(0, { timeout: 30_000 });
});

test('a failed send is shown and tried again; the route reopens at the next unread meter', async ({
  page,
  context,
}, testInfo) => {
  // Issue 25: a sync answered 500, the phone kept its readings as pending under "online"
  // with no word and no retry; after an offline reload it reopened on a meter already read.
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'reader', '/meter');
  const reader = page.getByTestId('phone-reader');
  const title = page.getByTestId('meter-card-title');
  const position = async () => Number(/^(\d+)\//.exec(await title.innerText())?.[1]);
  await page.getByLabel('สายเก็บเงิน').click();
  await page.getByText('R04 · ', { exact: false }).last().click();
  await page.getByRole('button', { name: 'ดาวน์โหลดสายลงเครื่อง' }).click();
  await expect(reader).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), {
      timeout: 30_000,
    })
    .toBe(true);
  const start = await position();

  let tries = 0;
  await context.route('**/api/v1/readings/sync', (route) => {
    tries += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  for (let i = 0; i < 2; i++) {
    await typeNumber(page, (await previousOf(page)) + 9);
    await reader.getByRole('button', { name: 'บันทึก' }).click();
    await expect(title).toHaveText(new RegExp(`^${start + i + 1}/`));
  }
  const failed = page.getByTestId('send-failed');
  await expect(failed).toContainText('ส่งไม่สำเร็จ');
  await expect(failed).toContainText('ยังค้างในเครื่อง 2 รายการ');
  await expect(failed).toContainText('จะลองส่งใหม่เองใน');
  await expect(failed.getByRole('button', { name: 'ลองส่งอีกครั้ง' })).toBeVisible();
  // Tried again by itself (15 s after the second failure at most).
  const before = tries;
  await expect.poll(() => tries, { timeout: 25_000 }).toBeGreaterThan(before);
  await page.screenshot({ path: testInfo.outputPath('meter-phone-send-failed-th.png') });

  await failed.getByRole('button', { name: 'ดูรายการ' }).click();
  const unsent = page.getByTestId('unsent-list');
  await expect(unsent.locator('.ant-list-item')).toHaveCount(2);
  await expect(unsent).toContainText('รอส่ง');
  await expect(unsent).toContainText('ส่งครั้งล่าสุดไม่สำเร็จ');
  await page.keyboard.press('Escape');

  // Offline reload: back at the next meter not read, not at one kept but not sent.
  await context.setOffline(true);
  await page.reload();
  await expect(reader).toBeVisible({ timeout: 30_000 });
  await expect(title).toHaveText(new RegExp(`^${start + 2}/`));
  // A new figure for a meter kept but not sent asks first; keeping the old changes nothing.
  await reader.getByRole('button', { name: 'ก่อนหน้า' }).click();
  await typeNumber(page, (await previousOf(page)) + 12);
  await reader.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('dialog')).toContainText('ยังไม่ถึงสำนักงาน');
  await page.getByRole('button', { name: 'เก็บเลขเดิม' }).click();
  await expect(reader.locator('.ant-badge-count')).toHaveText('2');
  await reader.getByRole('button', { name: 'ถัดไปที่ยังไม่จด' }).click();
  await expect(title).toHaveText(new RegExp(`^${start + 2}/`));

  // The server is back, so is the network: the two go out by themselves.
  await context.unroute('**/api/v1/readings/sync');
  await context.setOffline(false);
  await expect(reader.locator('.ant-badge-count')).toHaveCount(0, { timeout: 30_000 });
  await expect(failed).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers.ts';

/** The journeys read Thai. */
const inThai = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'th'));

const rows = (page: Page) => page.getByTestId('route-stop-list').getByRole('option');

/** The customer number shown in a row of the walk order. */
const customerNo = async (page: Page, index: number) =>
  (await rows(page).nth(index).locator('code').innerText()).trim();

/** Drags a row by its handle onto another row (dnd-kit starts after 4 px). */
const dragRow = async (page: Page, from: number, to: number) => {
  const handle = await rows(page).nth(from).locator('[data-drag-handle]').boundingBox();
  const target = await rows(page).nth(to).boundingBox();
  if (!handle || !target) throw new Error('row not on screen');
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, handle.y + handle.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, target.y + 6, { steps: 12 });
  await page.mouse.up();
};

const openRoute = async (page: Page, code: string) => {
  await page.goto('/route_arrangement');
  await page.getByTestId('route-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: code })
    .click();
  await expect(rows(page).first()).toBeVisible();
};

/**
 * Clicks a circle marker: they are drawn on Leaflet's canvas, so find an opaque pixel
 * of it away from the controls and click there.
 */
const clickMarker = async (page: Page) => {
  const point = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.leaflet-overlay-pane canvas');
    const box = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    const context = canvas?.getContext('2d');
    if (!canvas || !box || !context) return null;
    const { width, height } = canvas;
    const pixels = context.getImageData(0, 0, width, height).data;
    const rect = canvas.getBoundingClientRect();
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const i = (y * width + x) * 4;
        const white = pixels[i]! > 240 && pixels[i + 1]! > 240 && pixels[i + 2]! > 240;
        if (pixels[i + 3]! < 220 || white) continue;
        const px = rect.left + (x * rect.width) / width;
        const py = rect.top + (y * rect.height) / height;
        const inside =
          px > box.left + 60 && px < box.right - 20 && py > box.top + 80 && py < box.bottom - 30;
        if (inside) return { x: px + 1, y: py + 1 };
      }
    }
    return null;
  });
  if (!point) return false;
  await page.mouse.click(point.x, point.y);
  return true;
};

test('a route is reordered by drag and drop, and the order is kept after a reload', async ({
  page,
}) => {
  await inThai(page);
  await login(page, 'manager', '/route_arrangement');
  await openRoute(page, 'R03');
  await expect(page.getByText('เรียงบ้านตามลำดับนี้')).toBeVisible();
  const third = await customerNo(page, 2);
  const first = await customerNo(page, 0);

  await dragRow(page, 2, 0);
  expect(await customerNo(page, 0)).toBe(third);
  expect(await customerNo(page, 1)).toBe(first);
  await expect(page.getByTestId('route-order-dirty')).toContainText('ยังไม่ได้บันทึก');

  await page.getByRole('button', { name: 'บันทึกลำดับ' }).click();
  await expect(page.getByText('บันทึกลำดับเรียบร้อยแล้ว')).toBeVisible();
  await expect(page.getByTestId('route-order-dirty')).toHaveCount(0);

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  expect(await customerNo(page, 0)).toBe(third);
  expect(await customerNo(page, 1)).toBe(first);
});

test('the keyboard moves a row, and Discard puts the saved order back', async ({ page }) => {
  await inThai(page);
  await login(page, 'manager', '/route_arrangement');
  await openRoute(page, 'R04');
  const first = await customerNo(page, 0);
  const second = await customerNo(page, 1);

  await page.getByTestId('route-stop-list').focus();
  await page.keyboard.press('Alt+ArrowDown');
  expect(await customerNo(page, 0)).toBe(second);
  expect(await customerNo(page, 1)).toBe(first);

  await page.keyboard.press('Enter');
  await page.locator('.ant-modal input').fill('5');
  await page.keyboard.press('Enter');
  expect(await customerNo(page, 4)).toBe(first);

  await page.getByRole('button', { name: 'ยกเลิกการแก้ไข' }).click();
  expect(await customerNo(page, 0)).toBe(first);
  await expect(page.getByTestId('route-order-dirty')).toHaveCount(0);
});

test('the map shows the connections, even when no tile server answers', async ({ page }) => {
  await page.route('**/tile.openstreetmap.org/**', (route) => route.abort());
  await inThai(page);
  await login(page, 'manager', '/meter_location');
  await page.goto('/meter_location');
  await expect(page.getByTestId('map-count')).toContainText(/แสดง [1-9][\d,]* รายบนแผนที่/);
  await expect(page.locator('.meter-cluster').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'สถานะการใช้น้ำ' })).toBeVisible();
  await expect(page.getByText('โหลดแผนที่พื้นหลังไม่ได้')).toBeVisible();

  // Zoomed in, single markers show; one opens a popup linking to the record.
  for (let i = 0; i < 3; i += 1) {
    await page.locator('.leaflet-control-zoom-in').click();
    await page.waitForTimeout(400);
  }
  // The popup's details come from the record, asked for on click: hold that answer to
  // see the loading state first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const oneRecord = /\/api\/v1\/water-users\/[0-9a-f-]{36}$/;
  await page.route(oneRecord, async (route) => {
    await held;
    await route.continue();
  });
  const popup = page.getByTestId('meter-popup');
  await expect
    .poll(async () => (await clickMarker(page)) && (await popup.isVisible()), { timeout: 15_000 })
    .toBe(true);
  await expect(popup).toContainText('กำลังโหลดรายละเอียด');
  await expect(popup.locator('.meter-popup-status')).toBeVisible();
  release();
  const name = popup.locator('.meter-popup-name');
  await expect(name).not.toBeEmpty();
  await expect(popup).toContainText(/เลขผู้ใช้น้ำ: \S+/);
  await expect(popup).toContainText(/ที่อยู่: \S+/);
  await expect(popup).toContainText(/มาตรวัดน้ำ: \S+/);
  await expect(popup).not.toContainText('กำลังโหลดรายละเอียด');
  const fullName = await name.innerText();
  const customerNo = /เลขผู้ใช้น้ำ: (\S+)/.exec(await popup.innerText())?.[1] ?? '';

  // Its link opens that very record, inside the app.
  await popup.getByRole('link', { name: 'เปิดข้อมูลผู้ใช้น้ำ' }).click();
  await expect(page).toHaveURL(/\/user\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page.locator('code', { hasText: customerNo })).toBeVisible();
});

test('connections with no map point are counted, listed and placed with a click', async ({
  page,
}) => {
  await page.route('**/tile.openstreetmap.org/**', (route) => route.abort());
  await inThai(page);
  await login(page, 'clerk', '/meter_location');
  const button = page.getByRole('button', { name: /ยังไม่มีตำแหน่ง \d+ ราย/ });
  await expect(button).toBeVisible();
  const before = Number(/(\d+)/.exec(await button.innerText())?.[1]);
  const shownBefore = await page.getByTestId('map-count').innerText();
  await button.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('ผู้ใช้น้ำที่ยังไม่มีตำแหน่งบนแผนที่')).toBeVisible();
  const first = drawer.locator('tbody tr.ant-table-row').first();
  const name = await first.locator('td').nth(1).innerText();
  await first.getByRole('button', { name: 'วางบนแผนที่' }).click();
  await expect(page.getByText(`คลิกบนแผนที่ที่ตำแหน่งมาตรของ ${name}`)).toBeVisible();
  await expect(drawer).toBeHidden();
  const map = page.locator('.leaflet-container');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
  await page.getByRole('button', { name: 'บันทึกตำแหน่ง' }).click();
  await expect(page.getByText(`บันทึกตำแหน่งของ ${name} เรียบร้อยแล้ว`)).toBeVisible();
  await expect(page.getByRole('button', { name: `ยังไม่มีตำแหน่ง ${before - 1} ราย` })).toBeVisible();
  await expect(page.getByTestId('map-count')).not.toHaveText(shownBefore);
});

test('the auditor reads the water user report with its totals', async ({ page }) => {
  await inThai(page);
  await login(page, 'auditor', '/report/use_water_user');
  await page.goto('/report/use_water_user');
  await expect(page.getByTestId('report-total')).toHaveText(/^[1-9][\d,]*$/);
  await page.getByText('สายเก็บเงิน', { exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'สายเก็บเงิน' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ส่งออก Excel' })).toBeVisible();
});

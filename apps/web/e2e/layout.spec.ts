import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers.ts';

// Issue 14 §5.4: no page scrolls sideways on a phone (a table may, inside itself), and at
// 1366 px a list's fixed action column covers none of its content.
const PHONE = { width: 390, height: 844 };

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const pages = async (page: Page) => {
  // Every built screen the manager's home offers (the same list as the menu).
  const hrefs = await page
    .locator('a[href^="/"]:has(.ant-card)')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => href && !href.startsWith('/planned/'));
};

test('no screen of the manager scrolls sideways at 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await login(page, 'manager', '/prapaunit/welcome');
  await expect(page.getByRole('heading', { name: 'เมนูที่ใช้งานได้' })).toBeVisible();
  const paths = await pages(page);
  expect(paths.length).toBeGreaterThan(10);
  const firstUser = await page.evaluate(async () => {
    const res = await fetch('/api/v1/water-users?pageSize=1', {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
        OrgId: (JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { org_id: string })
          .org_id,
      },
    });
    return ((await res.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id;
  });
  const wide: string[] = [];
  for (const path of [...paths, '/user/create', `/user/edit/${firstUser}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const over = await sidewaysOverflow(page);
    if (over > 0) wide.push(`${path}: ${over} px`);
  }
  expect(wide).toEqual([]);
});

test('the water-user form saves on a phone: its Save button is on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, 'clerk', '/user/create');
  const save = page.getByRole('button', { name: 'บันทึกผู้ใช้น้ำ' });
  await save.scrollIntoViewIfNeeded();
  const box = await save.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
});

test('at 1366 px the default columns of /user and /basic/discount fit: no column sits under the fixed actions', async ({
  page,
}) => {
  await login(page, 'manager', '/user');
  for (const path of ['/user', '/basic/discount']) {
    await page.goto(path);
    const table = page.locator('.ant-table').first();
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const hidden = await table.evaluate((el) => {
      const body = el.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      return body ? body.scrollWidth - body.clientWidth : 0;
    });
    expect(hidden, path).toBeLessThanOrEqual(0);
  }
});

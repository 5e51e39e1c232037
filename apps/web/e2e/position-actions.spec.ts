import { expect, test, type Page, type Request } from '@playwright/test';
import { can, type Permission, type Position, type Role } from '@prapa/contracts';
import { login, sider } from './helpers.ts';

// Issue 25 item 5: a screen offers only what its user may do. For each desk of the demo,
// every screen of its menu is opened and every primary button on it pressed (and the
// primary button of a dialog it opens): no read on the way is refused, and no write it
// sends is one the position's rights refuse. Writes are answered here, not sent, so the
// demo's data stays as the other journeys expect it; reads go to the server.

const desks: { username: string; position: Position; role: Role }[] = [
  { username: 'manager', position: 'manager', role: 'admin' },
  { username: 'finance', position: 'finance_officer', role: 'admin' },
  { username: 'cashier', position: 'cashier', role: 'editor' },
  { username: 'reader', position: 'meter_reader', role: 'editor' },
  { username: 'clerk', position: 'clerk', role: 'editor' },
  { username: 'auditor', position: 'auditor', role: 'editor' },
  { username: 'it', position: 'it', role: 'admin' },
];

type Route = { method: string; pattern: RegExp; permission: string | null };

/** The API's operations and the right each needs, from its OpenAPI document. */
const routesOf = async (page: Page): Promise<Route[]> => {
  const res = await page.request.get('/api/docs/json');
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
      permission: op['x-permission'] ?? null,
    })),
  );
};

const SESSION = /\/api\/v1\/(cms\/)?auth\//;

/** Opens every group of the menu and gives the addresses of its screens. */
const screensOf = async (page: Page) => {
  await expect(sider(page).locator('a[href]').first()).toBeVisible();
  const groups = sider(page).locator('.ant-menu-submenu-title');
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).click();
  const hrefs = await sider(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((h) => h && !h.startsWith('/planned/'));
};

/** Until the screen's requests are answered (a screen that polls a job is never quiet). */
const idle = (page: Page) =>
  page.waitForLoadState('networkidle', { timeout: 1_000 }).catch(() => undefined);

/**
 * Opens a screen as the menu does (in the page, no reload: the app's router follows the
 * address), then waits until it has drawn something and stopped loading.
 */
const open = async (page: Page, href: string) => {
  const moved = await page.evaluate((to) => {
    // What the screen shows now is marked: the next screen is drawn when unmarked content
    // appears (the route's component differs, so its elements are new).
    for (const el of document.querySelectorAll('.ant-layout-content > *'))
      el.setAttribute('data-e2e-before', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return window.location.pathname === to;
  }, href);
  // A form that guards leaving it keeps the address: start the page afresh.
  if (!moved || !(await page.evaluate((to) => window.location.pathname === to, href)))
    await page.goto(href);
  await page
    .waitForFunction(
      () => {
        const content = document.querySelector('.ant-layout-content');
        const fresh = content?.querySelector(':scope > :not([data-e2e-before])');
        return (
          !!fresh?.textContent?.trim() &&
          !content?.querySelector('.ant-spin-spinning, .ant-skeleton-active')
        );
      },
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await idle(page);
};

const PRIMARY = '.ant-layout-content .ant-btn-primary:visible:not([disabled])';
const DIALOG_PRIMARY =
  '.ant-modal-wrap:visible .ant-btn-primary:not([disabled]), .ant-drawer-open .ant-btn-primary:not([disabled])';

for (const desk of desks) {
  test(`every primary action the ${desk.username} is offered is one their rights allow`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const routes = await routesOf(page);
    const problems: string[] = [];
    let screen = '';
    const sent: string[] = [];
    const allowed = (req: Request) => {
      const path = new URL(req.url()).pathname;
      const route = routes.find((r) => r.method === req.method() && r.pattern.test(path));
      if (!route?.permission || route.permission === 'public') return true;
      return can({ role: desk.role, position: desk.position }, route.permission as Permission);
    };
    await page.route('**/api/**', async (route) => {
      const req = route.request();
      const method = req.method();
      if (method === 'GET' || method === 'HEAD' || SESSION.test(req.url())) return route.continue();
      const path = new URL(req.url()).pathname;
      sent.push(`${method} ${path}`);
      if (!allowed(req)) problems.push(`${screen}: sends ${method} ${path}, which it may not`);
      return route.fulfill({ status: 200, json: { data: {} } });
    });
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.status() === 403 && url.pathname.startsWith('/api/'))
        problems.push(`${screen}: reading ${url.pathname} was refused (403)`);
    });
    // A print or a preview opens a tab: close it and go on.
    context.on('page', (other) => void other.close());

    await login(page, desk.username);
    const screens = await screensOf(page);
    expect(screens.length).toBeGreaterThan(0);
    let pressed = 0;
    for (const href of screens) {
      screen = href;
      await open(page, href);
      await expect(page).not.toHaveURL(/not-authorized/);
      const count = await page.locator(PRIMARY).count();
      if (process.env.E2E_DEBUG) console.info(href, await page.locator(PRIMARY).allInnerTexts());
      for (let i = 0; i < count; i++) {
        // A press that went elsewhere (a form of its own): back to the screen.
        if (i > 0 && (await page.evaluate(() => window.location.pathname)) !== href)
          await open(page, href);
        const button = page.locator(PRIMARY).nth(i);
        if (!(await button.isVisible().catch(() => false))) continue;
        await button.click({ timeout: 5_000 }).catch(() => undefined);
        pressed += 1;
        await idle(page);
        const dialog = page.locator(DIALOG_PRIMARY).last();
        if (await dialog.isVisible().catch(() => false)) {
          await dialog.click({ timeout: 5_000 }).catch(() => undefined);
          await idle(page);
        }
        await page.keyboard.press('Escape');
      }
    }
    console.info(
      `${desk.username}: ${screens.length} screens, ${pressed} primary buttons pressed, ${sent.length} writes checked`,
    );
    expect(problems).toEqual([]);
  });
}

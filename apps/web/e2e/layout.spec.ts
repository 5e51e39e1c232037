import { expect, test, type Locator, type Page } from '@playwright/test';
import { writeBotFile } from '@prapa/domain';
import { apiGet, login, unpaidBill } from './helpers.ts';

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

// Issue 25 item 13: the screens a collector or an officer uses away from the desk. At
// 390 px each one's primary action is on the screen (after a vertical scroll at most),
// not past its right edge, and takes a click; the page itself never scrolls sideways.
const onPhone = async (page: Page, action: Locator) => {
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeVisible();
  const box = await action.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  // A trial click: every check a click makes (nothing covers it, it is enabled), no click.
  await action.click({ trial: true });
  const over = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
  );
  expect(over, page.url()).toBeLessThanOrEqual(0);
};

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('/check, set_service and payment_alert keep their actions on screen; filters in a drawer', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('lang', 'th'));
    await login(page, 'manager', '/check');
    // A reading is a card with its buttons under it, not a row running off the screen.
    const card = page.locator('.ant-layout-content .ant-list-item').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await onPhone(page, page.getByRole('button', { name: 'รับรองรายที่ปกติ' }));
    await onPhone(page, card.getByRole('button', { name: /^แก้ไข / }));
    await page.screenshot({ path: testInfo.outputPath('check-phone-th.png') });
    const filters = page.getByRole('button', { name: 'ตัวกรอง' });
    await onPhone(page, filters);
    await filters.click();
    await expect(page.locator('.ant-drawer').getByText('เฉพาะที่ระงับไว้')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/operation/set_service');
    await onPhone(page, page.getByRole('button', { name: 'เปิดรอบบริการใหม่' }));
    await onPhone(page, page.getByRole('button', { name: 'ออกใบแจ้งหนี้' }).first());

    await page.goto('/operation/payment_alert');
    await onPhone(page, page.getByRole('button', { name: 'ตัวกรอง' }));
    await onPhone(page, page.getByRole('button', { name: /ออกหนังสือแจ้งเตือน \(\d+\)/ }));
  });

  test('the counter takes a payment on a phone', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('lang', 'th'));
    const bill = await unpaidBill(page, 3);
    await login(page, 'cashier', '/operation/payment');
    const search = page.getByPlaceholder('เลขผู้ใช้น้ำ ชื่อ เลขมาตร ที่อยู่ หรือสแกนใบแจ้งหนี้');
    await search.fill(bill.customerNo);
    await search.press('Enter');
    await onPhone(page, page.getByRole('button', { name: /^ยืนยันรับเงิน/ }));
    // What is owed stays whole on the screen, not cut at its right edge.
    const owed = page.locator('.ant-table-row').first().locator('td').last();
    const box = await owed.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: testInfo.outputPath('counter-phone-th.png'), fullPage: true });
  });

  test('finance checks the day and previews a bank file on a phone', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('lang', 'th'));
    const bill = await unpaidBill(page, 3);
    const org = await apiGet<{ promptpayBillerId: string }>(page, 'finance', '/api/v1/org');
    await login(page, 'finance', '/payment_check');
    await onPhone(page, page.getByRole('button', { name: 'พิมพ์รายงาน (PDF)' }));
    // The six selects wait behind one button: the day's figures come first.
    await expect(page.getByRole('combobox', { name: 'ทุกช่องทาง' })).toBeHidden();
    await onPhone(page, page.getByRole('button', { name: 'ตัวกรอง' }));
    await page.screenshot({ path: testInfo.outputPath('payment-check-phone-th.png') });

    // A bank file's preview (nothing is imported): its confirm button is reachable.
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const bot = writeBotFile({
      bankCode: '006',
      account: '1234567890',
      companyName: 'PRAPA DEMO',
      effectiveDate: today,
      details: [
        {
          payDate: today,
          billerId: org.promptpayBillerId,
          time: '09:00:00',
          payerName: 'นายทดสอบ โทรศัพท์',
          ref1: bill.customerNo,
          ref2: bill.number,
          amount: bill.total,
        },
      ],
    });
    await page.goto('/excel_payment_check');
    await page.getByRole('combobox', { name: 'ช่องทางชำระเงิน' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'โอนเงินเข้าบัญชีธนาคาร' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'phone-bot.txt',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(bot),
    });
    const confirm = page.locator('.ant-layout-content .ant-btn-primary', {
      hasText: /ออกใบเสร็จ|ส่งเข้าคิว/,
    });
    await expect(confirm).toBeVisible({ timeout: 60_000 });
    await onPhone(page, confirm);
    await page.screenshot({ path: testInfo.outputPath('bank-preview-phone-th.png') });
  });

  test('the auditor reads a debtor’s ledger in its drawer on a phone', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('lang', 'th'));
    await login(page, 'auditor', '/debtor_accounts');
    const first = page.locator(
      '.ant-layout-content .ant-table-row, .ant-layout-content .ant-list-item .ant-card',
    );
    await first.first().click({ timeout: 30_000 });
    const drawer = page.locator('.ant-drawer');
    await expect(drawer).toContainText('ยอดยกมา', { timeout: 30_000 });
    await onPhone(page, drawer.getByRole('button', { name: 'พิมพ์ PDF' }));
  });
});

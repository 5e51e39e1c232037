import { expect, test } from '@playwright/test';
import { login, openGroup, sider } from './helpers.ts';

test('the auditor sees only Org Data, Use Water User, ReportP32 and Debtor Accounts', async ({
  page,
}) => {
  await login(page, 'auditor');
  await openGroup(page, 'รายงาน');
  const items = sider(page).locator('.ant-menu-item');
  // Screens of a later release are offered marked as such (issue 14 §5.1).
  await expect(items).toHaveText(['ข้อมูลองค์กร', 'รายงานผู้ใช้น้ำ', 'รายงาน ป.32', 'บัญชีลูกหนี้']);
  await page.goto('/basic/area');
  await expect(page).toHaveURL(/\/pages\/not-authorized$/);
});

test('IT officers get Group/Office and Device, and Org Data at /org_admin', async ({ page }) => {
  await login(page, 'it');
  await openGroup(page, 'ข้อมูลพื้นฐาน');
  await expect(sider(page).getByRole('link', { name: 'กลุ่ม/สำนักงาน' })).toBeVisible();
  await expect(sider(page).getByRole('link', { name: 'เครื่องพิมพ์' })).toBeVisible();
  await expect(sider(page).getByRole('link', { name: 'ข้อมูลองค์กร' })).toHaveAttribute(
    'href',
    '/org_admin',
  );
});

test('other admins get the full menu without IT entries, Org Data at /org', async ({ page }) => {
  await login(page, 'manager');
  await openGroup(page, 'ข้อมูลพื้นฐาน');
  await expect(sider(page).getByRole('link', { name: 'ข้อมูลเจ้าหน้าที่' })).toBeVisible();
  await expect(sider(page).getByRole('link', { name: 'กลุ่ม/สำนักงาน' })).toHaveCount(0);
  await expect(sider(page).getByRole('link', { name: 'ข้อมูลองค์กร' })).toHaveAttribute(
    'href',
    '/org',
  );
  await expect(sider(page).getByRole('link', { name: 'แผนที่มาตรวัดน้ำ' })).toHaveAttribute(
    'href',
    '/meter_location',
  );
  // An entry with no screen in the original product (spec: "/"): the utility's contact
  // card since issue 27.
  const contact = sider(page).getByRole('link', { name: /ติดต่อเรา/ });
  await expect(contact).toHaveAttribute('href', '/contact_us');
  await contact.click();
  await expect(page.getByRole('button', { name: 'พิมพ์ให้ผู้ใช้น้ำ' })).toBeVisible();
});

// Issue 24 (positions): each desk sees the screens its rights let it use, and no other.
const desks = [
  {
    username: 'cashier',
    sees: ['รับชำระเงิน', 'รายงาน ป.32'],
    not: ['ทะเบียนผู้ใช้น้ำ', 'จดมาตรวัดน้ำ', 'สรุป ป.32 ประจำวัน', 'ทะเบียนคุมใบเสร็จรับเงิน'],
    refused: ['/user', '/receipt_books', '/report_p32_daily', '/basic/area'],
  },
  {
    username: 'reader',
    sees: ['จดมาตรวัดน้ำ'],
    not: ['ทะเบียนผู้ใช้น้ำ', 'รับชำระเงิน', 'รายงาน ป.32', 'ตรวจสอบการจดมาตร'],
    refused: ['/user', '/operation/payment', '/report_p32', '/basic/area'],
  },
  {
    username: 'clerk',
    sees: ['ทะเบียนผู้ใช้น้ำ', 'จดมาตรวัดน้ำ', 'ตรวจสอบการจดมาตร'],
    not: ['รับชำระเงิน', 'รายงาน ป.32', 'ทะเบียนคุมใบเสร็จรับเงิน'],
    refused: ['/operation/payment', '/report_p32', '/excel_payment_check', '/basic/area'],
  },
];
for (const desk of desks) {
  test(`the "${desk.username}" sees the screens of their work, and no other`, async ({ page }) => {
    await login(page, desk.username);
    // The menu is drawn once this shows; then open every group, so a screen in a closed
    // one counts as shown.
    await expect(sider(page).getByRole('link', { name: 'ข้อมูลองค์กร' })).toHaveAttribute(
      'href',
      '/org',
    );
    const groups = sider(page).locator('.ant-menu-submenu-title');
    for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).click();
    for (const name of desk.sees) {
      await expect(sider(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of desk.not) {
      await expect(sider(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    for (const path of desk.refused) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/pages\/not-authorized$/);
    }
  });
}

test('of Basic Data the clerk keeps only the route arrangement', async ({ page }) => {
  await login(page, 'clerk');
  await openGroup(page, 'ข้อมูลพื้นฐาน');
  await expect(sider(page).getByRole('link', { name: 'จัดลำดับสายเก็บเงิน' })).toBeVisible();
  await expect(sider(page).getByRole('link', { name: 'เขตพื้นที่' })).toHaveCount(0);
});

test('the finance officer (admin) gets Basic Data without the IT entries', async ({ page }) => {
  await login(page, 'finance');
  await openGroup(page, 'ข้อมูลพื้นฐาน');
  await expect(sider(page).getByRole('link', { name: 'เขตพื้นที่' })).toBeVisible();
  await expect(sider(page).getByRole('link', { name: 'เครื่องพิมพ์' })).toHaveCount(0);
});

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
  // An entry with no screen in the original product (spec: "/") says so on its own page.
  const contact = sider(page).getByRole('link', { name: /ติดต่อเรา/ });
  await expect(contact).toHaveAttribute('href', '/planned/contactUs');
  await contact.click();
  await expect(page.getByText('ยังไม่มีในรุ่นนี้')).toBeVisible();
});

for (const username of ['cashier', 'reader', 'clerk']) {
  test(`the editor "${username}" gets the daily work but not the admin-only Basic Data`, async ({
    page,
  }) => {
    await login(page, username);
    await expect(sider(page).getByRole('link', { name: 'ทะเบียนผู้ใช้น้ำ' })).toBeVisible();
    await expect(sider(page).getByRole('link', { name: 'ข้อมูลองค์กร' })).toHaveAttribute(
      'href',
      '/org',
    );
    // Of Basic Data an editor keeps only the route arrangement (daily field work).
    await openGroup(page, 'ข้อมูลพื้นฐาน');
    await expect(sider(page).getByRole('link', { name: 'จัดลำดับสายเก็บเงิน' })).toBeVisible();
    await expect(sider(page).getByRole('link', { name: 'เขตพื้นที่' })).toHaveCount(0);
    await page.goto('/basic/area');
    await expect(page).toHaveURL(/\/pages\/not-authorized$/);
  });
}

test('the finance officer (admin) gets Basic Data without the IT entries', async ({ page }) => {
  await login(page, 'finance');
  await openGroup(page, 'ข้อมูลพื้นฐาน');
  await expect(sider(page).getByRole('link', { name: 'เขตพื้นที่' })).toBeVisible();
  await expect(sider(page).getByRole('link', { name: 'เครื่องพิมพ์' })).toHaveCount(0);
});

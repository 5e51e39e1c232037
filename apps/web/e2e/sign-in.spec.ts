import { expect, test } from '@playwright/test';
import { DEMO, login } from './helpers.ts';

test('a guarded page sends a stranger to sign in, and back after signing in', async ({ page }) => {
  await page.goto('/basic/area?tab=1');
  await expect(page).toHaveURL(/\/pages\/login\?to=%2Fbasic%2Farea%3Ftab%3D1$/);

  await page.locator('#org_id').click();
  await page.keyboard.type(DEMO.org);
  await page.keyboard.press('Enter');
  await page.locator('#username').fill('manager');
  await page.locator('#password').fill('not-the-password1');
  await page.locator('button[type=submit]').click();
  // A wrong password and a locked account read the same (no hint of who exists).
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('ชื่อองค์กร ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง');
  await expect(alert).toContainText('บัญชีจะถูกระงับชั่วคราว');

  await page.locator('#password').fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/basic\/area\?tab=1$/);
  await page.goto('/pages/login');
  await expect(page).toHaveURL(/\/prapaunit\/welcome$/);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pages\/error-404$/);
  await expect(page.getByText('ไม่พบหน้าที่ต้องการ')).toBeVisible();
});

test('log out ends the session', async ({ page }) => {
  await login(page, 'clerk');
  await page.getByRole('button', { name: 'เมนูผู้ใช้งาน' }).click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/pages\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/pages\/login\?to=%2Fprofile$/);
});

import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

test('star a page, then find it and another page with Ctrl+K', async ({ page }) => {
  await login(page, 'manager', '/operation/payment');
  await page.getByRole('button', { name: 'ปักหมุดหน้านี้' }).click();
  await expect(page.getByRole('button', { name: 'เลิกปักหมุดหน้านี้' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('option')).toHaveCount(4 + 1);
  await dialog.getByRole('textbox').fill('ลูกหนี้');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/debtor_accounts$/);
});

test('switch to English and back to Thai', async ({ page }) => {
  await login(page, 'cashier');
  await page.getByRole('button', { name: /ไทย/ }).first().click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { name: 'หน้าหลัก' })).toBeVisible();
});

test('idle time locks the screen; a reload cannot skip it; the password unlocks', async ({
  page,
}) => {
  await page.clock.install();
  await login(page, 'reader', '/profile');
  const minutes = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { idleLockMinutes: number })
        .idleLockMinutes,
  );
  // The idle timer starts when the layout mounts; let it mount before time jumps.
  await expect(page.getByRole('complementary')).toBeVisible();
  await page.clock.fastForward((minutes + 1) * 60_000);
  await expect(page).toHaveURL(/\/pages\/lock-screen$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/pages\/lock-screen$/);

  await page.locator('#password').fill('wrong-password');
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.locator('#password').fill('demo1234');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a 401 mid-session is refreshed transparently', async ({ page }) => {
  await login(page, 'clerk', '/profile');
  await page.evaluate(() => sessionStorage.setItem('accessToken', 'expired-or-forged'));
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }).fill('0812345678');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('บันทึกข้อมูลติดต่อเรียบร้อยแล้ว')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  expect(token).not.toBe('expired-or-forged');
});

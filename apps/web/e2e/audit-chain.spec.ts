import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// Issue 23: the auditor checks the audit log's hash chain on /org and reads that it holds.
test('the auditor checks that the audit log is intact', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'auditor', '/org');
  const card = page.locator('.ant-card').filter({ hasText: 'ความครบถ้วนของบันทึกการใช้งาน' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /ตรวจสอบตอนนี้/ }).click();
  await expect(card.locator('.ant-alert-success')).toContainText('บันทึกครบถ้วน');
  await expect(card.locator('.ant-alert-success')).toContainText('ไม่พบการแก้ไขหรือการลบ');
  await expect(card.getByRole('button', { name: /ตรวจสอบอีกครั้ง/ })).toBeVisible();
});

test('a cashier is not offered the check', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'cashier', '/org');
  await expect(page.getByText('ความครบถ้วนของบันทึกการใช้งาน')).toHaveCount(0);
});

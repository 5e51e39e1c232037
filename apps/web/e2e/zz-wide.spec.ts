import { test } from '@playwright/test';
import { login } from './helpers.ts';
test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page, 'manager', '/user');
  for (const path of ['/user', '/basic/discount', '/prapaunit/welcome', '/meter_location']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/work/main/.scratch/${path.split('/').pop()}-1366.png` });
  }
  await page.keyboard.press('Control+k');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/work/main/.scratch/ctrlk-1366.png` });
});

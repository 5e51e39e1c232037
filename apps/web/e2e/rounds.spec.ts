import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// /operation/set_service (issue 8): the billing cycle, a round opened from the proposal,
// reading started, and its progress per route.

test('a clerk opens the month from the proposed dates and starts the reading', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'clerk', '/operation/set_service');
  await expect(page.getByText('รอบบริการรายเดือน')).toBeVisible();

  // The cycle: readable by the clerk, saved by a manager (read-only here).
  await page.getByRole('button', { name: 'รอบการออกบิลเริ่มต้น' }).click();
  const cycle = page.locator('.ant-drawer', { hasText: 'รอบการออกบิลเริ่มต้น' });
  await expect(cycle.getByLabel('เริ่มจดมาตรวันที่')).toHaveValue('20');
  await page.screenshot({ path: testInfo.outputPath('cycle-th.png') });
  await cycle.getByRole('button', { name: 'ปิด', exact: true }).last().click();

  await page.getByRole('button', { name: 'เปิดรอบบริการใหม่' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: 'เปิดรอบบริการใหม่' });
  await expect(drawer.getByText('ครบกำหนดชำระ')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('round-drawer-th.png') });
  await drawer.getByRole('button', { name: 'บันทึก' }).click();
  const row = page.locator('.ant-table-row').first();
  await expect(row).toContainText('เปิดรอบ');
  await expect(drawer.locator('.ant-drawer-content')).toBeHidden();

  // A second round of the same month is refused on the field.
  await page.getByRole('button', { name: 'เปิดรอบบริการใหม่' }).click();
  const [month = '', year = ''] = (await row.locator('strong').innerText()).split(' ');
  await drawer.getByLabel('ปี (พ.ศ.)').fill(year);
  await drawer.getByLabel('เดือน').fill(month);
  await page.keyboard.press('Enter');
  // The dates follow the month chosen.
  await expect(drawer.getByLabel('ใช้น้ำตั้งแต่')).toHaveValue(new RegExp(`/${year}$`));
  await drawer.getByRole('button', { name: 'บันทึก' }).click();
  await expect(drawer.getByText('มีรอบบริการของเดือนนี้แล้ว (เดือนละหนึ่งรอบ)')).toBeVisible();
  await drawer.getByRole('button', { name: 'ยกเลิก' }).click();
  const discard = page.getByRole('button', { name: 'ทิ้งการแก้ไข' });
  if (await discard.isVisible()) await discard.click();

  await row.getByRole('button', { name: 'เริ่มจดมาตร' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'เริ่มจดมาตร' }).click();
  await expect(row).toContainText('กำลังจดมาตร');
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('.ant-table-expanded-row')).toContainText('สาย');
  // A route's ป.31 reading book opens as the server's PDF in a new tab.
  const popup = page.waitForEvent('popup');
  await page
    .locator('.ant-table-expanded-row')
    .getByRole('button', { name: 'พิมพ์ ป.31' })
    .first()
    .click();
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await (await popup).close();
  await page.screenshot({ path: testInfo.outputPath('rounds-th.png'), fullPage: true });

  await page.getByRole('button', { name: /ไทย/ }).first().click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Open a new round' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toContainText('Reading');
  await page.screenshot({ path: testInfo.outputPath('rounds-en.png'), fullPage: true });
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

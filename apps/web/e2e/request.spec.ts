import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './helpers.ts';

// Issue 26 (requests): the clerk files a new household's request at the counter, records
// the survey, approves it (the water user is made, waiting for its
// meter) and issues the fees: the connection fee and the ½″ deposit, each a bill the
// counter takes like any other (the estimate's lines and the payment: requests.test.ts).

const choose = async (page: Page, select: Locator, text: string) => {
  // No Escape between tries: in a drawer it would ask to drop the form.
  await expect(async () => {
    await select.click();
    await select.fill(text);
    await expect(
      page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
        .first(),
    ).toBeVisible({ timeout: 4_000 });
    await page.keyboard.press('Enter');
    await expect(
      select.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]'),
    ).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};

test('a new connection is filed, surveyed, approved and its fees billed', async ({ page }) => {
  // Four forms and their answers: ~50 s on a loaded 2-core machine, over the default 60 s
  // once both journey halves run side by side.
  test.setTimeout(120_000);
  const name = `มาลี${Date.now().toString().slice(-5)}`;
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'clerk', '/request');

  await page.getByRole('button', { name: 'ยื่นคำร้องใหม่' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: 'ยื่นคำร้องใหม่' });
  await drawer.locator('#title').fill('นาง');
  await drawer.locator('#firstName').fill(name);
  await drawer.locator('#lastName').fill('ศรีสุข');
  await drawer.locator('#phone').fill('0891112233');
  await drawer.locator('#address_houseNo').fill('45/1');
  await choose(page, drawer.locator('#address_province'), 'ขอนแก่น');
  await choose(page, drawer.locator('#address_district'), 'เมืองขอนแก่น');
  await choose(page, drawer.locator('#address_subdistrict'), 'บ้านเป็ด');
  await choose(page, drawer.locator('#areaId'), 'A01');
  await choose(page, drawer.locator('#userTypeId'), 'ที่อยู่อาศัย');
  await choose(page, drawer.locator('#meterSizeId'), '½″');
  await drawer.getByText('สำเนาทะเบียนบ้าน').click();
  await drawer.getByText('สำเนาบัตรประชาชน').click();
  await drawer.getByRole('button', { name: 'บันทึกคำร้อง' }).click();

  // The request opens beside the list, numbered, with its first moves.
  const detail = page.locator('.ant-drawer', { hasText: 'ลำดับการดำเนินการ' });
  await expect(detail).toContainText(/RQ\d{9}/, { timeout: 30_000 });
  await expect(detail).toContainText(`นาง${name} ศรีสุข`);

  await detail.getByRole('button', { name: 'บันทึกผลสำรวจ' }).click();
  const survey = page.locator('.ant-modal');
  await survey.locator('#findings').fill('ห่างจากท่อเมน 12 เมตร');
  await survey.locator('#distanceM').fill('12');
  await survey.getByRole('button', { name: 'บันทึกผลสำรวจ' }).click();
  await expect(detail.locator('.ant-drawer-title')).toContainText('สำรวจแล้ว');
  await expect(detail).toContainText('ระยะ 12 ม.');

  await detail.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await page.locator('.ant-modal').getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(detail.locator('.ant-drawer-title')).toContainText('อนุมัติแล้ว');

  await detail.getByRole('button', { name: 'ออกใบแจ้งค่าธรรมเนียม' }).click();
  await page.locator('.ant-modal').getByRole('button', { name: 'ออกใบแจ้งค่าธรรมเนียม' }).click();
  await expect(detail.locator('.ant-drawer-title')).toContainText('ออกใบแจ้งค่าธรรมเนียมแล้ว');
  // The demo's ½″: connection 2,500.00 and deposit 400.00 (no estimate lines: nothing more).
  await expect(detail).toContainText('ค่าธรรมเนียมขอติดตั้ง');
  await expect(detail).toContainText('2,500.00');
  await expect(detail).toContainText('เงินประกันมาตร');
  await expect(detail).toContainText('400.00');
  await expect(detail).toContainText('รวมทั้งสิ้น 2,900.00 บาท');
});

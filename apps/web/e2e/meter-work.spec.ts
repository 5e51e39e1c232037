import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// Issue 26 (meter management): the clerk receives a meter into stock, opens a work order
// to change a connection's meter, prints it for the field and records it done with the
// new meter from stock; the stock then shows the meter installed at that connection.
test('a meter received into stock replaces a broken one through a work order', async ({ page }) => {
  // Well under a minute alone; the margin is for a machine shared with other test runs.
  test.setTimeout(120_000);
  const serial = `WO${Date.now().toString().slice(-7)}`;
  // A connection the other journeys leave alone.
  const customerNo = '00250';
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'clerk', '/meter_stock');

  await page.getByRole('button', { name: 'รับมาตรเข้าคลัง' }).click();
  const receive = page.getByRole('dialog');
  await receive.locator('#supplier').fill('ร้านประปาพัฒนา');
  await receive.locator('#batch').fill('L-E2E');
  await receive.locator('#serials').fill(serial);
  await receive.getByRole('button', { name: 'รับเข้าคลัง 1 ตัว' }).click();
  await expect(page.getByText('รับมาตรเข้าคลังแล้ว')).toBeVisible();
  await page.getByPlaceholder('ค้นหาหมายเลขมาตรหรือยี่ห้อ').fill(serial);
  await page.keyboard.press('Enter');
  await expect(page.locator('tbody tr.ant-table-row', { hasText: serial })).toContainText(
    'อยู่ในคลัง',
  );

  // Through the menu: the app stays loaded (a reload would fetch every chunk again).
  await page.getByRole('link', { name: 'จัดการมาตรวัดน้ำ' }).click();
  await page.getByRole('button', { name: 'ออกใบสั่งงาน' }).click();
  const create = page.getByRole('dialog');
  await create.locator('#waterUserId').fill(customerNo);
  await page.locator(`.ant-select-item-option[title^="${customerNo} "]`).click();
  await create.locator('#reason').fill('มาตรหน้าปัดแตก');
  await create.getByRole('button', { name: 'ออกใบสั่งงาน' }).click();
  await expect(page.getByText('ออกใบสั่งงานแล้ว')).toBeVisible();
  const row = page.locator('tbody tr.ant-table-row', { hasText: customerNo }).first();
  await expect(row).toContainText('รอดำเนินการ');
  const number = /MW\d{10}/.exec(await row.innerText())?.[0] ?? '';
  expect(number).not.toBe('');

  // Print: the PDF opens in a new tab and the order is marked printed.
  const [pdf] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('button', { name: `พิมพ์ใบสั่งงาน ${number}` }).click(),
  ]);
  await pdf.close();
  await expect(row).toContainText('พิมพ์ส่งงานแล้ว');

  await row.getByRole('button', { name: 'บันทึกผล' }).click();
  const done = page.getByRole('dialog');
  await done.locator('#oldFinalReading').fill('9999');
  await done.locator('#newMeterId').fill(serial);
  await page.locator('.ant-select-item-option', { hasText: serial }).click();
  await done.getByRole('button', { name: 'บันทึกผล' }).click();
  await expect(page.getByText('บันทึกผลแล้ว')).toBeVisible();
  await expect(row).toContainText('ดำเนินการแล้ว');
  await expect(row).toContainText(serial);

  await page.getByRole('link', { name: 'ทะเบียนคุมการรับ-จ่ายมาตรวัดน้ำ' }).click();
  await page.getByPlaceholder('ค้นหาหมายเลขมาตรหรือยี่ห้อ').fill(serial);
  await page.keyboard.press('Enter');
  const meter = page.locator('tbody tr.ant-table-row', { hasText: serial });
  await expect(meter).toContainText('ติดตั้งใช้งาน');
  await expect(meter).toContainText(customerNo);
});

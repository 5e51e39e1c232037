import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// Issue 24 (positions): a reader does not change the meter register. A meter changed in the
// field is reported from the phone; the clerk approves it on /meter_register and the
// register then shows the new meter on that connection.
test('a reader reports a meter change on the phone, the clerk approves it', async ({ browser }) => {
  test.setTimeout(180_000);
  const serial = `MC${Date.now().toString().slice(-7)}`;
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(page, 'reader', '/meter');
  await page.getByLabel('สายเก็บเงิน').click();
  // R03: the other phone and grid journeys read R04 and R05.
  await page.getByText('R03 · ', { exact: false }).last().click();
  await page.getByRole('button', { name: 'ดาวน์โหลดสายลงเครื่อง' }).click();
  const reader = page.getByTestId('phone-reader');
  await expect(reader).toBeVisible({ timeout: 30_000 });
  const customerNo = /\d+\/\d+ · (\d{5})/.exec(await reader.innerText())?.[1] ?? '';
  expect(customerNo).not.toBe('');

  await page.getByRole('button', { name: 'แจ้งเปลี่ยนมาตร' }).click();
  const form = page.getByRole('dialog');
  await expect(form).toContainText(customerNo);
  await form.locator('#oldFinalReading').fill('9999');
  await form.locator('#newSerial').fill(serial);
  await form.locator('#reason').fill('มาตรเดิมหยุดเดิน');
  await form.getByRole('button', { name: 'ส่งคำขอ' }).click();
  await expect(page.getByText('ส่งคำขอเปลี่ยนมาตรแล้ว รอสำนักงานอนุมัติ')).toBeVisible();
  await phone.close();

  const desk = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const office = await desk.newPage();
  await office.addInitScript(() => localStorage.setItem('lang', 'th'));
  await login(office, 'clerk', '/meter_register');
  const panel = office.locator('.ant-card', { hasText: 'คำขอเปลี่ยนมาตรจากภาคสนาม' });
  const row = panel.locator('tr', { hasText: serial });
  await expect(row).toContainText(customerNo);
  // The first of its two buttons (อนุมัติ, ไม่อนุมัติ).
  await row.getByRole('button', { name: 'อนุมัติ' }).first().click();
  const approve = office.getByRole('dialog');
  await expect(approve).toContainText('มาตรเดิมหยุดเดิน');
  await approve.getByRole('button', { name: 'อนุมัติและเปลี่ยนมาตร' }).click();
  await expect(office.getByText('อนุมัติแล้ว ทะเบียนมาตรเปลี่ยนเป็นมาตรใหม่')).toBeVisible();
  await expect(panel.locator('tr', { hasText: serial })).toHaveCount(0);

  // The register now holds the new meter, installed on that connection.
  await office.getByPlaceholder('ค้นหาเลขมาตร ยี่ห้อ หรือผู้ใช้น้ำ').fill(serial);
  await office.keyboard.press('Enter');
  const meter = office.locator('tbody tr.ant-table-row', { hasText: serial }).last();
  await expect(meter).toContainText('ติดตั้งใช้งาน');
  await expect(meter).toContainText(customerNo);
  await desk.close();
});

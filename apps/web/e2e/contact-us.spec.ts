import { expect, test } from '@playwright/test';

// "Contact us" (issue 27): the manager of DEMO-MUNI fills the contact card on /org, and
// /contact_us shows it, with its printable page. Only DEMO-MUNI's card is touched.

const LINE = '@prapa-muni';
const PHONE = '043-222333';

test('the manager edits the contact card on /org and the contact page shows it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/pages/login?to=${encodeURIComponent('/org')}`);
  await page.locator('#org_id').click();
  await page.keyboard.type('DEMO-MUNI');
  await page.keyboard.press('Enter');
  await page.locator('#username').fill('manager');
  await page.locator('#password').fill('demo1234');
  await page.locator('button[type=submit]').click();
  const section = page.locator('.ant-card', { hasText: 'ติดต่อเรา (แสดงให้ผู้ใช้น้ำ)' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.getByLabel('LINE ID').fill(LINE);
  await section.getByLabel('เวลาทำการ').fill('จันทร์–ศุกร์ 08:30–16:30 น.');
  const phones = section.getByLabel('เบอร์โทรศัพท์');
  await phones.click();
  await phones.pressSequentially(PHONE);
  await phones.press('Enter');
  await section.screenshot({ path: testInfo.outputPath('org-contact-section.png') });
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกเรียบร้อยแล้ว')).toBeVisible({ timeout: 15_000 });

  await page.goto('/contact_us');
  const card = page.getByTestId('contact-card');
  await expect(card).toContainText(LINE, { timeout: 30_000 });
  await expect(card).toContainText(PHONE);
  await expect(card).toContainText('จันทร์–ศุกร์ 08:30–16:30 น.');
  await page.screenshot({ path: testInfo.outputPath('contact-th.png') });
  const pdf = page.waitForResponse((r) => /\/contact-card\/pdf/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'พิมพ์ให้ผู้ใช้น้ำ' }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
});

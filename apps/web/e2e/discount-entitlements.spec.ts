// /basic/discount, tab "people entitled": a discount recorded on a water user's record
// shows in the register, counted on its scheme's card, found, exported and linked back.
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './helpers.ts';
import { listRow, pickOption, searchList } from './basic-helpers.ts';

const REGISTER = '/basic/discount?tab=entitled';

test('an entitlement added on a water user appears in the register of people entitled', async ({
  page,
}) => {
  await login(page, 'manager', REGISTER);
  const card = page.getByRole('button', { name: /^ผู้พิการ/ });
  const count = card.locator('.ant-statistic-content-value');
  const before = Number(await count.innerText());

  // A water user without a discount today is given one, from today, on their record
  // (through the API as the signed-in officer: the record's own screen has its journeys).
  const evidence = `บัตรคนพิการ E2E${Date.now().toString(36).toUpperCase()}`;
  const customerNo = await page.evaluate(async (text) => {
    const user = JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { org_id?: string };
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${sessionStorage.getItem('accessToken') ?? ''}`,
      OrgId: user.org_id ?? '',
    };
    const get = async <T>(url: string) =>
      ((await (await fetch(url, { headers })).json()) as { data: T }).data;
    const summary = await get<{ schemes: { schemeId: string; schemeCode: string }[] }>(
      '/api/v1/discount-entitlements/summary',
    );
    const [first] = (
      await get<{ items: { id: string; customerNo: string }[] }>(
        '/api/v1/water-users?hasDiscount=false&pageSize=1',
      )
    ).items;
    const schemeId = summary.schemes.find((s) => s.schemeCode === 'DISABLED')?.schemeId;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });
    const res = await fetch(`/api/v1/water-users/${first?.id ?? ''}/entitlements`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ schemeId, evidence: text, validFrom: today }),
    });
    if (!res.ok) throw new Error(`entitlement not saved: ${res.status}`);
    return first?.customerNo ?? '';
  }, evidence);

  await page.goto(REGISTER);
  await expect(count).toHaveText(String(before + 1));
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await searchList(page, 'ค้นหาเลขผู้ใช้น้ำ ชื่อ หรือเอกสาร', evidence);
  const row = listRow(page, evidence);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(customerNo);
  await expect(row).toContainText('ไม่มีวันสิ้นสุด');
  await expect(row).toContainText('มีผลอยู่');

  // The export carries the same filters, with Thai headers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออก Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('เลขผู้ใช้น้ำ');
  expect(sheet?.rowCount).toBe(2);
  expect(sheet?.getRow(2).getCell(5).value).toBe(evidence);
  expect(sheet?.getRow(2).getCell(8).value).toBe('มีผลอยู่');

  // Not among the expired; the customer number opens the water user's record.
  await pickOption(page, page.getByRole('combobox', { name: 'สถานะ' }), 'หมดอายุแล้ว');
  await expect(page.getByText('ไม่พบข้อมูลที่ตรงกับการค้นหา')).toBeVisible();
  await pickOption(page, page.getByRole('combobox', { name: 'สถานะ' }), 'มีผลอยู่');
  await row.getByRole('link', { name: customerNo }).click();
  await expect(page).toHaveURL(/\/user\/edit\//);
});

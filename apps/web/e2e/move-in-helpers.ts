import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from './helpers.ts';

// The move-in journey's helpers (issue 28): API sessions, the new organisation, templates
// filled by header, and signing in to it.

export type Api = (method: 'GET' | 'POST', url: string, data?: object) => Promise<unknown>;

export const session = async (
  request: APIRequestContext,
  org: string,
  username: string,
): Promise<Api> => {
  const res = await request.post('/api/v1/cms/auth/login', {
    data: { org_id: org, username, password: DEMO.password },
  });
  const { data } = (await res.json()) as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  const headers = { authorization: `Bearer ${data.tokens.access.token}`, orgid: data.user.org_id };
  return async (method, url, body) => {
    const answer = await request.fetch(url, { method, headers, ...(body ? { data: body } : {}) });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: unknown }).data;
  };
};

/** The new organisation, its manager `boss`, and the area and route the users live on. */
export const createOrganisation = async (request: APIRequestContext, code: string) => {
  const it = await session(request, DEMO.org, 'it');
  await it('POST', '/api/v1/org-admin/orgs', {
    code,
    nameTh: `ประปาหมู่บ้านย้ายเข้า ${code}`,
    kind: 'village',
    admin: { username: 'boss', password: DEMO.password, fullName: 'สมศรี ย้ายเข้า' },
  });
  const boss = await session(request, code, 'boss');
  const area = (await boss('POST', '/api/v1/basic/areas', { code: 'A01', name: 'หมู่ 1' })) as {
    id: string;
  };
  await boss('POST', '/api/v1/basic/routes', { areaId: area.id, code: 'R01', name: 'สายหลัก' });
  return boss;
};

/** A downloaded template with rows filled by header (the `*` of required ones ignored). */
export const fill = async (
  path: string,
  count: number,
  cells: (i: number) => Record<string, string | number>,
) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((h) =>
    String(h ?? '').replace(/\s*\*$/, ''),
  );
  for (let i = 0; i < count; i += 1) {
    const row = sheet.getRow(i + 2);
    for (const [header, value] of Object.entries(cells(i))) {
      const at = headers.indexOf(header);
      if (at < 1) throw new Error(`the template has no column ${header}`);
      row.getCell(at).value = value;
    }
    row.commit();
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

export const downloadTemplate = async (page: Page, name: string, path: string) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  await (await download).saveAs(path);
};

export const signIn = async (page: Page, code: string) => {
  await page.goto('/pages/login');
  await page.locator('#org_id').click();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await page.locator('#username').fill('boss');
  await page.locator('#password').fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
};

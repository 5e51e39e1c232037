import { expect, type Page } from '@playwright/test';

/** The demo organisation the server seeds on an empty database (README). */
export const DEMO = { org: 'DEMO', password: 'demo1234' } as const;

/** Fills the sign-in page already open (it returns to where its `to` says). */
export const signIn = async (page: Page, username: string) => {
  await page.locator('#org_id').click();
  await page.keyboard.type(DEMO.org);
  await page.keyboard.press('Enter');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
};

export const login = async (page: Page, username: string, to = '/') => {
  await page.goto(`/pages/login?to=${encodeURIComponent(to)}`);
  await signIn(page, username);
};

export const sider = (page: Page) => page.locator('.ant-layout-sider');

export const openGroup = async (page: Page, label: string) => {
  await sider(page).getByText(label, { exact: true }).click();
};

/** The `data` of a GET of the API, signed in as `username` of the demo (set-up a journey needs). */
export const apiGet = async <T>(page: Page, username: string, url: string): Promise<T> => {
  const signIn = await page.request.post('/api/v1/cms/auth/login', {
    data: { org_id: DEMO.org, username, password: DEMO.password },
  });
  const { data } = (await signIn.json()) as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  const res = await page.request.get(url, {
    headers: { authorization: `Bearer ${data.tokens.access.token}`, orgid: data.user.org_id },
  });
  return ((await res.json()) as { data: T }).data;
};

/** An unpaid water bill of the demo (the `page`-th, so journeys need not share one), as the cashier sees it. */
export const unpaidBill = async (page: Page, which = 1) => {
  const bills = await apiGet<{ items: { number: string; customerNo: string; total: number }[] }>(
    page,
    'cashier',
    `/api/v1/bills?status=issued&kind=water&pageSize=1&page=${which}`,
  );
  const bill = bills.items[0];
  if (!bill) throw new Error('the demo has no unpaid bill');
  return bill;
};

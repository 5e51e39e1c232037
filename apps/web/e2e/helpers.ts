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

/** An unpaid water bill of the demo (the `page`-th, so journeys need not share one), as finance lists it. */
export const unpaidBill = async (page: Page, which = 1) => {
  // The demo has a year of history (issue 12): debtors owe several bills. A journey that
  // pays "the" bill takes a customer whose only open bill it is.
  const bills = await apiGet<{ items: { number: string; customerNo: string; total: number }[] }>(
    page,
    // The cashier finds a bill at the counter; the list of every bill is the office's.
    'finance',
    '/api/v1/bills?status=issued&pageSize=500',
  );
  const open = new Map<string, number>();
  for (const b of bills.items) open.set(b.customerNo, (open.get(b.customerNo) ?? 0) + 1);
  const single = bills.items.filter((b) => open.get(b.customerNo) === 1);
  const bill = single[which - 1];
  if (!bill) throw new Error('the demo has no customer with a single unpaid bill');
  return bill;
};

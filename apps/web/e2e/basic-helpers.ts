import { expect, type Locator, type Page } from '@playwright/test';

/** A code no earlier run (or retry) on this database has used: letters and digits, ≤ 20. */
export const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6)}`.toUpperCase();

/** The open form drawer with this title. */
export const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form field by its label; a required field's label reads "* รหัส" to assistive
 * technology (antd's required mark), so the mark is optional here.
 */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^(\\* )?${escapeRegExp(label)}$`));

/** Save a drawer and wait for the toast and for it to close. */
export const saveDrawer = async (page: Page, form: Locator) => {
  await form.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('บันทึกเรียบร้อยแล้ว')).toBeVisible();
  await expect(form).toBeHidden();
};

/**
 * An antd Select: open it, type to narrow (the selects search by label), then click the
 * option whose title starts with `text` in the dropdown that is showing.
 */
export const pickOption = async (page: Page, select: Locator, text: string) => {
  await select.click();
  await select.pressSequentially(text);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.locator(`.ant-select-item-option[title^="${text}"]`).first().click();
  await expect(dropdown).toBeHidden();
};

/** Narrow a list with its search box (the toolbar's first textbox). */
export const searchList = async (page: Page, placeholder: string, text: string) => {
  const box = page.getByRole('textbox', { name: placeholder });
  await box.fill(text);
  await box.press('Enter');
};

/** The table row (in the list body) that holds this text. */
export const listRow = (page: Page, text: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

export type NewArea = { code: string; name: string; villageNo: number };

/** /basic/area → New area → code, name, หมู่ที่ → Save; the list then shows it. */
export const createArea = async (page: Page, area: NewArea) => {
  await page.goto('/basic/area');
  await page.getByRole('button', { name: 'เพิ่มเขตพื้นที่' }).click();
  const form = drawer(page, 'เพิ่มเขตพื้นที่');
  await field(form, 'รหัส').fill(area.code);
  await field(form, 'ชื่อเขตพื้นที่').fill(area.name);
  await field(form, 'หมู่ที่').fill(String(area.villageNo));
  await saveDrawer(page, form);
};

/**
 * Put the signed-in officer's saved language back to Thai (the profile keeps the last
 * choice, and every later sign-in would otherwise open in it).
 */
export const restoreThaiProfile = async (page: Page) => {
  await page.evaluate(async () => {
    const token = sessionStorage.getItem('accessToken');
    const user = JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { org_id?: string };
    if (!token) return;
    await fetch('/api/v1/auth/profile', {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        OrgId: user.org_id ?? '',
      },
      body: JSON.stringify({ language: 'th' }),
    });
  });
};

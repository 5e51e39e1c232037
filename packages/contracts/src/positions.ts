export const positions = [
  'manager',
  'finance_officer',
  'cashier',
  'meter_reader',
  'clerk',
  'auditor',
  'it',
] as const;
export type Position = (typeof positions)[number];

export const roles = ['admin', 'editor'] as const;
export type Role = (typeof roles)[number];

/**
 * The Thai position names the original product compared against (spec §6 reads
 * `positionname`); kept here so the server and the menu agree on the exact text.
 */
export const positionThaiName: Record<Position, string> = {
  manager: 'ผู้จัดการ',
  finance_officer: 'เจ้าหน้าที่การเงิน',
  cashier: 'เจ้าหน้าที่เก็บเงิน',
  meter_reader: 'เจ้าหน้าที่จดมาตร',
  clerk: 'เจ้าหน้าที่ธุรการ',
  auditor: 'ผู้ตรวจสอบบัญชี',
  it: 'ฝ่ายไอที',
};

export const orgKinds = ['village', 'sao', 'municipality'] as const;
export type OrgKind = (typeof orgKinds)[number];

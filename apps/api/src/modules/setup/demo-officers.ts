import { positionThaiName, type Position, type Role } from '@prapa/contracts';
import type { NewOfficer } from '../orgs/org-create.ts';

export const DEMO_PASSWORD = 'demo1234';

export type DemoOfficer = NewOfficer & { position: Position };

/** A login the first start prints and the README lists (organisation code + username). */
export type DemoLogin = {
  organisation: string;
  username: string;
  password: string;
  position: string;
  role: Role;
};

// One officer per position, the same usernames in every demo organisation: login picks
// the organisation by its code first, so `manager` of DEMO and of DEMO-MUNI never meet.
const positionsInOrder: [string, Position, Role][] = [
  ['manager', 'manager', 'admin'],
  ['finance', 'finance_officer', 'admin'],
  ['cashier', 'cashier', 'editor'],
  ['reader', 'meter_reader', 'editor'],
  ['clerk', 'clerk', 'editor'],
  ['auditor', 'auditor', 'editor'],
  ['it', 'it', 'admin'],
];

const staffOf = (names: Record<Position, string>): DemoOfficer[] =>
  positionsInOrder.map(([username, position, role]) => ({
    username,
    fullName: names[position],
    position,
    role,
    password: DEMO_PASSWORD,
  }));

/** The village demo's officers (README lists the same table). */
export const villageOfficers = staffOf({
  manager: 'สมชาย ใจดี',
  finance_officer: 'สมหญิง รักงาน',
  cashier: 'วิไล เก็บเงิน',
  meter_reader: 'ประสิทธิ์ จดมาตร',
  clerk: 'มาลี ธุรการ',
  auditor: 'อรุณ ตรวจบัญชี',
  it: 'ธนา ไอที',
});

/** The municipality demo's officers: the same positions and usernames, other people. */
export const muniOfficers = staffOf({
  manager: 'ปกรณ์ นครบาล',
  finance_officer: 'กนกวรรณ คลังเงิน',
  cashier: 'จิราพร รับชำระ',
  meter_reader: 'ชาญชัย อ่านมาตร',
  clerk: 'ศิริรัตน์ งานทะเบียน',
  auditor: 'วรพจน์ สอบทาน',
  it: 'ภูมิ ระบบงาน',
});

export const loginsOf = (code: string, staff: DemoOfficer[]): DemoLogin[] =>
  staff.map((o) => ({
    organisation: code,
    username: o.username,
    password: o.password,
    position: `${positionThaiName[o.position]} (${o.position})`,
    role: o.role,
  }));

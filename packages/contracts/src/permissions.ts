import type { Position, Role } from './positions.ts';

/** Who is acting: the two fields every permission decision needs. */
export type Actor = { role: Role; position: Position };

/**
 * spec §6: the `admin` rule passes only admins; the `editor` rule passes editors and
 * admins. `positions` narrows further; `write` marks an operation that changes data,
 * which an auditor (ผู้ตรวจสอบบัญชี) may never do. An auditor listed on a key that changes
 * nothing passes it whatever its role: it answers for all the books, not for one desk.
 */
export type AccessRule = {
  rule: Role;
  positions?: readonly Position[];
  write?: boolean;
};

const ALL_BUT_AUDITOR: readonly Position[] = [
  'manager',
  'finance_officer',
  'cashier',
  'meter_reader',
  'clerk',
  'it',
];
const IT_ONLY: readonly Position[] = ['it'];
/** Who answers for the money: receipts of every collector, bank files, the books. */
const FINANCE: readonly Position[] = ['manager', 'finance_officer'];
/** Who sits at the counter and takes money. */
const COUNTER: readonly Position[] = ['manager', 'finance_officer', 'cashier'];
/** The office: the register of connections, rounds, bills, letters. */
const OFFICE: readonly Position[] = ['manager', 'finance_officer', 'clerk', 'it'];
/** Who keeps the officers' accounts and the offices they sit in. */
const STAFF_ADMIN: readonly Position[] = ['manager', 'finance_officer', 'it'];
/** The office and the field: rounds, route sheets, readings, work orders. */
const OFFICE_AND_FIELD: readonly Position[] = [...OFFICE, 'meter_reader'];

const read = (rule: Role = 'editor'): AccessRule => ({ rule });
/** A read for these positions, and for the auditor, who reads everything. */
const readBy = (positions: readonly Position[], rule: Role = 'editor'): AccessRule => ({
  rule,
  positions: [...positions, 'auditor'],
});
const write = (rule: Role, positions: readonly Position[] = ALL_BUT_AUDITOR): AccessRule => ({
  rule,
  positions,
  write: true,
});

/**
 * The one permission table. Every API operation names one of these keys in its route
 * config; the server refuses what `can` refuses, and the menu hides it. README
 * "Positions and rights" shows it as a table (a test keeps the two equal).
 */
export const permissionTable = {
  /** One's own session: who am I, profile, password, lock screen, one's jobs. */
  'session.self': read(),
  'org.read': read(),
  'org.write': write('admin'),
  'orgAdmin.manage': { rule: 'admin', positions: IT_ONLY, write: true },
  /** Every organisation of the deployment: IT's, and no one's of one utility (not the auditor's). */
  'orgAdmin.read': { rule: 'admin', positions: IT_ONLY },
  /** The backup log and the nightly schedule (issue 23): IT runs it, the manager answers for it. */
  'backup.read': readBy(['it', 'manager'], 'admin'),
  /** A backup taken now into BACKUP_DIR, from the IT screen. */
  'backup.run': { rule: 'admin', positions: IT_ONLY, write: true },
  /** Offices and officers: the manager and finance (books, receipt books), IT (accounts). */
  'office.read': readBy(STAFF_ADMIN),
  'office.write': write('admin', IT_ONLY),
  'officer.read': readBy(STAFF_ADMIN),
  'officer.write': write('admin', STAFF_ADMIN),
  'accessRequest.read': readBy(STAFF_ADMIN, 'admin'),
  'accessRequest.write': write('admin', STAFF_ADMIN),
  /** Who changed what: it shows every record's before and after, money too. */
  'audit.read': readBy(STAFF_ADMIN, 'admin'),
  /**
   * Check the audit log's hash chain (issue 23): those who answer for the books, the
   * auditor (ผู้ตรวจสอบบัญชี) first, and IT, who runs the system.
   */
  'audit.verify': {
    rule: 'editor',
    positions: ['manager', 'finance_officer', 'auditor', 'it'],
  },
  /** Areas, routes, tariffs, channels…: the lists every screen's choices come from. */
  'basic.read': read(),
  'basic.write': write('admin', OFFICE),
  /** Printers of the offices: IT sets them up; receipts find their printer on the server. */
  'device.read': readBy(STAFF_ADMIN),
  'device.write': write('admin', IT_ONLY),
  'waterUser.read': readBy(OFFICE),
  /** Register and edit connections, their walk order, an import: the office. */
  'waterUser.write': write('editor', OFFICE),
  /** Install, replace or remove a connection's meter, a meter into stock: the clerk. */
  'meter.write': write('editor', ['manager', 'clerk']),
  /** Grant, change or end a discount entitlement: it moves money, finance decides. */
  'entitlement.write': write('editor', FINANCE),
  /** Cancel a connection: its debts and billing stop, finance decides. */
  'connection.cancel': write('editor', FINANCE),
  /** Meter changes asked from the field; a reader sees their own. */
  'meterChange.read': readBy(['manager', 'clerk', 'meter_reader']),
  /** A meter changed in the field, recorded by the reader for the office to approve. */
  'meterChange.request': write('editor', ['meter_reader']),
  /** Approve (the meter is changed) or reject a meter change asked from the field. */
  'meterChange.decide': write('editor', ['manager', 'clerk']),
  /** Meter stock: deliveries, where each meter is, its history (issue 26). */
  'meterStock.read': readBy(['manager', 'clerk']),
  /** Receive a delivery, send a meter for test, take it back, scrap it: the clerk. */
  'meterStock.write': write('editor', ['manager', 'clerk']),
  /** Meter work orders and the replacement plan. */
  'meterWork.read': readBy(['manager', 'clerk']),
  /** Open, print, record done or cancel a work order; plan replacements. */
  'meterWork.write': write('editor', ['manager', 'clerk']),
  'round.read': readBy(OFFICE_AND_FIELD),
  /** Service rounds and the billing cycle: the office sets them, not the field or the counter. */
  'round.write': write('editor', OFFICE),
  'reading.read': readBy(OFFICE_AND_FIELD),
  'reading.write': write('editor', OFFICE_AND_FIELD),
  /** Accept, correct or send back readings at /check: the office, not the reader who took them. */
  'reading.check': write('editor', OFFICE),
  'billing.read': readBy(OFFICE),
  /** Bill a round and set its payment round: the office, not the field or the counter. */
  'billing.run': write('editor', OFFICE),
  /** Void a bill (and re-bill): finance decides, with a reason. */
  'billing.void': write('editor', FINANCE),
  /**
   * Waive the late fee of an overdue bill (issue 12): an admin who answers for the money,
   * with a reason; not IT (it runs the system, not the accounts), never an auditor.
   */
  'billing.waiveLateFee': write('admin', FINANCE),
  /** Sundry fees (reconnection, meter change…) billed by staff. */
  'billing.sundry': write('editor', ['manager', 'finance_officer', 'cashier', 'clerk']),
  /** The counter: find a connection, its open bills. */
  'counter.read': readBy(COUNTER),
  /** Receipts: a cashier reads their own; `receipt.readAll` reads every collector's. */
  'receipt.read': readBy(COUNTER),
  'receipt.readAll': readBy(FINANCE),
  /** Take money at the counter: whoever sits at it (DOMAIN.md §2: the receiver signs). */
  'payment.write': write('editor', COUNTER),
  /** Void a receipt: finance, with a reason; a receipt of an earlier day needs an admin too. */
  'payment.void': write('editor', FINANCE),
  /** The receipt control register: finance receives, hands out and closes books. */
  'receiptBook.read': readBy(FINANCE),
  'receiptBook.write': write('editor', FINANCE),
  /** Money handed to finance (remittance): finance receives it. */
  'remittance.write': write('editor', FINANCE),
  /** Void a remittance recorded in error (it reopens the collector's day): finance, with a reason. */
  'remittance.void': write('editor', FINANCE),
  /** Transfer and QR receipts against the bank statement (/payment_check): finance. */
  'paymentCheck.read': readBy(FINANCE),
  'paymentCheck.write': write('editor', FINANCE),
  /** The cash book (สมุดเงินสด, issue 27): finance keeps it, the auditor reads it. */
  'cashBook.read': readBy(FINANCE),
  /** Deposit slips and money sent to the treasury: recorded and voided by finance. */
  'cashBook.write': write('editor', FINANCE),
  /** Bank files turned into receipts, and the queue of rows matched by hand: finance. */
  'bankImport.read': readBy(FINANCE),
  'bankImport.write': write('editor', FINANCE),
  /** Debt alerts, letters and work orders: the office, and the field staff who cut water. */
  'debt.read': readBy(OFFICE_AND_FIELD),
  /** Warning letters and cut-off / reconnection orders, their delivery: the office. */
  'debt.write': write('editor', OFFICE),
  /** A work order carried out (water cut or reconnected): the office or the field staff. */
  'debt.work': write('editor', OFFICE_AND_FIELD),
  /** Void a notice issued in error: finance decides, with a reason. */
  'debt.void': write('editor', FINANCE),
  /** The water user report, a connection's ledger, the debtor accounts. */
  'report.read': readBy(OFFICE),
  /** ป.32: a collector reads their own day and month; `p32.readAll` every collector's and the daily summary. */
  'p32.read': readBy(COUNTER),
  'p32.readAll': readBy(FINANCE),
  /** The income report (รายงานรายรับ) and its debtor movement: who answers for the money. */
  'reports.income': readBy(FINANCE),
  /** Requests (คำร้อง, issue 26): the front office files and moves them; finance sees the fees. */
  'requests.read': readBy(['manager', 'finance_officer', 'clerk']),
  /** File a request, survey, approve, issue its fees, install, close; the price list. */
  'requests.write': write('editor', ['manager', 'clerk']),
  /** The meter deposit register (ทะเบียนเงินประกันการใช้น้ำ) and its refund vouchers. */
  'deposits.read': readBy(['manager', 'finance_officer', 'clerk']),
  /** Refund or forfeit a deposit, settle a cancellation (final bill, deposit applied, refund). */
  'deposits.write': write('editor', FINANCE),
  /** The water-use contract's template: the manager answers for what the utility signs. */
  'requests.template': write('editor', ['manager']),
  /** Water cost and lost water (issue 27): production, costs, unbilled use and their reports. */
  'production.read': readBy(['manager', 'finance_officer', 'clerk']),
  /** Production meter readings, costs and unbilled use: field and office work, not money. */
  'production.write': write('editor', ['manager', 'clerk']),
  /** Moving a utility in (issue 28): the manager answers for the books brought in; IT helps. */
  'moveIn.read': readBy(['manager', 'it']),
  /** Its files, control totals, undo and going live. */
  'moveIn.write': write('editor', ['manager', 'it']),
} as const satisfies Record<string, AccessRule>;

export type Permission = keyof typeof permissionTable;

/** An auditor reads everything its menu shows and changes nothing, whatever its role. */
export const isReadOnlyPosition = (position: Position): boolean => position === 'auditor';

export const passesRule = (actor: Actor, access: AccessRule): boolean => {
  const auditorReads = !access.write && isReadOnlyPosition(actor.position);
  if (access.rule === 'admin' && actor.role !== 'admin' && !auditorReads) return false;
  if (access.write && isReadOnlyPosition(actor.position)) return false;
  if (access.positions && !access.positions.includes(actor.position)) return false;
  return true;
};

export const can = (actor: Actor, permission: Permission): boolean =>
  passesRule(actor, permissionTable[permission]);

/** The auditor's menu holds only these (spec §6); every other screen refuses them. */
const AUDITOR_SCREENS = ['/org', '/report_p32', '/report/use_water_user', '/debtor_accounts'];

const screen = (rule: Role, positions: readonly Position[] = ALL_BUT_AUDITOR): AccessRule => ({
  rule,
  positions,
});

/**
 * Screens of the main layout and the rule each carries (spec §2: admin unless stated;
 * we state editor for the daily work of counter and field staff). A position opens only
 * the screens whose every call its rights allow (permissions.test.ts walks them), so a
 * screen never greets its own users with a refusal.
 */
export const routeTable: Record<string, AccessRule> = {
  '/prapaunit/welcome': read(),
  '/profile': read(),
  '/org': read(),
  '/org_admin': { rule: 'admin', positions: IT_ONLY },
  '/pdf_report': screen('editor', OFFICE),
  '/basic/area': screen('admin', OFFICE),
  '/basic/route': screen('admin', STAFF_ADMIN),
  '/basic/payment-channel': screen('admin', OFFICE),
  '/basic/discount': screen('admin', OFFICE),
  '/basic/meter': screen('admin', OFFICE),
  '/basic/type_of_user': screen('admin', OFFICE),
  '/basic/usage_status': screen('admin', OFFICE),
  '/basic/officer_information': screen('admin', STAFF_ADMIN),
  '/basic/group': screen('admin', IT_ONLY),
  '/basic/device': screen('admin', IT_ONLY),
  '/operation/set_service': screen('editor', OFFICE),
  '/operation/set_service/:roundId/bills': screen('editor', OFFICE),
  '/operation/set_payment': screen('editor', OFFICE),
  '/operation/payment': screen('editor', COUNTER),
  '/receipt_books': screen('editor', FINANCE),
  '/operation/payment_alert': screen('editor', OFFICE_AND_FIELD),
  '/report/use_water_user': screen('editor', OFFICE),
  '/user': screen('editor', OFFICE),
  '/user/create': screen('editor', OFFICE),
  '/user/edit/:userId': screen('editor', OFFICE),
  '/user/import': screen('editor', OFFICE),
  '/route_arrangement': screen('editor', OFFICE),
  '/meter_register': screen('editor', OFFICE),
  '/meter_deposit': screen('editor', ['manager', 'finance_officer', 'clerk']),
  '/meter_stock': screen('editor', ['manager', 'clerk']),
  '/meter_work': screen('editor', ['manager', 'clerk']),
  '/meter': screen('editor', OFFICE_AND_FIELD),
  '/check': screen('editor', OFFICE),
  '/report_p32': screen('editor', COUNTER),
  '/report_p32_daily': screen('editor', FINANCE),
  '/debtor_accounts': screen('editor', OFFICE),
  '/request': screen('editor', ['manager', 'finance_officer', 'clerk']),
  '/payment_check': screen('editor', FINANCE),
  '/excel_payment_check': screen('editor', FINANCE),
  '/receive_management': screen('editor', FINANCE),
  '/meter_location': screen('editor', OFFICE),
  '/water_cost': screen('editor', ['manager', 'finance_officer', 'clerk']),
  '/lose_water': screen('editor', ['manager', 'finance_officer', 'clerk']),
  /** The utility's contact card, printed for customers (issue 27): every officer. */
  '/contact_us': read(),
  /** Moving a utility in from its old books (issue 28): the manager, with IT's help. */
  '/move_in': screen('editor', ['manager', 'it']),
};

const matchRoute = (pattern: string, path: string): boolean => {
  const p = pattern.split('/');
  const s = path.split('/');
  return p.length === s.length && p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
};

export const findRouteRule = (path: string): AccessRule | undefined => {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') || '/';
  const key = Object.keys(routeTable).find((pattern) => matchRoute(pattern, clean));
  return key ? routeTable[key] : undefined;
};

export const canOpenRoute = (actor: Actor, path: string): boolean => {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') || '/';
  if (actor.position === 'auditor') {
    return (
      AUDITOR_SCREENS.includes(clean) || clean === '/prapaunit/welcome' || clean === '/profile'
    );
  }
  const rule = findRouteRule(clean);
  return rule ? passesRule(actor, rule) : true;
};

/** spec §6: IT officers reach organisation data through /org_admin. */
export const orgDataPath = (position: Position): string =>
  position === 'it' ? '/org_admin' : '/org';

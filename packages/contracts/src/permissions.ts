import type { Position, Role } from './positions.ts';

/** Who is acting: the two fields every permission decision needs. */
export type Actor = { role: Role; position: Position };

/**
 * spec §6: the `admin` rule passes only admins; the `editor` rule passes editors and
 * admins. `positions` narrows further; `write` marks an operation that changes data,
 * which an auditor (ผู้ตรวจสอบบัญชี) may never do.
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

const read = (rule: Role = 'editor'): AccessRule => ({ rule });
const write = (rule: Role, positions: readonly Position[] = ALL_BUT_AUDITOR): AccessRule => ({
  rule,
  positions,
  write: true,
});

/**
 * The one permission table. Every API operation names one of these keys in its route
 * config; the server refuses what `can` refuses, and the menu hides it.
 */
export const permissionTable = {
  'session.self': read(),
  'org.read': read(),
  'org.write': write('admin'),
  'orgAdmin.manage': { rule: 'admin', positions: IT_ONLY, write: true },
  'orgAdmin.read': { rule: 'admin', positions: IT_ONLY },
  /** The backup log and the nightly schedule (issue 23): IT runs it, the manager answers for it. */
  'backup.read': { rule: 'admin', positions: ['it', 'manager'] },
  /** A backup taken now into BACKUP_DIR, from the IT screen. */
  'backup.run': { rule: 'admin', positions: IT_ONLY, write: true },
  'office.read': read(),
  'office.write': write('admin', IT_ONLY),
  'officer.read': read(),
  'officer.write': write('admin'),
  'accessRequest.read': read('admin'),
  'accessRequest.write': write('admin'),
  'audit.read': read('admin'),
  /**
   * Check the audit log's hash chain (issue 23): those who answer for the books, the
   * auditor (ผู้ตรวจสอบบัญชี) first, and IT, who runs the system.
   */
  'audit.verify': {
    rule: 'editor',
    positions: ['manager', 'finance_officer', 'auditor', 'it'],
  },
  'basic.read': read(),
  'basic.write': write('admin'),
  'device.read': read(),
  'device.write': write('admin', IT_ONLY),
  'waterUser.read': read(),
  'waterUser.write': write('editor'),
  'round.read': read(),
  /** Service rounds and the billing cycle: the office sets them, not the field or the counter. */
  'round.write': write('editor', ['manager', 'finance_officer', 'clerk', 'it']),
  'reading.read': read(),
  'reading.write': write('editor'),
  /** Accept, correct or send back readings at /check: the office, not the reader who took them. */
  'reading.check': write('editor', ['manager', 'finance_officer', 'clerk', 'it']),
  'billing.read': read(),
  /** Bill a round and set its payment round: the office, not the field or the counter. */
  'billing.run': write('editor', ['manager', 'finance_officer', 'clerk', 'it']),
  /** Void a bill (and re-bill): finance decides, with a reason. */
  'billing.void': write('editor', ['manager', 'finance_officer']),
  /**
   * Waive the late fee of an overdue bill (issue 12): an admin who answers for the money,
   * with a reason; not IT (it runs the system, not the accounts), never an auditor.
   */
  'billing.waiveLateFee': write('admin', ['manager', 'finance_officer']),
  /** Sundry fees (reconnection, meter change…) billed by staff. */
  'billing.sundry': write('editor', ['manager', 'finance_officer', 'cashier', 'clerk']),
  'payment.read': read(),
  /** Take money at the counter: whoever sits at it (DOMAIN.md §2: the receiver signs). */
  'payment.write': write('editor', ['manager', 'finance_officer', 'cashier']),
  /** Void a receipt: finance, with a reason; a receipt of an earlier day needs an admin too. */
  'payment.void': write('editor', ['manager', 'finance_officer']),
  /** The receipt control register: finance receives, hands out and closes books. */
  'receiptBook.write': write('editor', ['manager', 'finance_officer']),
  /** Money handed to finance (remittance): finance receives it. */
  'remittance.write': write('editor', ['manager', 'finance_officer']),
  /** Tick a transfer or QR receipt against the bank statement (/payment_check): finance. */
  'paymentCheck.write': write('editor', ['manager', 'finance_officer']),
  /** Bank files turned into receipts, and the queue of rows matched by hand: finance. */
  'bankImport.write': write('editor', ['manager', 'finance_officer']),
  'debt.read': read(),
  /** Warning letters and cut-off / reconnection orders, their delivery: the office. */
  'debt.write': write('editor', ['manager', 'finance_officer', 'clerk', 'it']),
  /** A work order carried out (water cut or reconnected): the office or the field staff. */
  'debt.work': write('editor', ['manager', 'finance_officer', 'clerk', 'meter_reader', 'it']),
  /** Void a notice issued in error: finance decides, with a reason. */
  'debt.void': write('editor', ['manager', 'finance_officer']),
  'report.read': read(),
  'request.read': read(),
  'request.write': write('editor'),
} as const satisfies Record<string, AccessRule>;

export type Permission = keyof typeof permissionTable;

/** An auditor reads everything its menu shows and changes nothing, whatever its role. */
export const isReadOnlyPosition = (position: Position): boolean => position === 'auditor';

export const passesRule = (actor: Actor, access: AccessRule): boolean => {
  if (access.rule === 'admin' && actor.role !== 'admin') return false;
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
 * we state editor for the daily work of counter and field staff).
 */
export const routeTable: Record<string, AccessRule> = {
  '/prapaunit/welcome': read(),
  '/profile': read(),
  '/org': read(),
  '/org_admin': { rule: 'admin', positions: IT_ONLY },
  '/pdf_report': screen('editor'),
  '/basic/area': screen('admin'),
  '/basic/route': screen('admin'),
  '/basic/payment-channel': screen('admin'),
  '/basic/discount': screen('admin'),
  '/basic/meter': screen('admin'),
  '/basic/type_of_user': screen('admin'),
  '/basic/usage_status': screen('admin'),
  '/basic/officer_information': screen('admin'),
  '/basic/group': screen('admin', IT_ONLY),
  '/basic/device': screen('admin', IT_ONLY),
  '/operation/set_service': screen('editor'),
  '/operation/set_service/:roundId/bills': screen('editor'),
  '/operation/set_payment': screen('editor'),
  '/operation/payment': screen('editor'),
  '/receipt_books': screen('editor'),
  '/operation/payment_alert': screen('editor'),
  '/report/use_water_user': read(),
  '/user': screen('editor'),
  '/user/create': screen('editor'),
  '/user/edit/:userId': screen('editor'),
  '/user/import': screen('editor'),
  '/route_arrangement': screen('editor'),
  '/meter_register': screen('editor'),
  '/meter': screen('editor'),
  '/check': screen('editor'),
  '/report_p32': read(),
  '/report_p32_daily': screen('editor'),
  '/debtor_accounts': read(),
  '/request': screen('editor'),
  '/payment_check': screen('editor'),
  '/excel_payment_check': screen('editor'),
  '/meter_location': screen('editor'),
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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  can,
  canOpenRoute,
  permissionTable,
  routeTable,
  type Actor,
  type Permission,
} from './permissions.ts';
import { positions, roles, type Position } from './positions.ts';

const keys = Object.keys(permissionTable) as Permission[];
const actors: Actor[] = positions.flatMap((position) => roles.map((role) => ({ position, role })));

/** A README cell: ✓ for any role, "admin" for an admin only, — for none. */
const cellOf = (key: Permission, position: Position) => {
  if (can({ role: 'editor', position }, key)) return '✓';
  return can({ role: 'admin', position }, key) ? 'admin' : '—';
};

/** The rows of README "Positions and rights": right → cells in the header's position order. */
const readmeTable = () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Positions and rights')[1]?.split('\n## ')[0] ?? '';
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  const header = cells(lines[0] ?? '').slice(2);
  const rows = new Map<string, Record<string, string>>();
  for (const line of lines.slice(2)) {
    const [key = '', , ...values] = cells(line);
    rows.set(
      key.replace(/`/g, ''),
      Object.fromEntries(header.map((position, i) => [position, values[i] ?? ''])),
    );
  }
  return { header, rows };
};

/**
 * What each screen calls whatever the reader may do there (calls behind a useCan are left
 * out: the screen hides them). Kept beside the screens' api.ts files by hand: a screen that
 * gains a call adds it here, and the test says which positions it would break for.
 */
const screenCalls: Record<string, Permission[]> = {
  '/prapaunit/welcome': ['session.self'],
  '/profile': ['session.self'],
  '/org': ['org.read'],
  '/org_admin': ['orgAdmin.read', 'org.read', 'backup.read'],
  '/pdf_report': [],
  '/basic/area': ['basic.read'],
  '/basic/route': ['basic.read', 'officer.read'],
  '/basic/payment-channel': ['basic.read'],
  '/basic/discount': ['basic.read', 'waterUser.read'],
  '/basic/meter': ['basic.read'],
  '/basic/type_of_user': ['basic.read'],
  '/basic/usage_status': ['basic.read'],
  '/basic/officer_information': ['officer.read', 'office.read'],
  '/basic/group': ['office.read'],
  '/basic/device': ['device.read', 'office.read'],
  '/operation/set_service': ['round.read', 'reading.read'],
  '/operation/set_service/:roundId/bills': ['billing.read', 'round.read', 'basic.read'],
  '/operation/set_payment': ['billing.read', 'round.read'],
  '/operation/payment': ['counter.read', 'receipt.read', 'basic.read', 'payment.write'],
  '/receipt_books': ['receiptBook.read', 'officer.read', 'office.read', 'basic.read'],
  '/operation/payment_alert': ['debt.read', 'basic.read'],
  '/report/use_water_user': ['report.read', 'basic.read'],
  '/user': ['waterUser.read', 'basic.read'],
  '/user/create': ['waterUser.read', 'waterUser.write', 'basic.read', 'org.read'],
  '/user/edit/:userId': ['waterUser.read', 'basic.read', 'org.read'],
  '/user/import': ['waterUser.write', 'basic.read'],
  '/route_arrangement': ['waterUser.read', 'basic.read'],
  '/meter_register': ['waterUser.read', 'basic.read'],
  '/meter_deposit': ['deposits.read', 'basic.read'],
  '/receive_management': ['cashBook.read'],
  '/meter_stock': ['meterStock.read', 'basic.read'],
  '/meter_work': ['meterWork.read', 'meterStock.read', 'waterUser.read', 'basic.read'],
  '/meter': ['round.read', 'basic.read', 'reading.read', 'reading.write'],
  '/check': ['round.read', 'reading.read', 'basic.read'],
  '/report_p32': ['p32.read', 'receipt.read'],
  '/report_p32_daily': ['p32.readAll'],
  '/debtor_accounts': ['report.read', 'basic.read'],
  '/request': [],
  '/payment_check': ['paymentCheck.read', 'office.read', 'basic.read'],
  '/excel_payment_check': ['bankImport.read', 'basic.read'],
  '/meter_location': ['waterUser.read', 'basic.read', 'org.read'],
  '/contact_us': ['org.read'],
  '/water_cost': ['production.read', 'basic.read'],
  '/lose_water': ['production.read', 'basic.read'],
  '/move_in': ['moveIn.read', 'moveIn.write'],
};

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, 'x');

describe('README "Positions and rights"', () => {
  it('is the permission table, right by right and position by position', () => {
    const { header, rows } = readmeTable();
    expect(header).toEqual([...positions]);
    expect([...rows.keys()]).toEqual(keys);
    for (const key of keys) {
      const expected = Object.fromEntries(positions.map((p) => [p, cellOf(key, p)]));
      expect({ key, ...rows.get(key) }).toEqual({ key, ...expected });
    }
  });
});

describe('screens and the rights they call', () => {
  it('knows every screen of the route table', () => {
    expect(Object.keys(screenCalls).sort()).toEqual(Object.keys(routeTable).sort());
  });

  it('opens a screen to a position only when every call it makes is allowed', () => {
    const broken: string[] = [];
    for (const actor of actors) {
      for (const [screen, calls] of Object.entries(screenCalls)) {
        if (!canOpenRoute(actor, concrete(screen))) continue;
        for (const key of calls.filter((k) => !can(actor, k))) {
          broken.push(`${actor.position}/${actor.role} opens ${screen} but may not ${key}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('least privilege (issue 24)', () => {
  const as = (position: Position, role: Actor['role'] = 'editor'): Actor => ({ position, role });

  it('keeps money-moving rights with finance and the manager', () => {
    for (const key of ['entitlement.write', 'connection.cancel'] as const) {
      expect(positions.filter((p) => can(as(p, 'admin'), key))).toEqual([
        'manager',
        'finance_officer',
      ]);
    }
  });

  it('gives meter changes to the clerk and the manager; the reader asks for them', () => {
    expect(positions.filter((p) => can(as(p, 'admin'), 'meter.write'))).toEqual([
      'manager',
      'clerk',
    ]);
    expect(can(as('cashier'), 'meter.write')).toBe(false);
    expect(can(as('meter_reader'), 'meter.write')).toBe(false);
    expect(can(as('meter_reader'), 'meterChange.request')).toBe(true);
    expect(can(as('clerk'), 'meterChange.decide')).toBe(true);
    expect(can(as('meter_reader'), 'meterChange.decide')).toBe(false);
  });

  it('keeps the officer list, every receipt, bank files and every ป.32 from the desks', () => {
    const closed: Permission[] = [
      'officer.read',
      'receipt.readAll',
      'bankImport.read',
      'p32.readAll',
      'receiptBook.read',
      'paymentCheck.read',
    ];
    for (const position of ['cashier', 'meter_reader', 'clerk'] as const) {
      for (const key of closed) expect(can(as(position), key), `${position} ${key}`).toBe(false);
    }
    for (const position of ['manager', 'finance_officer', 'auditor'] as const) {
      for (const key of closed) expect(can(as(position), key), `${position} ${key}`).toBe(true);
    }
  });

  it('lets the auditor read every right that changes nothing, whatever their role', () => {
    // The one exception crosses organisations: an auditor answers for one utility.
    const reads = keys.filter((k) => !('write' in permissionTable[k]) && k !== 'orgAdmin.read');
    for (const key of reads) expect(can(as('auditor'), key), key).toBe(true);
    for (const key of keys.filter((k) => 'write' in permissionTable[k])) {
      expect(can(as('auditor', 'admin'), key), key).toBe(false);
    }
  });

  it('keeps IT running the system and the office, not the money', () => {
    const it = as('it', 'admin');
    for (const key of [
      'orgAdmin.manage',
      'backup.run',
      'office.write',
      'device.write',
      'officer.write',
      'waterUser.write',
      'round.write',
      'billing.run',
      'reading.check',
      'debt.write',
      'debt.work',
    ] as const) {
      expect(can(it, key), key).toBe(true);
    }
    for (const key of [
      'payment.write',
      'entitlement.write',
      'connection.cancel',
      'receipt.read',
      'bankImport.write',
    ] as const) {
      expect(can(it, key), key).toBe(false);
    }
  });
});

import { and, eq } from 'drizzle-orm';
import type { Position } from '@prapa/contracts';
import { offices, officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { areaWrites } from './areas/areas.repo.ts';
import { printerWrites } from './devices/devices.repo.ts';
import { routeWrites } from './routes/routes.repo.ts';

// The demo organisation's villages (หมู่ที่ 1, 3 and 5) and the routes its reader and
// collector walk, so that every screen has something to show.
export type DemoArea = {
  code: string;
  name: string;
  villageNo: number | null;
  routes: readonly (readonly [string, string])[];
};

const demoAreas: readonly DemoArea[] = [
  {
    code: 'A01',
    name: 'บ้านหนองบัว',
    villageNo: 1,
    routes: [
      ['R01', 'สายหนองบัว ถนนหลัก'],
      ['R02', 'สายหนองบัว ท้ายหมู่บ้าน'],
    ],
  },
  { code: 'A03', name: 'บ้านโนนสว่าง', villageNo: 3, routes: [['R03', 'สายโนนสว่าง']] },
  {
    code: 'A05',
    name: 'บ้านดอนแดง',
    villageNo: 5,
    routes: [
      ['R04', 'สายดอนแดง ฝั่งเหนือ'],
      ['R05', 'สายดอนแดง ฝั่งใต้'],
    ],
  },
];

const firstOfficer = async (tx: Tx, orgId: string, position: Position) => {
  const [row] = await tx
    .select({ id: officers.id })
    .from(officers)
    .where(and(eq(officers.orgId, orgId), eq(officers.position, position)))
    .limit(1);
  return row?.id ?? null;
};

/** Areas, routes and a receipt printer for a demo organisation (system transaction). */
export const seedDemoBasics = async (
  tx: Tx,
  orgId: string,
  areaList: readonly DemoArea[] = demoAreas,
) => {
  const readerId = await firstOfficer(tx, orgId, 'meter_reader');
  const collectorId = await firstOfficer(tx, orgId, 'cashier');
  for (const { routes, ...area } of areaList) {
    const areaId = await areaWrites.insert(tx, orgId, { ...area, note: null, active: true });
    for (const [code, name] of routes) {
      await routeWrites.insert(tx, orgId, {
        areaId,
        code,
        name,
        readerId,
        collectorId,
        note: null,
        active: true,
      });
    }
  }
  const [office] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.orgId, orgId), eq(offices.code, 'HQ')));
  if (office) {
    await printerWrites.insert(tx, orgId, {
      officeId: office.id,
      name: 'เครื่องพิมพ์ใบเสร็จ เคาน์เตอร์ 1',
      paper: '80mm',
      connection: 'browser',
      host: null,
      port: null,
      defaultForReceipts: true,
      active: true,
    });
  }
};

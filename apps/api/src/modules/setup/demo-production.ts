import { and, asc, eq, sql } from 'drizzle-orm';
import { bangkokDate, monthsEndingWith } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import {
  areas,
  officers,
  productionCosts,
  productionReadings,
  unbilledUsage,
  waterSources,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

// The village's production (issue 27), so /water_cost and /lose_water show real figures
// on first start: a well feeding the first area, water bought from the PWA for the others,
// an area meter at the second area's entrance, read each month for the twelve months
// before this one; what each measured is its areas' billed water plus 27–42 % lost, with
// costs and public use to match. One query and four inserts, whatever the village's size.

const STARTS = [20_000, 8_000];
/** Loss factor of each month, in basis points over billed use: a bad month stands out. */
const LOSS_BP = [
  3_100, 2_900, 3_300, 3_000, 2_800, 3_600, 4_200, 3_400, 3_000, 2_700, 2_900, 3_200,
];

type Billed = { month: string; area_id: string; billed: number };

const billedByAreaMonth = async (tx: Tx, orgId: string, first: string, last: string) =>
  rowsOf<Billed>(
    await tx.execute(sql`
      select to_char(make_date(r.year_be - 543, r.month, 1), 'YYYY-MM') as month,
        u.area_id, coalesce(sum(b.usage), 0)::float8 as billed
      from bills b
      join service_rounds r on r.org_id = b.org_id and r.id = b.round_id
      join water_users u on u.org_id = b.org_id and u.id = b.water_user_id
      where b.org_id = ${orgId} and b.kind = 'water' and b.status <> 'void'
        and make_date(r.year_be - 543, r.month, 1) between ${`${first}-01`}::date and ${`${last}-01`}::date
      group by 1, 2`),
  );

export const seedDemoProduction = async (
  tx: Tx,
  orgId: string,
  today = bangkokDate(new Date()),
) => {
  const [manager] = await tx
    .select({ id: officers.id })
    .from(officers)
    .where(eq(officers.orgId, orgId))
    .orderBy(asc(officers.createdAt))
    .limit(1);
  const areaRows = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.orgId, orgId), eq(areas.active, true)))
    .orderBy(asc(areas.code));
  const [first, second] = areaRows;
  if (!manager || !first || !second) return;
  const months = monthsEndingWith(today.slice(0, 7), 13).slice(0, 12);
  const billed = await billedByAreaMonth(tx, orgId, months[0] ?? '', months[11] ?? '');
  // W1 feeds the first area alone; W2 (bought water) the rest, where the second area has
  // an area meter of its own.
  const plan = [
    { code: 'W1', name: 'บ่อบาดาลหมู่ 1', kind: 'well', areaId: first.id, feeds: [first.id] },
    {
      code: 'W2',
      name: 'น้ำซื้อจาก กปภ.',
      kind: 'purchase',
      areaId: null,
      feeds: areaRows.slice(1).map((a) => a.id),
    },
    {
      code: 'AM2',
      name: 'มาตรวัดน้ำพื้นที่ทางเข้าหมู่ 3',
      kind: 'area_meter',
      areaId: second.id,
      feeds: [second.id],
    },
  ] as const;
  const sources = await tx
    .insert(waterSources)
    .values(
      plan.map((p, i) => ({
        orgId,
        code: p.code,
        name: p.name,
        kind: p.kind,
        areaId: p.areaId,
        digits: 6,
        initialReading: STARTS[i] ?? 0,
      })),
    )
    .returning({ id: waterSources.id, code: waterSources.code });
  const readings: (typeof productionReadings.$inferInsert)[] = [];
  const costs: (typeof productionCosts.$inferInsert)[] = [];
  sources.forEach((s, i) => {
    const feeds: readonly string[] = plan[i]?.feeds ?? [];
    let dial = STARTS[i] ?? 0;
    months.forEach((month, m) => {
      const use = billed
        .filter((b) => b.month === month && feeds.includes(b.area_id))
        .reduce((t, b) => t + Number(b.billed), 0);
      const volume =
        Math.round((Math.max(use, 40) * (10_000 + (LOSS_BP[m] ?? 3_000))) / 10_000) + 12;
      dial += volume;
      const at = { orgId, sourceId: s.id, month: `${month}-01`, updatedBy: manager.id };
      readings.push({ ...at, reading: dial });
      if (s.code === 'W1') {
        const kwh = Math.round(volume * 0.9);
        costs.push({
          ...at,
          head: 'electricity',
          quantity: String(kwh),
          unit: 'kWh',
          amount: kwh * 450,
        });
        const kg = Math.round(volume / 4) / 100;
        costs.push({
          ...at,
          head: 'chlorine',
          quantity: kg.toFixed(2),
          unit: 'kg',
          amount: Math.round(kg * 6_500),
        });
        costs.push({ ...at, head: 'labour', amount: 600_000 });
        if (m % 4 === 1)
          costs.push({ ...at, head: 'repairs', amount: 185_000, note: 'ซ่อมปั๊มซับเมอร์ส' });
      } else if (s.code === 'W2') {
        // Bought water: the PWA's bulk price per m³ is the cost.
        costs.push({
          ...at,
          head: 'other',
          amount: volume * 1_100,
          note: 'ค่าซื้อน้ำ กปภ. 11.00 บาท/ลบ.ม.',
        });
        costs.push({ ...at, head: 'labour', amount: 300_000 });
      }
    });
  });
  await tx.insert(productionReadings).values(readings);
  await tx.insert(productionCosts).values(costs);
  await tx.insert(unbilledUsage).values(
    months.flatMap((month, m) => [
      {
        orgId,
        month: `${month}-01`,
        kind: 'public_tap' as const,
        volume: 6,
        updatedBy: manager.id,
      },
      {
        orgId,
        month: `${month}-01`,
        kind: 'flushing' as const,
        volume: 4,
        updatedBy: manager.id,
      },
      ...(m === 6
        ? [
            {
              orgId,
              month: `${month}-01`,
              kind: 'fire' as const,
              volume: 15,
              updatedBy: manager.id,
              note: 'ดับไฟป่าหลังหมู่บ้าน',
            },
          ]
        : []),
    ]),
  );
};

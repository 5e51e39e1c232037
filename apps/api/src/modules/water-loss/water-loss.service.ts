import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  unbilledKinds,
  type ProductionReading,
  type UnbilledEntry,
  type WaterBalanceLine,
  type WaterLossAnswer,
  type WaterLossArea,
  type WaterSource,
} from '@prapa/contracts';
import {
  DEFAULT_UNDER_REGISTRATION_BP,
  daysInMonth,
  monthsEndingWith,
  ratioBp,
  waterBalance,
} from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { billedByArea, billedByMonth, type BilledMonth } from '../production/figures.repo.ts';
import { producedByMonth } from '../production/month-volumes.ts';
import { readingsUpTo, unbilledBetween } from '../production/production.repo.ts';
import { sourcesOf } from '../production/water-sources.ts';

// Lost water (น้ำสูญเสีย, issue 27): the IWA balance of each month (water-balance.ts),
// and by area: an area's input is its area meters' volume, or where it has none, the
// volume of the sources that feed it alone; areas with neither are not measured.

type Readings = readonly ProductionReading[];

const balanceLine = (
  month: string,
  input: number | null,
  billed: BilledMonth | undefined,
  unbilled: number,
  underRegistrationBp: number,
): WaterBalanceLine => {
  const b = waterBalance({
    systemInput: input ?? 0,
    billedMetered: billed?.sold ?? 0,
    billedUnmetered: 0,
    unbilled,
    meterShortfall: billed?.shortfall ?? 0,
    underRegistrationBp,
    connections: billed?.connections ?? 0,
    days: daysInMonth(month),
  });
  const measured = input !== null;
  return {
    month,
    systemInput: input,
    billedMetered: b.billedMetered,
    billedUnmetered: b.billedUnmetered,
    unbilled: b.unbilled,
    meterShortfall: measured ? b.meterShortfall : 0,
    underRegistration: measured ? b.underRegistration : 0,
    apparentLosses: measured ? b.apparentLosses : 0,
    realLosses: measured ? b.realLosses : 0,
    waterLosses: measured ? b.waterLosses : 0,
    nonRevenue: measured ? b.nonRevenue : 0,
    nrwBp: measured ? b.nrwBp : null,
    connections: billed?.connections ?? 0,
    litresPerConnectionDay: measured ? b.litresPerConnectionDay : null,
    inconsistent: measured && b.inconsistent,
  };
};

const areaLines = (
  sources: readonly WaterSource[],
  readings: Readings,
  month: string,
  billed: Awaited<ReturnType<typeof billedByArea>>,
  unbilled: readonly UnbilledEntry[],
): WaterLossArea[] => {
  const ofMonth = readings.filter((r) => r.month === month);
  const areaIds = [...new Set(sources.map((s) => s.areaId).filter((a): a is string => !!a))];
  return areaIds.flatMap((areaId) => {
    const meters = sources.filter((s) => s.areaId === areaId && s.kind === 'area_meter');
    const feeding = meters.length
      ? meters
      : sources.filter((s) => s.areaId === areaId && s.kind !== 'area_meter');
    const volumes = producedByMonth(feeding, ofMonth, () => true);
    const input = volumes.get(month);
    if (input === undefined) return [];
    const area = billed.find((b) => b.areaId === areaId);
    const name = feeding[0]?.areaName ?? '';
    const used = unbilled.filter((u) => u.areaId === areaId).reduce((t, u) => t + u.volume, 0);
    const billedM3 = area?.billed ?? 0;
    const loss = input - billedM3 - used;
    return [
      {
        areaId,
        code: area?.code ?? '',
        name: area?.name ?? name,
        input,
        billed: billedM3,
        unbilled: used,
        loss,
        lossBp: ratioBp(loss, input),
      },
    ];
  });
};

export const waterLossFigures = async (
  tx: Tx,
  orgId: string,
  month: string,
  underRegistrationBp: number,
): Promise<WaterLossAnswer> => {
  const months = monthsEndingWith(month, 12);
  const first = months[0] ?? month;
  const sources = await sourcesOf(tx, orgId);
  const readings = (await readingsUpTo(tx, orgId, month)).filter((r) => r.month >= first);
  const unbilled = await unbilledBetween(tx, orgId, first, month);
  const billed = new Map((await billedByMonth(tx, orgId, first, month)).map((b) => [b.month, b]));
  const produced = producedByMonth(sources, readings);
  const trend = months.map((m) =>
    balanceLine(
      m,
      produced.get(m) ?? null,
      billed.get(m),
      unbilled.filter((u) => u.month === m).reduce((t, u) => t + u.volume, 0),
      underRegistrationBp,
    ),
  );
  const current =
    trend[trend.length - 1] ?? balanceLine(month, null, undefined, 0, underRegistrationBp);
  const ofMonth = unbilled.filter((u) => u.month === month);
  const worst = trend
    .filter((l) => l.nrwBp !== null)
    .reduce<WaterBalanceLine | null>(
      (w, l) => (!w || (l.nrwBp ?? 0) > (w.nrwBp ?? 0) ? l : w),
      null,
    );
  return {
    month,
    underRegistrationBp,
    current,
    unbilledByKind: unbilledKinds.map((kind) => ({
      kind,
      volume: ofMonth.filter((u) => u.kind === kind).reduce((t, u) => t + u.volume, 0),
    })),
    areas: areaLines(sources, readings, month, await billedByArea(tx, orgId, month), ofMonth).sort(
      (a, b) => (b.lossBp ?? 0) - (a.lossBp ?? 0),
    ),
    trend,
    worstMonth: worst?.month ?? null,
  };
};

export const waterLossOf = (
  app: FastifyInstance,
  request: FastifyRequest,
  month: string,
  underRegistrationBp: number,
) =>
  inActorOrgRead(app, request, ({ tx, orgId }) =>
    waterLossFigures(tx, orgId, month, underRegistrationBp),
  );

/** One month's NRW for the home dashboard; null without a production figure. */
export const waterLossSummaryOf = (app: FastifyInstance, request: FastifyRequest, month: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const sources = await sourcesOf(tx, orgId);
    const readings = (await readingsUpTo(tx, orgId, month)).filter((r) => r.month === month);
    const input = producedByMonth(sources, readings).get(month);
    if (input === undefined) return null;
    const [billed] = await billedByMonth(tx, orgId, month, month);
    const unbilled = (await unbilledBetween(tx, orgId, month, month)).reduce(
      (t, u) => t + u.volume,
      0,
    );
    const line = balanceLine(month, input, billed, unbilled, DEFAULT_UNDER_REGISTRATION_BP);
    return { month, nonRevenue: line.nonRevenue, nrwBp: line.nrwBp };
  });

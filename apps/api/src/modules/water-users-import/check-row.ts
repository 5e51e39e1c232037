import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { issueToMessage, waterUserInput, type installMeterBody } from '@prapa/contracts';
import { checkMeter } from './check-meter.ts';
import {
  dateOf,
  decimalOf,
  integerOf,
  phoneOf,
  satangOf,
  textOf,
  type Parsed,
} from '../../lib/sheet-import/cells.ts';
import { inchesOf } from './meter-size-text.ts';
import type { RowProblem as AnyRowProblem } from '../../lib/sheet-import/problems.ts';
import type { SheetRow } from './read-file.ts';
import type { ColumnKey } from './template-columns.ts';

export type Ref = { id: string; code: string; label: string; active: boolean };
export type RouteRef = Ref & { areaId: string };

/** The organisation's basic data, loaded once per file and looked up by code (any case). */
export type References = {
  areas: Map<string, Ref>;
  routes: Map<string, RouteRef>;
  userTypes: Map<string, Ref>;
  /** By code and by label (½″ as well as 0.5). */
  meterSizes: Map<string, Ref>;
  /** By size in inches, for the ways people write one (1/2", 4 หุน). */
  meterSizeInches: Map<number, Ref>;
  usageStatuses: Map<string, Ref>;
  defaultUsageStatus: Ref | null;
  meterDigits: number;
};

export type RowMeter = z.output<typeof installMeterBody>;
export type CheckedRow = {
  row: number;
  areaCode: string;
  user: z.output<typeof waterUserInput>;
  meter: RowMeter | null;
};

export type RowProblem = AnyRowProblem<ColumnKey>;

// Where an issue of the shared schemas lands in the sheet.
const userPaths: Record<string, ColumnKey> = {
  customerNo: 'customerNo',
  title: 'title',
  firstName: 'firstName',
  lastName: 'lastName',
  nationalId: 'nationalId',
  phone: 'phone',
  'address.houseNo': 'houseNo',
  'address.moo': 'moo',
  'address.road': 'road',
  'address.subdistrict': 'subdistrict',
  'address.district': 'district',
  'address.province': 'province',
  'address.postcode': 'postcode',
  depositPaid: 'deposit',
  latitude: 'latitude',
  longitude: 'longitude',
  connectedOn: 'installedOn',
  notes: 'notes',
};

// Thailand with a margin: a point outside is most often latitude and longitude swapped.
const inThailand = (lat: number, lng: number) => lat >= 5 && lat <= 21 && lng >= 97 && lng <= 106;

const key = (text: string) => text.trim().toLowerCase();

/**
 * Checks one row against the shared water-user and meter schemas and the
 * organisation's codes, collecting every problem of the row (not just the first).
 */
export const checkRow = (
  t: TFunction,
  refs: References,
  today: string,
  { row, cells }: SheetRow,
): { checked: CheckedRow | null; problems: RowProblem[] } => {
  const problems: RowProblem[] = [];
  const failed = new Set<ColumnKey>();
  const report = (column: ColumnKey, message: string) => {
    failed.add(column);
    problems.push({ row, column, message });
  };
  const read = <T>(column: ColumnKey, parse: (raw: SheetRow['cells'][ColumnKey]) => Parsed<T>) => {
    const result = parse(cells[column]);
    if ('ok' in result) return result.ok;
    report(column, t(`validation:${result.bad}`, result.vars));
    return null;
  };
  const text = (column: ColumnKey) => read(column, textOf);

  const lookup = <R extends Ref>(
    column: ColumnKey,
    map: Map<string, R>,
    required: boolean,
    fallback?: (code: string) => R | undefined,
  ) => {
    const code = text(column);
    if (code === null) {
      if (required && !failed.has(column)) report(column, t('validation:required'));
      return null;
    }
    const found = map.get(key(code)) ?? fallback?.(code);
    if (!found) report(column, t('validation:import.unknownCode', { code }));
    else if (!found.active) report(column, t('validation:import.inactiveCode', { code }));
    return found?.active ? found : null;
  };

  const area = lookup('areaCode', refs.areas, true);
  const route = lookup('routeCode', refs.routes, false);
  if (route && area && route.areaId !== area.id) {
    report('routeCode', t('validation:import.routeArea', { route: route.code, area: area.code }));
  }
  const userType = lookup('userTypeCode', refs.userTypes, true);
  const meterSize = lookup('meterSize', refs.meterSizes, true, (code) => {
    const inches = inchesOf(code);
    return inches === null ? undefined : refs.meterSizeInches.get(inches);
  });
  const status =
    cells.usageStatusCode === null
      ? refs.defaultUsageStatus
      : lookup('usageStatusCode', refs.usageStatuses, false);

  const latitude = read('latitude', decimalOf);
  const longitude = read('longitude', decimalOf);
  if (latitude !== null && longitude !== null && !inThailand(latitude, longitude)) {
    report('latitude', t('validation:import.outsideThailand'));
  }
  const installedOn = read('installedOn', dateOf);
  if (installedOn && installedOn > today) report('installedOn', t('validation:import.future'));
  const deposit = read('deposit', satangOf);

  const parsed = waterUserInput.safeParse({
    customerNo: text('customerNo'),
    title: text('title'),
    firstName: text('firstName') ?? undefined,
    lastName: text('lastName'),
    nationalId: read('nationalId', textOf),
    phone: read('phone', phoneOf),
    address: {
      houseNo: text('houseNo') ?? undefined,
      moo: read('moo', integerOf),
      road: text('road'),
      subdistrict: text('subdistrict') ?? undefined,
      district: text('district') ?? undefined,
      province: text('province') ?? undefined,
      postcode: text('postcode') ?? undefined,
    },
    areaId: area?.id,
    routeId: route?.id ?? null,
    userTypeId: userType?.id,
    meterSizeId: meterSize?.id,
    usageStatusId: status?.id,
    depositPaid: deposit ?? undefined,
    latitude,
    longitude,
    connectedOn: installedOn,
    notes: text('notes'),
  });
  const pairFailed = failed.has('latitude') || failed.has('longitude');
  for (const issue of parsed.error?.issues ?? []) {
    const column = userPaths[issue.path.map(String).join('.')];
    if (!column || failed.has(column)) continue; // codes are reported above, by their column
    if (issue.message === 'v.latLngPair' && pairFailed) continue;
    report(column, issueToMessage(issue, t));
  }

  const meter = checkMeter(
    t,
    refs,
    today,
    { row, cells },
    meterSize?.id ?? null,
    installedOn,
    report,
    failed,
  );
  if (problems.length > 0 || !parsed.success || !area) return { checked: null, problems };
  return { checked: { row, areaCode: area.code, user: parsed.data, meter }, problems };
};

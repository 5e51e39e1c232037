import type { TFunction } from 'i18next';
import { installMeterBody, issueToMessage } from '@prapa/contracts';
import { integerOf, textOf } from '../../lib/sheet-import/cells.ts';
import type { References, RowMeter } from './check-row.ts';
import type { SheetRow } from './read-file.ts';
import type { ColumnKey } from './template-columns.ts';

const meterPaths: Record<string, ColumnKey> = {
  serial: 'meterSerial',
  brand: 'meterBrand',
  digits: 'meterDigits',
  installedOn: 'installedOn',
  initialReading: 'initialReading',
};

/**
 * The meter of a row, if it names one (a serial): checked by the same schema as a meter
 * installed by hand, with the organisation's digits and today's date as defaults.
 */
export const checkMeter = (
  t: TFunction,
  refs: References,
  today: string,
  { cells }: SheetRow,
  meterSizeId: string | null,
  installedOn: string | null,
  report: (column: ColumnKey, message: string) => void,
  failed: Set<ColumnKey>,
): RowMeter | null => {
  const serial = textOf(cells.meterSerial);
  const hasSerial = 'ok' in serial && serial.ok !== null;
  if (!hasSerial) {
    const orphan = (['meterBrand', 'meterDigits', 'initialReading'] as const).find(
      (c) => cells[c] !== null,
    );
    if (orphan && !failed.has('meterSerial'))
      report('meterSerial', t('validation:import.serialNeeded'));
    return null;
  }
  const digits = integerOf(cells.meterDigits);
  const reading = integerOf(cells.initialReading);
  const brand = textOf(cells.meterBrand);
  for (const [column, value] of [
    ['meterDigits', digits],
    ['initialReading', reading],
    ['meterBrand', brand],
  ] as const) {
    if ('bad' in value) report(column, t(`validation:${value.bad}`, value.vars));
  }
  if (!meterSizeId) return null;
  const input = {
    serial: serial.ok,
    brand: 'ok' in brand ? brand.ok : null,
    meterSizeId,
    digits: ('ok' in digits ? digits.ok : null) ?? refs.meterDigits,
    installedOn: installedOn ?? today,
    initialReading: ('ok' in reading ? reading.ok : null) ?? 0,
    note: null,
  };
  const parsed = installMeterBody.safeParse(input);
  for (const issue of parsed.error?.issues ?? []) {
    const column = meterPaths[issue.path.map(String).join('.')];
    if (column && !failed.has(column)) report(column, issueToMessage(issue, t));
  }
  if (!parsed.success) return null;
  if (parsed.data.initialReading >= 10 ** parsed.data.digits) {
    report('initialReading', t('validation:import.readingDigits', { digits: parsed.data.digits }));
    return null;
  }
  return parsed.data;
};

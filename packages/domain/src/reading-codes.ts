/**
 * The reading codes staff already know: the PWA handheld codes (DOMAIN.md §4), each with
 * what it does to the month's usage. `estimate`: the meter could not be read, the usage
 * is the average (MONEY.md §3); `read`: a reading is taken; `rollover`: a lower reading
 * is the dial passing 9999. The anomaly codes (26/27/29/30 low/high use) are not chosen
 * by a reader: classifyReading gives them.
 */
export type ReadingCodeKind = 'read' | 'estimate' | 'rollover';

export type ReadingCode = { code: string; key: string; kind: ReadingCodeKind };

export const READING_CODES = [
  { code: '00', key: 'normal', kind: 'read' },
  { code: '01', key: 'houseLocked', kind: 'estimate' },
  { code: '02', key: 'obstructed', kind: 'estimate' },
  { code: '03', key: 'dangerousAnimal', kind: 'estimate' },
  { code: '04', key: 'vacant', kind: 'read' },
  { code: '05', key: 'sealBroken', kind: 'read' },
  { code: '06', key: 'noSeal', kind: 'read' },
  { code: '08', key: 'digitsJumped', kind: 'read' },
  { code: '09', key: 'pumpAfterMeter', kind: 'read' },
  { code: '10', key: 'waterTheft', kind: 'read' },
  { code: '11', key: 'unionLeaks', kind: 'read' },
  { code: '12', key: 'secondaryMainLeaks', kind: 'read' },
  { code: '13', key: 'valveLeaks', kind: 'read' },
  { code: '14', key: 'crackedDial', kind: 'read' },
  { code: '15', key: 'deadMeter', kind: 'estimate' },
  { code: '16', key: 'buried', kind: 'read' },
  { code: '17', key: 'submerged', kind: 'read' },
  { code: '18', key: 'rollover', kind: 'rollover' },
  { code: '19', key: 'lowerThanLast', kind: 'read' },
  { code: '20', key: 'metersSwapped', kind: 'read' },
  { code: '21', key: 'installedReversed', kind: 'read' },
  { code: '22', key: 'runningBackwards', kind: 'read' },
  { code: '23', key: 'digitsNotVisible', kind: 'estimate' },
  { code: '24', key: 'runningFast', kind: 'read' },
  { code: '28', key: 'meterMissing', kind: 'estimate' },
  { code: '99', key: 'other', kind: 'read' },
] as const satisfies readonly ReadingCode[];

export type ReadingCodeValue = (typeof READING_CODES)[number]['code'];

const byCode = new Map<string, ReadingCode>(READING_CODES.map((c) => [c.code, c]));

export const readingCodeOf = (code: string | null | undefined): ReadingCode =>
  byCode.get(code ?? '00') ?? READING_CODES[0];

/** A code whose month is billed at the average, with no reading taken. */
export const isEstimateCode = (code: string | null | undefined) =>
  readingCodeOf(code).kind === 'estimate';

/** The dead meter's code: its month is estimated, and it has its own list (DOMAIN.md §4). */
export const DEAD_METER_CODE: ReadingCodeValue = '15';

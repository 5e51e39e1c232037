import { line, multiline } from '../text.ts';
import { z } from 'zod';
import { bangkokDate } from '@prapa/domain';
import { idSchema, optionalLatitude, optionalLongitude, optionalNote } from '../common.ts';

export const readingSources = ['phone', 'web', 'import'] as const;
export const readingStatuses = ['recorded', 'checked', 'billed'] as const;
/** At most this many readings in one sync from a phone. */
export const READING_SYNC_MAX = 500;

const meterValue = z.number().int().min(0).max(99_999_999);

/**
 * A reading dated after today in Bangkok (issue 24: one dated 2031 was accepted). The one
 * rule every way a reading comes in applies (the office grid, a phone's sync, the reading
 * sheet, a correction at /check), as notices and remittances refuse a future day. The
 * phone's sync answers it per reading, so a wrong clock on one phone loses nothing else.
 */
export const readingDateAfterToday = (readAt: string | Date, now: Date = new Date()) => {
  const at = new Date(readAt);
  // Zod runs a refinement after a failed format check too: text that is no date is the
  // format's error, not this one (and bangkokDate would throw on it: a 500 in the sweep).
  return !Number.isNaN(at.getTime()) && bangkokDate(at) > bangkokDate(now);
};

const readAtSchema = z.iso.datetime({ offset: true });

/**
 * One reading as a phone, the office grid or an import sends it. `clientId` is the
 * sender's own id: the same id and body again is the same reading (a resend); the same
 * id with another body is refused. `current` is null for a code that estimates (house
 * locked, dead meter …): the usage is then the average of the last three real months.
 */
export const readingInput = z.object({
  clientId: line()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'v.invalid' }),
  roundId: idSchema,
  waterUserId: idSchema,
  current: meterValue.nullable(),
  code: z
    .string()
    .regex(/^[0-9]{2}$/, { message: 'v.choice' })
    .default('00'),
  note: optionalNote(500),
  readAt: readAtSchema,
  latitude: optionalLatitude,
  longitude: optionalLongitude,
});
export type ReadingInput = z.input<typeof readingInput>;

export const readingSyncBody = z.object({
  source: z.enum(readingSources).default('phone'),
  readings: z.array(readingInput).min(1).max(READING_SYNC_MAX),
});
export type ReadingSyncBody = z.input<typeof readingSyncBody>;

export const reading = z.object({
  id: idSchema,
  clientId: z.string().nullable(),
  roundId: idSchema,
  waterUserId: idSchema,
  meterId: idSchema.nullable(),
  previous: z.number().int(),
  current: z.number().int().nullable(),
  usage: z.number().int(),
  /** m³ of estimated months deducted from this real reading (true-up, MONEY.md §3). */
  deducted: z.number().int(),
  code: z.string(),
  estimated: z.boolean(),
  anomaly: z.string(),
  held: z.boolean(),
  diffBp: z.number().int().nullable(),
  average: z.number().int().nullable(),
  status: z.enum(readingStatuses),
  source: z.enum(readingSources),
  note: z.string().nullable(),
  readAt: z.string(),
  readerId: idSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Reading = z.infer<typeof reading>;

/** What became of each reading of a sync, in the order sent. */
export const readingSyncOutcome = z.object({
  clientId: z.string(),
  /** saved: new; same: a resend of one already saved; conflict: another reading holds the month; refused: bad. */
  result: z.enum(['saved', 'same', 'conflict', 'refused']),
  reading: reading.nullable(),
  /** For a refusal or a conflict: what is wrong, in the sender's language. */
  message: z.string().nullable(),
});
export type ReadingSyncOutcome = z.infer<typeof readingSyncOutcome>;

/**
 * The lists a utility keeps of a round (DOMAIN.md §4): zero use, high use (high and very
 * high), low use, dead meters (code 15), connections not read yet.
 */
export const readingLists = ['zero', 'high', 'low', 'dead', 'notRead'] as const;
export type ReadingList = (typeof readingLists)[number];

/** /check: a round's readings (or the connections not read yet), filtered and sorted. */
export const roundReadingsQuery = z.object({
  list: z.enum(readingLists).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  q: line().max(100).optional(),
  routeId: idSchema.optional(),
  anomaly: z
    .enum(['normal', 'zero', 'low', 'high', 'veryHigh', 'negative', 'lowerThanLast'])
    .optional(),
  code: z
    .string()
    .regex(/^[0-9]{2}$/)
    .optional(),
  estimated: z.enum(['true', 'false']).optional(),
  held: z.enum(['true', 'false']).optional(),
  /** The connections the round expects that have no reading yet. */
  notRead: z.enum(['true', 'false']).optional(),
  /** `diff`: largest % difference from the average first (default); `walk`: route and walk order. */
  sort: z.enum(['diff', 'walk']).default('diff'),
});
export type RoundReadingsQuery = z.input<typeof roundReadingsQuery>;

/** The same filters for an .xlsx or a PDF of the list (every row, no paging). */
export const roundReadingsExportQuery = roundReadingsQuery.omit({ page: true, pageSize: true });

export const roundReadingRow = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  routeCode: z.string().nullable(),
  routeSeq: z.number().int().nullable(),
  meterSerial: z.string().nullable(),
  reading: reading.nullable(),
  /** The reader sent a photo of the meter with this reading. */
  hasPhoto: z.boolean(),
});
export type RoundReadingRow = z.infer<typeof roundReadingRow>;

export const roundReadingSummary = z.object({
  expected: z.number().int(),
  read: z.number().int(),
  notRead: z.number().int(),
  estimated: z.number().int(),
  held: z.number().int(),
  checked: z.number().int(),
  byAnomaly: z.record(z.string(), z.number().int()),
});
export type RoundReadingSummary = z.infer<typeof roundReadingSummary>;

export const readingCorrection = z.object({
  current: meterValue.nullable(),
  code: z.string().regex(/^[0-9]{2}$/, { message: 'v.choice' }),
  reason: multiline().min(3).max(500),
  /** When it was really read, if the reading's own date is wrong; never after today. */
  readAt: readAtSchema
    .refine((v) => !readingDateAfterToday(v), { message: 'v.reading.future' })
    .optional(),
});
export type ReadingCorrection = z.input<typeof readingCorrection>;

export const readingReasonBody = z.object({ reason: multiline().min(3).max(500) });

export const bulkAcceptBody = z.object({ routeId: idSchema.nullable() });

/** The route sheet of a round: what a reader needs to read a route, in walk order. */
export const routeSheetQuery = z.object({ routeId: idSchema.optional() });

export const routeSheetRow = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  address: z.string(),
  moo: z.number().int().nullable(),
  routeId: idSchema.nullable(),
  routeCode: z.string().nullable(),
  routeName: z.string().nullable(),
  routeSeq: z.number().int().nullable(),
  readerName: z.string().nullable(),
  meterSerial: z.string().nullable(),
  /** Whole-m³ digits of the dial (4 or 5): a reading above them is a mistake. */
  digits: z.number().int().nullable(),
  /** The reading this one is taken against (the new meter's first, after a change). */
  previous: z.number().int().nullable(),
  /** The average of the last three real months, m³. */
  average: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** What computeReading needs to price a reading here as the server will (offline too). */
  history: z
    .object({
      previous: z.number().int(),
      digits: z.number().int(),
      replacement: z
        .object({
          oldFinal: z.number().int(),
          newInitial: z.number().int(),
          oldDigits: z.number().int().optional(),
          oldRolledOver: z.boolean().optional(),
        })
        .nullable(),
      realUsages: z.array(z.number().int()),
      estimatedSince: z.array(z.number().int()),
    })
    .nullable(),
  /** This round's reading, when it is already taken. */
  reading: reading.nullable(),
});
export type RouteSheetRow = z.infer<typeof routeSheetRow>;

/** A round's route sheet: the round, the anomaly thresholds, the rows in walk order. */
export const routeSheet = z.object({
  round: z.object({
    id: idSchema,
    yearBe: z.number().int(),
    month: z.number().int(),
    status: z.string(),
  }),
  thresholds: z.object({
    lowBelow: z.number().int(),
    highAbove: z.number().int(),
    veryHighAbove: z.number().int(),
  }),
  rows: z.array(routeSheetRow),
});
export type RouteSheet = z.infer<typeof routeSheet>;

/** A meter photo is resized on the phone: at most this many bytes reach the server. */
export const READING_PHOTO_MAX_BYTES = 500 * 1024;

export const readingPhotoBody = z.object({
  mimeType: z.enum(['image/jpeg', 'image/webp']),
  // Base64 of at most 500 kB (4/3 of it, rounded up).
  contentBase64: z
    .string()
    .min(4)
    .max(Math.ceil((READING_PHOTO_MAX_BYTES * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/]+=*$/, { message: 'v.invalid' }),
});
export type ReadingPhotoBody = z.infer<typeof readingPhotoBody>;

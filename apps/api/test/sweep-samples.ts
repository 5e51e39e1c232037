import type { Position } from '@prapa/contracts';
import type { Session } from './factories.ts';
import { sweepKit } from './sweep-kit.ts';
import { accessSamples } from './sweep-samples-access.ts';
import { depositSamples } from './sweep-samples-deposits.ts';
import { contactSamples } from './sweep-samples-contact.ts';
import { productionSamples } from './sweep-samples-production.ts';
import { cashBookSamples } from './sweep-samples-cash-book.ts';
import { moneySamples } from './sweep-samples-money.ts';
import { moveInSamples } from './sweep-samples-move-in.ts';
import { registerSamples } from './sweep-samples-register.ts';
import { meterSamples } from './sweep-samples-meter.ts';
import { requestSamples } from './sweep-samples-requests.ts';
import { requestDocumentSamples } from './sweep-samples-request-documents.ts';
import { requestPaperSamples } from './sweep-samples-request-papers.ts';
import type { SweepSeed } from './sweep-seed.ts';
import type { TestApp } from './test-app.ts';

// The hostile sweep's valid samples (issue 24): what a schema cannot say about an
// operation (which bill is still open, which dates agree, a file of the right kind, a row
// that a void or a delete may use up). Each entry may make the rows it needs first, as
// the position that would, so no sample takes another's rows.

export type Sample = {
  query: Record<string, string>;
  body: unknown;
  params: Record<string, string>;
  headers?: Record<string, string>;
  /** Another position that holds the permission, where the row is theirs (their job). */
  position?: Position;
};

export type Maker = (base: Sample) => Promise<Partial<Sample>> | Partial<Sample>;

/** The ids that the samples' own accepted answers made, by `METHOD /path`. */
export type Made = Map<string, string>;

/**
 * The few operations whose valid sample cannot be accepted here, and why; each is
 * covered by its own module's tests.
 */
export const CANNOT_ACCEPT: Record<string, string> = {
  'POST /api/v1/setup':
    'the first-run set-up answers only on an empty database (modules/setup tests)',
  'POST /api/v1/debt/notices/{id}/done':
    'a cut-off order follows a warning whose pay-by date has passed; notices are immutable and ' +
    'dated no later than today, so a seed made today has none (debt-year-scenario carries one)',
  'POST /api/v1/receipts/{id}/print':
    'prints to a network ESC/POS printer, none listens here (lib/escpos tests)',
};

export const validSamples = (
  t: TestApp,
  seed: SweepSeed,
  session: (p: Position) => Session,
  made: Made,
): Record<string, Maker> => {
  const kit = sweepKit(t, seed, session, made);
  return {
    ...accessSamples(kit),
    ...registerSamples(kit),
    ...moneySamples(kit),
    ...meterSamples(kit),
    ...requestSamples(kit),
    ...depositSamples(kit),
    ...productionSamples(kit),
    ...cashBookSamples(kit),
    ...requestDocumentSamples(kit),
    ...requestPaperSamples(kit),
    ...contactSamples(kit),
    ...moveInSamples(kit),
  };
};

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Printer, PrinterListQuery, printerInput } from '@prapa/contracts';
import { printers } from '../../../db/schema/index.ts';
import { renderTestPage } from '../../../documents/test-page.ts';
import { translator } from '../../../lib/i18n.ts';
import { activeState } from '../shared/resource-repo.ts';
import { mustReference, resourceService } from '../shared/resource-service.ts';
import {
  clearDefaultPrinter,
  officeRows,
  orgName,
  printerTable,
  printerWrites,
} from './devices.repo.ts';

type PrinterBody = z.output<typeof printerInput>;

/** Printers (devices) of the organisation's offices; the IT department keeps them. */
export const printerService = resourceService<Printer, PrinterBody, PrinterListQuery, string>({
  kind: 'printer',
  table: printerTable,
  ...printerWrites,
  filter: (query) => (query.officeId ? eq(printers.officeId, query.officeId) : undefined),
  check: async (tx, orgId, body, before) => {
    const office = await activeState(tx, officeRows, orgId, body.officeId);
    mustReference(office, body.officeId !== before?.officeId, 'officeId', 'validation:office');
  },
  beforeWrite: async (tx, orgId, body, id) => {
    if (body.defaultForReceipts) await clearDefaultPrinter(tx, orgId, body.officeId, id);
  },
  // A retired printer prints no receipts: it stops being the office's default.
  onDeactivate: async () => ({ defaultForReceipts: false }),
});

// Documents are in Thai whatever the screen's language (DESIGN.md §7).
const th = translator('th');

const connectionText = (p: Printer) =>
  p.connection === 'escpos'
    ? `${th('server:printerConnection.escpos')} ${p.host ?? ''}:${p.port ?? 9100}`
    : th('server:printerConnection.browser');

/** A test page for the printer's paper, with Thai text, digits and a ruler. */
export const printerTestPage = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
) => {
  const { printer, organisation } = await printerService.inOrg(app, request, async (tx, orgId) => ({
    printer: await printerService.mustFind(tx, orgId, id),
    organisation: await orgName(tx, orgId),
  }));
  return renderTestPage({
    orgName: organisation,
    officeName: printer.officeName,
    printerName: printer.name,
    paper: printer.paper,
    connection: connectionText(printer),
    printedAt: new Date(),
  });
};

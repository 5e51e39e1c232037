import type { z } from 'zod';
import type { Printer, printerInput } from '@prapa/contracts';
import { openPdf } from '../../../lib/open-pdf.ts';
import { resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type PrinterBody = z.output<typeof printerInput>;

export const devicesApi = resourceHooks<Printer, PrinterBody>(
  'basic.devices',
  '/api/v1/basic/devices',
);

/** The printer's test page (a PDF in its paper size, with Thai text) in a new tab. */
export const openTestPage = (printer: Printer): Promise<void> =>
  openPdf(`${devicesApi.path}/${printer.id}/test-page`);

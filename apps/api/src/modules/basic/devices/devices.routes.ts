import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, printer, printerInput, printerListQuery } from '@prapa/contracts';
import { PDF_TYPE } from '../../../documents/pdf.ts';
import { registerResource } from '../shared/resource-routes.ts';
import { printerColumns } from './devices.export.ts';
import { printerService, printerTestPage } from './devices.service.ts';

const path = '/api/v1/basic/devices';

/** /basic/device (IT department): printers per office, and their test page. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path,
    tag: 'basic: devices',
    read: 'device.read',
    write: 'device.write',
    item: printer,
    input: printerInput,
    query: printerListQuery,
    service: printerService,
    sheet: { fileName: 'server:file.printers', columns: printerColumns },
  });

  app.get(
    `${path}/:id/test-page`,
    {
      config: { permission: 'device.read' },
      schema: { tags: ['basic: devices'], params: idParams },
    },
    async (request, reply) => {
      const pdf = await printerTestPage(app, request, request.params.id);
      return reply
        .header('content-type', PDF_TYPE)
        .header('content-disposition', 'inline; filename="test-page.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentChannel, paymentChannelInput, paymentChannelListQuery } from '@prapa/contracts';
import { registerResource } from '../shared/resource-routes.ts';
import { paymentChannelColumns } from './payment-channels.export.ts';
import { paymentChannelService } from './payment-channels.service.ts';

/** /basic/payment-channel: the ways a payment reaches the utility. */
export const paymentChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/api/v1/basic/payment-channels',
    tag: 'basic: payment channels',
    read: 'basic.read',
    write: 'basic.write',
    item: paymentChannel,
    input: paymentChannelInput,
    query: paymentChannelListQuery,
    service: paymentChannelService,
    sheet: { fileName: 'server:file.paymentChannels', columns: paymentChannelColumns },
  });
};

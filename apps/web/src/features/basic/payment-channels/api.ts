import type { z } from 'zod';
import type { PaymentChannel, paymentChannelInput } from '@prapa/contracts';
import { resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type PaymentChannelBody = z.output<typeof paymentChannelInput>;

export const paymentChannelsApi = resourceHooks<PaymentChannel, PaymentChannelBody>(
  'basic.paymentChannels',
  '/api/v1/basic/payment-channels',
);

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PaymentChannel,
  PaymentChannelListQuery,
  paymentChannelInput,
} from '@prapa/contracts';
import { paymentChannels } from '../../../db/schema/index.ts';
import { resourceService } from '../shared/resource-service.ts';
import { paymentChannelTable, paymentChannelWrites } from './payment-channels.repo.ts';

type PaymentChannelBody = z.output<typeof paymentChannelInput>;

/** How money arrives: cash at the office, transfers, Thai QR, bill payment … */
export const paymentChannelService = resourceService<
  PaymentChannel,
  PaymentChannelBody,
  PaymentChannelListQuery,
  string
>({
  kind: 'paymentChannel',
  table: paymentChannelTable,
  ...paymentChannelWrites,
  codeConstraint: 'channels_org_code',
  filter: (query) => (query.kind ? eq(paymentChannels.kind, query.kind) : undefined),
});

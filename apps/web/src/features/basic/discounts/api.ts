import type { z } from 'zod';
import type { DiscountScheme, discountSchemeInput } from '@prapa/contracts';
import { resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type DiscountSchemeBody = z.output<typeof discountSchemeInput>;

export const discountSchemesApi = resourceHooks<DiscountScheme, DiscountSchemeBody>(
  'basic.discountSchemes',
  '/api/v1/basic/discount-schemes',
);

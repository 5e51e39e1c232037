import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DiscountScheme,
  DiscountSchemeListQuery,
  discountSchemeInput,
} from '@prapa/contracts';
import { discountSchemes } from '../../../db/schema/index.ts';
import { resourceService } from '../shared/resource-service.ts';
import { discountSchemeTable, discountSchemeWrites } from './discount-schemes.repo.ts';

type DiscountSchemeBody = z.output<typeof discountSchemeInput>;

/**
 * Discount schemes (elderly, disability, welfare card …). The people entitled to each
 * come with water users (issue 4); a scheme with entitlements is retired, not deleted.
 */
export const discountSchemeService = resourceService<
  DiscountScheme,
  DiscountSchemeBody,
  DiscountSchemeListQuery,
  string
>({
  kind: 'discountScheme',
  table: discountSchemeTable,
  ...discountSchemeWrites,
  codeConstraint: 'discount_schemes_org_code',
  filter: (query) => (query.kind ? eq(discountSchemes.kind, query.kind) : undefined),
});

import type { z } from 'zod';
import type { CollectionRoute, routeInput } from '@prapa/contracts';
import { resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type RouteBody = z.output<typeof routeInput>;

export const routesApi = resourceHooks<CollectionRoute, RouteBody>(
  'basic.routes',
  '/api/v1/basic/routes',
);

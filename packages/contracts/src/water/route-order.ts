import { z } from 'zod';
import { idSchema } from '../common.ts';

export const routeOrderParams = z.object({ routeId: idSchema });

/** One connection of a route in walk order (GET /route-order/:routeId). */
export const routeStop = z.object({
  id: idSchema,
  customerNo: z.string(),
  name: z.string(),
  address: z.string(),
  seq: z.number().int().nullable(),
});
export type RouteStop = z.infer<typeof routeStop>;

export const moveToRouteResult = z.object({ routeId: idSchema, moved: z.number().int() });

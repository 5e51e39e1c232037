import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaRoutes } from './areas/areas.routes.ts';
import { deviceRoutes } from './devices/devices.routes.ts';
import { discountSchemeRoutes } from './discount-schemes/discount-schemes.routes.ts';
import { meterSizeRoutes } from './meter-sizes/meter-sizes.routes.ts';
import { paymentChannelRoutes } from './payment-channels/payment-channels.routes.ts';
import { routeRoutes } from './routes/routes.routes.ts';
import { usageStatusRoutes } from './usage-statuses/usage-statuses.routes.ts';
import { userTypeRoutes } from './user-types/user-types.routes.ts';

/** Basic data (spec §2): what every utility configures once and every bill depends on. */
export const basicRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(areaRoutes);
  await app.register(routeRoutes);
  await app.register(paymentChannelRoutes);
  await app.register(meterSizeRoutes);
  await app.register(usageStatusRoutes);
  await app.register(userTypeRoutes);
  await app.register(discountSchemeRoutes);
  await app.register(deviceRoutes);
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createWaterUserIn } from '../water-users/water-users.service.ts';
import { PENDING_STATUS_CODE, statusByCode } from './request-refs.ts';
import { inOrg, move } from './requests.service.ts';

/**
 * Approve. A new connection's water user is made now (the household typed once, from the
 * request), in the "waiting for installation" status: nothing read, nothing billed, but
 * its fees can be billed to it. Its customer number is taken from the organisation's format.
 */
export const approveRequest = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  note: string | null,
) =>
  inOrg(app, request, (ctx) =>
    move(ctx, request, id, 'approve', note, async ({ row }) => {
      if (row.kind !== 'new_connection') return {};
      const { tx, orgId } = ctx;
      const user = await createWaterUserIn(ctx, request, {
        customerNo: null,
        title: row.title,
        firstName: row.firstName,
        lastName: row.lastName,
        nationalId: row.nationalId,
        phone: row.phone,
        address: {
          houseNo: row.houseNo,
          moo: row.moo,
          road: row.road,
          subdistrict: row.subdistrict,
          district: row.district,
          province: row.province,
          postcode: row.postcode,
        },
        areaId: row.areaId,
        routeId: row.routeId,
        userTypeId: row.userTypeId ?? '',
        meterSizeId: row.survey?.meterSizeId ?? row.meterSizeId ?? '',
        usageStatusId: await statusByCode(tx, orgId, PENDING_STATUS_CODE),
        depositPaid: 0,
        latitude: row.latitude,
        longitude: row.longitude,
        connectedOn: null,
        notes: `คำร้อง ${row.number}`,
      });
      return { waterUserId: user.id, meterSizeId: user.meterSizeId };
    }),
  );

import type { ServiceRequest } from '@prapa/contracts';
import { maskNationalId, requestMovesFrom } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { eventsOf, feesOf, findRequestJoined, rowOf } from './requests.repo.ts';

/** The audit entity of a request. */
export const REQUEST_ENTITY = 'request';

/** One request as its page shows it: the row, its fees, its timeline and the moves open. */
export const requestDetail = async (tx: Tx, orgId: string, id: string): Promise<ServiceRequest> => {
  const joined = await findRequestJoined(tx, orgId, id);
  if (!joined) throw notFound();
  const r = joined.request;
  const row = rowOf(joined);
  const [fees, events] = await Promise.all([feesOf(tx, orgId, id), eventsOf(tx, orgId, id)]);
  return {
    ...row,
    applicantExisting: r.applicantExisting,
    title: r.title,
    firstName: r.firstName,
    lastName: r.lastName,
    nationalId: r.nationalId ? maskNationalId(r.nationalId) : null,
    address: {
      houseNo: r.houseNo,
      moo: r.moo,
      road: r.road,
      subdistrict: r.subdistrict,
      district: r.district,
      province: r.province,
      postcode: r.postcode,
    },
    routeId: r.routeId,
    routeName: joined.routeName,
    latitude: r.latitude,
    longitude: r.longitude,
    userTypeId: r.userTypeId,
    userTypeName: joined.userTypeName,
    meterSizeId: r.meterSizeId,
    meterSizeLabel: joined.meterSizeLabel,
    documents: r.documents,
    subject: r.subject,
    note: r.note,
    survey: r.survey,
    estimate: r.estimate,
    estimateTotal: r.estimateTotal,
    fees: fees.map((f) => ({ ...f, status: String(f.status) })),
    installationId: r.installationId,
    reason: r.reason,
    answer: r.answer,
    effect: r.effect ?? null,
    createdByName: joined.createdByName,
    createdAt: r.createdAt.toISOString(),
    moves: requestMovesFrom(r.kind, row.state),
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
};

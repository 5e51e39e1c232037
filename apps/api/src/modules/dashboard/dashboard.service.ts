import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, jobKindPermission, jobKinds } from '@prapa/contracts';
import { bangkokDate, toIsoDate } from '@prapa/domain';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { ownScope } from '../../lib/own-scope.ts';
import { billsOf, counterOf, debtorsOf } from './dashboard-money.repo.ts';
import { checksOf, jobsOf, readingsOf, requestsOf } from './dashboard-work.repo.ts';

/** The Bangkok month of `today`: its key and its first and last days. */
export const monthOf = (today: string) => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    month: today.slice(0, 7),
    from: toIsoDate({ year, month, day: 1 }),
    to: toIsoDate({ year, month, day: last }),
  };
};

const today = () => bangkokDate(new Date());

/** A cashier counts their own receipts, as their receipts list does; finance every collector's. */
export const counterCard = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrgRead(app, request, async ({ tx, orgId, actor }) => {
    const cashierId = ownScope(actor, 'receipt.readAll', undefined);
    return {
      ...(await counterOf(tx, orgId, today(), cashierId)),
      own: cashierId !== undefined,
    };
  });

export const readingsCard = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => readingsOf(tx, orgId));

export const checksCard = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => checksOf(tx, orgId));

export const billsCard = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => {
    const { month, from, to } = monthOf(today());
    return billsOf(tx, orgId, month, from, to);
  });

export const debtorsCard = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => debtorsOf(tx, orgId, today()));

export const requestsCard = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => requestsOf(tx, orgId));

/** A job is seen by whoever may start its kind (jobs.service.ts), here too. */
export const jobsCard = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrgRead(app, request, ({ tx, orgId, actor }) =>
    jobsOf(
      tx,
      orgId,
      jobKinds.filter((kind) => can(actor, jobKindPermission[kind])),
    ),
  );

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type {
  IssueNoticesInput,
  NoticeList,
  NoticeListQuery,
  NotificationSettingsInput,
} from '@prapa/contracts';
import { bangkokDate, earliestPayBy } from '@prapa/domain';
import { notificationSettings } from '../../db/schema/index.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { enqueueJob, jobStarter, jobViewOf } from '../jobs/jobs.service.ts';
import type { NoticeJobInput } from './notice-issue-job.ts';
import { noticeDetailIn } from './notice-detail.repo.ts';
import { noticeRows } from './notice-list.repo.ts';
import { settingsOf } from './notifications.ts';

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { errors: [{ path, message }] });

/**
 * Issues one kind of notice as a job (progress on screen, the server free between
 * batches). A warning gives at least the PWA's seven days; nothing is dated ahead.
 */
export const startNotices = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: IssueNoticesInput,
  idempotencyKey: string | null,
) => {
  const today = bangkokDate(new Date());
  if (body.noticeDate > today) throw invalid('noticeDate', 'validation:futureDate');
  if (body.kind === 'warning' && body.payBy < earliestPayBy(body.noticeDate)) {
    throw invalid('payBy', 'validation:noticePeriod');
  }
  const { row, created } = await inActorOrg(app, request, (ctx) => {
    // One batch of a kind at a time (the job's key): a second click while it runs is told so.
    const input: NoticeJobInput = {
      ...body,
      ...jobStarter(ctx, request),
    };
    return enqueueJob(ctx, {
      kind: 'debt-notices',
      key: `debt-notices:${body.kind}`,
      input,
      idempotencyKey,
      // The stored input comes back from jsonb with its keys reordered: compare canonically.
      sameWork: (job) => canonical(job.input) === canonical(input),
    }).catch((err: unknown) => {
      if (err instanceof AppError && err.vars?.context === 'jobRunning') {
        throw new AppError('CONFLICT', { vars: { context: 'noticeJobRunning' } });
      }
      throw err;
    });
  });
  if (created) app.jobs.kick();
  return jobViewOf(row);
};

export const listNotices = (app: FastifyInstance, request: FastifyRequest, q: NoticeListQuery) =>
  inActorOrg(app, request, async ({ tx, orgId }): Promise<NoticeList> => {
    const all = await noticeRows(tx, orgId, q, bangkokDate(new Date()));
    const rows = q.state ? all.filter((r) => r.state === q.state) : all;
    const start = (q.page - 1) * q.pageSize;
    return {
      rows: rows.slice(start, start + q.pageSize).map(({ status: _s, ...r }) => r),
      total: rows.length,
      page: q.page,
      pageSize: q.pageSize,
    };
  });

export const oneNotice = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, ({ tx, orgId }) => noticeDetailIn(tx, orgId, id));

export const notificationSettingsOf = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrg(app, request, ({ tx, orgId }) => settingsOf(tx, orgId));

export const saveNotificationSettings = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: NotificationSettingsInput,
) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const before = await settingsOf(tx, orgId);
    await tx
      .insert(notificationSettings)
      .values({ orgId, ...body, updatedBy: actor.officerId })
      .onConflictDoUpdate({
        target: notificationSettings.orgId,
        set: { ...body, updatedBy: actor.officerId, updatedAt: sql`now()` },
      });
    await auditBy(tx, { actor: request.actor, ip: request.ip ?? null }, orgId, {
      action: 'notification_settings.update',
      entity: 'organisation',
      entityId: orgId,
      before,
      after: body,
    });
    return settingsOf(tx, orgId);
  });

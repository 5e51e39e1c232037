import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  debtAlertList,
  debtAlertQuery,
  idParams,
  issueNoticesInput,
  jobView,
  noticeDeliveryInput,
  noticeDetail,
  noticeDoneInput,
  noticeList,
  noticeListQuery,
  noticePdfQuery,
  noticeSendInput,
  noticeVoidInput,
  notificationSettingsInput,
  notificationSettingsView,
  okEnvelope,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { debtAlerts } from './debt-alerts.service.ts';
import { noticesPdf } from './notice-print.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { sendNotice } from './notice-send.service.ts';
import { recordDelivery, voidNotice, workDone } from './notice-work.service.ts';
import {
  listNotices,
  notificationSettingsOf,
  oneNotice,
  saveNotificationSettings,
  startNotices,
} from './notices.service.ts';

const tags = ['debt'];
const read = { permission: 'debt.read' as const };
const write = { permission: 'debt.write' as const };

/** /operation/payment_alert: debt alerts, notices, their delivery, the work they order. */
export const debtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/debt/alerts',
    {
      config: read,
      schema: { tags, querystring: debtAlertQuery, response: { 200: okEnvelope(debtAlertList) } },
    },
    async (request) => ok(request, await debtAlerts(app, request, request.query)),
  );
  app.post(
    '/api/v1/debt/notices',
    {
      config: write,
      schema: { tags, body: issueNoticesInput, response: { 202: okEnvelope(jobView) } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          ok(request, await startNotices(app, request, request.body, idempotencyKeyOf(request))),
        ),
  );
  app.get(
    '/api/v1/debt/notices',
    {
      config: read,
      schema: { tags, querystring: noticeListQuery, response: { 200: okEnvelope(noticeList) } },
    },
    async (request) => ok(request, await listNotices(app, request, request.query)),
  );
  app.get(
    '/api/v1/debt/notices/pdf',
    { config: read, schema: { tags, querystring: noticePdfQuery } },
    async (request, reply) => {
      const { out } = await noticesPdf(app, request, request.query);
      return sendPdf(reply, out, 'หนังสือแจ้งหนี้.pdf', 'notices.pdf');
    },
  );
  app.get(
    '/api/v1/debt/notices/:id',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(noticeDetail) } },
    },
    async (request) => ok(request, await oneNotice(app, request, request.params.id)),
  );
  app.get(
    '/api/v1/debt/notices/:id/pdf',
    { config: read, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { out } = await noticesPdf(app, request, { ids: [request.params.id] });
      return sendPdf(reply, out, 'หนังสือแจ้งหนี้.pdf', 'notice.pdf');
    },
  );
  app.post(
    '/api/v1/debt/notices/deliveries',
    {
      config: write,
      schema: {
        tags,
        body: noticeDeliveryInput,
        response: {
          200: okEnvelope(z.object({ recorded: z.number().int(), already: z.number().int() })),
        },
      },
    },
    async (request) => ok(request, await recordDelivery(app, request, request.body)),
  );
  app.post(
    '/api/v1/debt/notices/:id/done',
    {
      config: { permission: 'debt.work' as const },
      schema: {
        tags,
        params: idParams,
        body: noticeDoneInput,
        response: { 200: okEnvelope(noticeDetail) },
      },
    },
    async (request) => ok(request, await workDone(app, request, request.params.id, request.body)),
  );
  app.post(
    '/api/v1/debt/notices/:id/void',
    {
      config: { permission: 'debt.void' as const },
      schema: {
        tags,
        params: idParams,
        body: noticeVoidInput,
        response: { 200: okEnvelope(noticeDetail) },
      },
    },
    async (request) =>
      ok(request, await voidNotice(app, request, request.params.id, request.body.reason)),
  );
  app.post(
    '/api/v1/debt/notices/:id/send',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: noticeSendInput,
        response: { 200: okEnvelope(noticeDetail) },
      },
    },
    async (request) => ok(request, await sendNotice(app, request, request.params.id, request.body)),
  );
  app.get(
    '/api/v1/debt/notification-settings',
    { config: read, schema: { tags, response: { 200: okEnvelope(notificationSettingsView) } } },
    async (request) => ok(request, await notificationSettingsOf(app, request)),
  );
  app.put(
    '/api/v1/debt/notification-settings',
    {
      config: { permission: 'org.write' as const },
      schema: {
        tags,
        body: notificationSettingsInput,
        response: { 200: okEnvelope(notificationSettingsView) },
      },
    },
    async (request) => ok(request, await saveNotificationSettings(app, request, request.body)),
  );
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NoticeSendInput } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { notificationMessages } from '../../db/schema/index.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { noticeDetailIn } from './notice-detail.repo.ts';
import { conflict, liveNotice, who } from './notice-work.service.ts';
import { addNoticeEvents } from './notices.repo.ts';
import { messageOf, messageText, senders, settingsOf } from './notifications.ts';
import { lockConnection } from './usage-switch.repo.ts';

/**
 * Sends a notice by SMS or LINE through the organisation's provider and logs it. The
 * notice row is locked first, so two clicks never send twice; a second send on the same
 * channel is refused (the unique key is the last guard).
 */
export const sendNotice = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: NoticeSendInput,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId } = ctx;
    const n = await liveNotice(ctx, id);
    if (await messageOf(tx, orgId, n.id, body.channel))
      throw conflict('alreadySent', { number: n.number });
    const user = await lockConnection(tx, orgId, n.waterUserId);
    const recipient = body.recipient ?? (body.channel === 'sms' ? user?.phone : null);
    if (!recipient) {
      throw new AppError('VALIDATION', {
        errors: [{ path: 'recipient', message: 'validation:required' }],
      });
    }
    const settings = await settingsOf(tx, orgId);
    const text = messageText(n);
    const result = await senders[settings.provider].send({
      channel: body.channel,
      recipient,
      body: text,
      sender: settings.sender,
    });
    await tx.insert(notificationMessages).values({
      orgId,
      noticeId: n.id,
      channel: body.channel,
      recipient,
      body: text,
      provider: settings.provider,
      status: result.status,
      providerRef: result.providerRef,
      createdBy: ctx.actor.officerId,
    });
    if (result.status !== 'failed') {
      await addNoticeEvents(tx, orgId, [
        {
          noticeId: n.id,
          kind: body.channel,
          onDate: bangkokDate(new Date()),
          note: recipient,
          createdBy: ctx.actor.officerId,
        },
      ]);
    }
    await auditBy(tx, who(request), orgId, {
      action: 'debt.notice.send',
      entity: 'debt_notice',
      entityId: n.id,
      after: { channel: body.channel, provider: settings.provider, status: result.status },
    });
    return noticeDetailIn(tx, orgId, n.id);
  });

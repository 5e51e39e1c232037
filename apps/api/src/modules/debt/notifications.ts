import { and, eq } from 'drizzle-orm';
import type { NotificationChannel, NotificationProvider } from '@prapa/contracts';
import { formatMoney, formatThaiDate, thaiMonthName } from '@prapa/domain';
import { notificationMessages, notificationSettings } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { NoticeRecord } from './notices.repo.ts';
import type { NoticeSnapshot } from './notice-snapshot.ts';

export type OutgoingMessage = {
  channel: NotificationChannel;
  recipient: string;
  body: string;
  sender: string | null;
};

/** What a provider answers: recorded (kept, not sent), sent, or failed with why. */
export type SendResult = { status: 'recorded' | 'sent' | 'failed'; providerRef: string | null };

/**
 * A way to carry SMS and LINE messages. A provider that reaches a network (an SMS
 * gateway, the LINE Messaging API) implements this and is named in
 * `notificationProviders`; the organisation picks one in its settings.
 */
export type NotificationSender = { send: (message: OutgoingMessage) => Promise<SendResult> };

/** Records the message and sends nothing: the default, and all a machine without a network can do. */
const outbox: NotificationSender = {
  send: () => Promise.resolve({ status: 'recorded', providerRef: null }),
};

export const senders: Record<NotificationProvider, NotificationSender> = { outbox };

export const settingsOf = async (tx: Tx, orgId: string) => {
  const [row] = await tx
    .select({ provider: notificationSettings.provider, sender: notificationSettings.sender })
    .from(notificationSettings)
    .where(eq(notificationSettings.orgId, orgId));
  return row ?? { provider: 'outbox' as const, sender: null };
};

export const messageOf = async (
  tx: Tx,
  orgId: string,
  noticeId: string,
  channel: NotificationChannel,
) => {
  const [row] = await tx
    .select({ id: notificationMessages.id })
    .from(notificationMessages)
    .where(
      and(
        eq(notificationMessages.orgId, orgId),
        eq(notificationMessages.noticeId, noticeId),
        eq(notificationMessages.channel, channel),
      ),
    );
  return row ?? null;
};

const monthsOf = (s: NoticeSnapshot) =>
  s.debt
    .filter((d) => d.month !== null)
    .map((d) => `${thaiMonthName(d.month ?? 1, 'short')} ${String(d.yearBe).slice(-2)}`)
    .join(', ');

/**
 * The text of a notice as an SMS or LINE message, in Thai (the customer's letter is in
 * Thai whatever the staff's screen language): who, what is owed, by when, and the
 * notice number to quote or pay against.
 */
export const messageText = (n: NoticeRecord): string => {
  const s = n.snapshot as NoticeSnapshot;
  const org = s.org.nameTh;
  if (n.kind === 'reconnection') {
    return `${org}: ผู้ใช้น้ำเลขที่ ${n.customerNo} ชำระหนี้ครบแล้ว จะต่อน้ำภายในวันที่ ${formatThaiDate(n.payBy)} (ใบสั่งเลขที่ ${n.number})`;
  }
  const months = monthsOf(s);
  const head =
    n.kind === 'warning'
      ? `แจ้งค้างชำระค่าน้ำประปา ผู้ใช้น้ำเลขที่ ${n.customerNo}`
      : `แจ้งงดจ่ายน้ำ ผู้ใช้น้ำเลขที่ ${n.customerNo}`;
  const amount = `ยอดค้าง ${formatMoney(n.total)} บาท${months ? ` (${months})` : ''}`;
  const by =
    n.kind === 'warning'
      ? `กรุณาชำระภายในวันที่ ${formatThaiDate(n.payBy)}`
      : `จะงดจ่ายน้ำตั้งแต่วันที่ ${formatThaiDate(n.payBy)} หากยังไม่ชำระ`;
  return `${org}: ${head} ${amount} ${by} (หนังสือเลขที่ ${n.number})`;
};

import { Alert, Descriptions, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RequestEffect } from '@prapa/contracts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import type { ServiceRequest } from './api.ts';

type Row = { key: string; label: string; children: string };

const rowsOf = (e: RequestEffect, t: TFunction<'request-effects'>): Row[] => {
  switch (e.kind) {
    case 'transfer':
      return [
        { key: 'on', label: t('effect.effectiveOn'), children: formatDate(e.effectiveOn) },
        { key: 'from', label: t('effect.fromHolder'), children: e.from.name },
        {
          key: 'to',
          label: t('effect.toHolder'),
          children: [e.to.name, e.to.nationalId, e.to.phone].filter(Boolean).join(' · '),
        },
        {
          key: 'debt',
          label: t('effect.debt'),
          children: e.debtCarried
            ? t('effect.debtCarried', { amount: formatMoney(e.owing) })
            : t('effect.noDebt'),
        },
      ];
    case 'meter':
      return [
        { key: 'on', label: t('effect.doneOn'), children: formatDate(e.on) },
        { key: 'size', label: t('effect.size'), children: `${e.fromSize} → ${e.toSize}` },
        {
          key: 'old',
          label: t('effect.oldMeter'),
          children: t('effect.meterReading', { serial: e.oldSerial, reading: e.oldFinalReading }),
        },
        {
          key: 'new',
          label: t('effect.newMeter'),
          children: t('effect.meterReading', { serial: e.newSerial, reading: e.initialReading }),
        },
      ];
    case 'relocation':
      return [
        { key: 'on', label: t('effect.doneOn'), children: formatDate(e.on) },
        { key: 'from', label: t('effect.fromPlace'), children: `${e.fromAddress} (${e.fromArea})` },
        { key: 'to', label: t('effect.toPlace'), children: `${e.toAddress} (${e.toArea})` },
        {
          key: 'seq',
          label: t('effect.routeSeq'),
          children: e.routeSeq === null ? '–' : String(e.routeSeq),
        },
        ...(e.newSerial
          ? [{ key: 'meter', label: t('effect.newMeter'), children: e.newSerial }]
          : []),
      ];
    case 'status':
      return [
        { key: 'on', label: t('effect.effectiveOn'), children: formatDate(e.effectiveOn) },
        { key: 'status', label: t('effect.status'), children: `${e.fromStatus} → ${e.toStatus}` },
      ];
  }
};

/** What the request changed on the connection, once it did. */
export const RequestEffectView = ({ r }: { r: ServiceRequest }) => {
  const { t } = useTranslation('request-effects');
  if (!r.effect) return null;
  return (
    <div>
      <Typography.Title level={5}>{t('effect.title')}</Typography.Title>
      <Descriptions size="small" column={1} bordered items={rowsOf(r.effect, t)} />
    </div>
  );
};

/** The move that made the effect: a decision's completion, or the field work done. */
const effectAction = (r: ServiceRequest) =>
  ['transfer', 'suspension', 'resumption'].includes(r.kind) ? 'complete' : 'install';

/** On the timeline, under the move that made it: the change in a line, the consent if any. */
export const EffectNote = ({ r, action }: { r: ServiceRequest; action: string }) => {
  const { t } = useTranslation('request-effects');
  const e = r.effect;
  if (!e || action !== effectAction(r)) return null;
  if (e.kind === 'transfer') {
    return (
      <div>
        <Tag color="blue" style={{ whiteSpace: 'normal' }}>
          {t('timeline.transfer', { from: e.from.name, to: e.to.name })}
        </Tag>
        {e.debtCarried && (
          <Alert
            style={{ marginTop: 4 }}
            type="warning"
            showIcon
            title={t('effect.debtCarried', { amount: formatMoney(e.owing) })}
            description={e.consentNote}
          />
        )}
      </div>
    );
  }
  const line =
    e.kind === 'meter'
      ? t('timeline.meter', { from: e.fromSize, to: e.toSize, serial: e.newSerial })
      : e.kind === 'relocation'
        ? t('timeline.relocation', { to: e.toAddress })
        : t('timeline.status', { from: e.fromStatus, to: e.toStatus });
  return (
    <div>
      <Tag color="blue" style={{ whiteSpace: 'normal' }}>
        {line}
      </Tag>
    </div>
  );
};

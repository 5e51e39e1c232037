import { Descriptions, Drawer, Empty, Grid, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeterEvent, MeterEventKind } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { MeterStatusTag } from '../meter-register/meter-status-tag.tsx';
import { useMeterStockHistory } from './api.ts';

const COLOURS: Record<MeterEventKind, string> = {
  received: 'blue',
  installed: 'green',
  removed: 'gray',
  sent_to_test: 'orange',
  returned: 'blue',
  scrapped: 'red',
};

const EventLine = ({ e }: { e: MeterEvent }) => {
  const { t } = useTranslation('meter-stock');
  return (
    <div>
      <div>
        <Typography.Text strong>
          {formatDate(e.happenedOn)} · {t(`event.${e.kind}`)}
        </Typography.Text>
      </div>
      {e.customerNo && (
        <div>
          <Typography.Text code>{e.customerNo}</Typography.Text> {e.customerName}
        </div>
      )}
      {e.reading !== null && <div>{t('history.reading', { reading: e.reading })}</div>}
      {e.workOrderNumber && <div>{t('history.workOrder', { number: e.workOrderNumber })}</div>}
      {e.reason && <div>{e.reason}</div>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {e.actorName ? `${e.actorName} · ` : ''}
        {formatDateTime(e.at)}
      </Typography.Text>
    </div>
  );
};

/** One meter's life: where it came from, where it went, each step with who and when. */
export const MeterHistoryDrawer = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation('meter-stock');
  const screens = Grid.useBreakpoint();
  const history = useMeterStockHistory(id);
  const meter = history.data?.meter;
  const events = history.data?.events ?? [];
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('history.title', { serial: meter?.serial ?? '' })}
      size={screens.md ? 640 : '100%'}
    >
      {history.error && <QueryError error={history.error} onRetry={() => void history.refetch()} />}
      {history.isPending && id !== null && <Skeleton active />}
      {meter && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('field.status')}>
              <MeterStatusTag status={meter.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.size')}>{meter.meterSizeLabel}</Descriptions.Item>
            <Descriptions.Item label={t('field.brand')}>{meter.brand ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.batch')}>{meter.batch ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.supplier')}>
              {meter.supplier ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.unitCost')}>
              {meter.unitCost === null ? '—' : formatMoney(meter.unitCost)}
            </Descriptions.Item>
          </Descriptions>
          {events.length === 0 ? (
            <Empty description={t('history.empty')} />
          ) : (
            <Timeline
              items={events.map((e) => ({
                key: e.id,
                color: COLOURS[e.kind],
                content: <EventLine e={e} />,
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
};

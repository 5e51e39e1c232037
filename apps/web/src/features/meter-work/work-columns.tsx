import { Button, Space, Typography } from 'antd';
import { CheckOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { formatDate } from '../../lib/format.ts';
import type { MeterWorkOrder } from './api.ts';
import { WorkKindTag, WorkStateTag } from './work-tags.tsx';

const none = <Typography.Text type="secondary">—</Typography.Text>;
/** An order in hand this long is shown as late (the list's age filter offers the same). */
export const LATE_DAYS = 14;

type Options = {
  t: TFunction<'meter-work'>;
  canWrite: boolean;
  onPrint: (order: MeterWorkOrder) => void;
  onDone: (order: MeterWorkOrder) => void;
  onCancel: (order: MeterWorkOrder) => void;
};

const inHand = (o: MeterWorkOrder) => o.state === 'open' || o.state === 'printed';

export const workColumns = ({
  t,
  canWrite,
  onPrint,
  onDone,
  onCancel,
}: Options): DataColumn<MeterWorkOrder>[] => [
  {
    key: 'number',
    dataIndex: 'number',
    title: t('field.number'),
    render: (number: string) => <Typography.Text strong>{number}</Typography.Text>,
  },
  {
    key: 'state',
    dataIndex: 'state',
    title: t('field.state'),
    render: (_: unknown, o) => (
      <Space size={4} wrap>
        <WorkStateTag state={o.state} />
        {inHand(o) && o.ageDays >= LATE_DAYS && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('late', { days: o.ageDays })}
          </Typography.Text>
        )}
      </Space>
    ),
  },
  {
    key: 'kind',
    dataIndex: 'kind',
    title: t('field.kind'),
    render: (kind: MeterWorkOrder['kind']) => <WorkKindTag kind={kind} />,
  },
  {
    key: 'customer',
    title: t('field.customer'),
    render: (_: unknown, o) => (
      <Space size={6}>
        <Typography.Text code>{o.customerNo}</Typography.Text>
        <span>{o.customerName}</span>
      </Space>
    ),
  },
  {
    key: 'areaName',
    title: t('field.area'),
    hideable: true,
    // The area is a filter; at 1366 px the default columns fit beside the fixed actions.
    defaultHidden: true,
    render: (_: unknown, o) =>
      o.areaName ? [o.areaName, o.routeName].filter(Boolean).join(' · ') : none,
  },
  {
    key: 'plannedOn',
    dataIndex: 'plannedOn',
    title: t('field.plannedOn'),
    render: (date: string) => formatDate(date),
  },
  {
    key: 'meters',
    title: t('field.meters'),
    hideable: true,
    render: (_: unknown, o) =>
      o.newSerial ? `${o.oldSerial ?? '—'} → ${o.newSerial}` : (o.oldSerial ?? none),
  },
  {
    key: 'source',
    dataIndex: 'source',
    title: t('field.source'),
    hideable: true,
    defaultHidden: true,
    render: (source: MeterWorkOrder['source']) => t(`source.${source}`),
  },
  {
    key: 'actions',
    title: '',
    fixed: 'right',
    render: (_: unknown, o) => (
      <Space size={4}>
        <Button
          size="small"
          icon={<PrinterOutlined />}
          aria-label={t('action.print', { number: o.number })}
          onClick={() => onPrint(o)}
        />
        {canWrite && inHand(o) && (
          <>
            <Button size="small" type="primary" icon={<CheckOutlined />} onClick={() => onDone(o)}>
              {t('action.done')}
            </Button>
            <Button
              size="small"
              danger
              icon={<StopOutlined />}
              aria-label={t('action.cancel', { number: o.number })}
              onClick={() => onCancel(o)}
            />
          </>
        )}
      </Space>
    ),
  },
];

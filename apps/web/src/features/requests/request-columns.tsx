import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { formatDate } from '../../lib/format.ts';
import type { RequestRow } from './api.ts';
import { isOpen, RequestStateTag } from './state-tag.tsx';

export const requestColumns = (
  t: TFunction<'requests'>,
  lateDays: number,
): DataColumn<RequestRow>[] => [
  {
    key: 'number',
    dataIndex: 'number',
    title: t('field.number'),
    render: (n: string) => <Typography.Text strong>{n}</Typography.Text>,
  },
  {
    key: 'filedOn',
    dataIndex: 'filedOn',
    title: t('field.filedOn'),
    render: (d: string) => formatDate(d),
  },
  {
    key: 'kind',
    dataIndex: 'kind',
    title: t('field.kind'),
    render: (k: RequestRow['kind']) => t(`kind.${k}`),
  },
  {
    key: 'state',
    dataIndex: 'state',
    title: t('field.state'),
    render: (s: RequestRow['state']) => <RequestStateTag state={s} />,
  },
  {
    key: 'applicantName',
    title: t('field.applicant'),
    render: (_: unknown, r) => (
      <Space size={6} wrap>
        <span>{r.applicantName}</span>
        {r.customerNo && <Typography.Text code>{r.customerNo}</Typography.Text>}
      </Space>
    ),
  },
  { key: 'areaName', dataIndex: 'areaName', title: t('field.area'), hideable: true },
  {
    key: 'addressText',
    dataIndex: 'addressText',
    title: t('field.address'),
    hideable: true,
    defaultHidden: true,
  },
  {
    key: 'ageDays',
    dataIndex: 'ageDays',
    title: t('field.waitingOrClosed'),
    align: 'right',
    // Waiting longer than the office's N days: marked on the table row and on a phone's card.
    // A closed request waits no more: the day it was closed instead.
    render: (d: number, r) =>
      r.closedOn ? (
        <Typography.Text type="secondary">
          {t('closedOn', { date: formatDate(r.closedOn) })}
        </Typography.Text>
      ) : isOpen(r.state) && d > lateDays ? (
        <Tag color="warning" bordered={false}>
          {t('ageDays', { count: d })}
        </Tag>
      ) : (
        t('ageDays', { count: d })
      ),
  },
];

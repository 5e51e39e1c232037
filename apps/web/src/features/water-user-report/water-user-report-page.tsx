import { useState } from 'react';
import {
  App,
  Button,
  Flex,
  Grid,
  Progress,
  Segmented,
  Select,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { canOpenRoute } from '@prapa/contracts';
import { ExportButton } from '../../components/export-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useSessionUser } from '../../lib/use-session.ts';
import {
  groupings,
  isGrouping,
  openSummaryPdf,
  summaryExportPath,
  useWaterUserSummary,
  type Grouping,
  type SummaryRow,
} from './api.ts';

/** The /user list filter each grouping maps to (its `key` is that filter's id). */
const listFilter: Record<Grouping, string> = {
  area: 'areaId',
  route: 'routeId',
  userType: 'userTypeId',
  usageStatus: 'usageStatusId',
  meterSize: 'meterSizeId',
};

const number = (value: number) => value.toLocaleString('en-US');
const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

const Share = ({ part, whole }: { part: number; whole: number }) => (
  <Progress
    percent={percent(part, whole)}
    size="small"
    strokeColor="#1372BA"
    format={(value) => `${(value ?? 0).toFixed(1)}%`}
    style={{ margin: 0, minWidth: 160 }}
  />
);

const WithShare = ({ part, whole }: { part: number; whole: number }) => (
  <>
    {number(part)}{' '}
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      ({percent(part, whole).toFixed(0)}%)
    </Typography.Text>
  </>
);

/**
 * /report/use_water_user: how many water users there are by area, route, user type,
 * usage status or meter size, with totals; export .xlsx and the printable PDF (in Thai).
 * Auditors may open it: it only reads.
 */
export const WaterUserReportPage = () => {
  const { t } = useTranslation('report');
  const screens = Grid.useBreakpoint();
  const { message } = App.useApp();
  const user = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('groupBy');
  const groupBy: Grouping = isGrouping(raw) ? raw : 'area';
  const summary = useWaterUserSummary(groupBy);
  const [printing, setPrinting] = useState(false);
  const linkToList = user ? canOpenRoute(user, '/user') : false;
  const totals = summary.data?.totals;
  const whole = totals?.count ?? 0;

  const groupOptions = groupings.map((value) => ({
    value,
    label: t(`waterUsers.group.${value}`),
  }));
  const choose = (next: Grouping) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'area') params.delete('groupBy');
        else params.set('groupBy', next);
        return params;
      },
      { replace: true },
    );

  const print = async () => {
    setPrinting(true);
    try {
      await openSummaryPdf(groupBy);
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('waterUsers.printFailed'));
    } finally {
      setPrinting(false);
    }
  };

  const columns: ColumnsType<SummaryRow> = [
    {
      key: 'no',
      title: '#',
      width: 56,
      align: 'right',
      render: (_: unknown, _row, index) => index + 1,
    },
    {
      key: 'label',
      dataIndex: 'label',
      title: t(`waterUsers.group.${groupBy}`),
      sorter: (a, b) => a.label.localeCompare(b.label, 'th'),
      render: (label: string, row) => {
        const text = row.code ? `${row.code} · ${label}` : label;
        return linkToList && row.key ? (
          <Link to={`/user?${listFilter[groupBy]}=${encodeURIComponent(row.key)}`}>{text}</Link>
        ) : (
          text
        );
      },
    },
    {
      key: 'count',
      dataIndex: 'count',
      title: t('waterUsers.column.count'),
      align: 'right',
      width: 140,
      sorter: (a, b) => a.count - b.count,
      render: (count: number) => <Typography.Text strong>{number(count)}</Typography.Text>,
    },
    {
      key: 'share',
      title: t('waterUsers.column.share'),
      width: 260,
      render: (_: unknown, row) => <Share part={row.count} whole={whole} />,
    },
    {
      key: 'withLocation',
      dataIndex: 'withLocation',
      title: t('waterUsers.column.withLocation'),
      align: 'right',
      width: 170,
      sorter: (a, b) => a.withLocation - b.withLocation,
      render: (value: number, row) => <WithShare part={value} whole={row.count} />,
    },
    {
      key: 'withDiscount',
      dataIndex: 'withDiscount',
      title: t('waterUsers.column.withDiscount'),
      align: 'right',
      width: 170,
      sorter: (a, b) => a.withDiscount - b.withDiscount,
      render: (value: number, row) => <WithShare part={value} whole={row.count} />,
    },
  ];

  const body = (() => {
    if (summary.error && !summary.data) {
      return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />;
    }
    if (!summary.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    return (
      <Table<SummaryRow>
        rowKey={(row) => row.key ?? `none:${row.label}`}
        columns={columns}
        dataSource={summary.data.rows}
        loading={summary.isFetching}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('waterUsers.empty') }}
        summary={() =>
          totals && (
            <Table.Summary fixed>
              <Table.Summary.Row style={{ background: '#fafafa', fontWeight: 600 }}>
                <Table.Summary.Cell index={0} />
                <Table.Summary.Cell index={1}>{t('waterUsers.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <span data-testid="report-total">{number(totals.count)}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} />
                <Table.Summary.Cell index={4} align="right">
                  <WithShare part={totals.withLocation} whole={totals.count} />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  <WithShare part={totals.withDiscount} whole={totals.count} />
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          )
        }
      />
    );
  })();

  return (
    <>
      <PageHeader description={t('waterUsers.description')} />
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8} align="center">
          <Typography.Text type="secondary">{t('waterUsers.groupBy')}</Typography.Text>
          {/* Five choices do not fit a phone's width side by side: a list there. */}
          {screens.md ? (
            <Segmented<Grouping> value={groupBy} onChange={choose} options={groupOptions} />
          ) : (
            <Select<Grouping>
              value={groupBy}
              onChange={choose}
              options={groupOptions}
              aria-label={t('waterUsers.groupBy')}
              style={{ minWidth: 180 }}
            />
          )}
        </Flex>
        <Flex wrap gap={8}>
          <ExportButton path={summaryExportPath} params={{ groupBy }} />
          <Button icon={<PrinterOutlined />} loading={printing} onClick={print}>
            {t('waterUsers.print')}
          </Button>
        </Flex>
      </Flex>
      {body}
    </>
  );
};

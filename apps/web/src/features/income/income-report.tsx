import { useState } from 'react';
import { Button, Col, DatePicker, Row, Segmented, Space, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { IncomeGroupRow } from '@prapa/contracts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { api } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { incomeParams, incomePath, useIncomeReport, type IncomeView } from './api.ts';
import { GroupTable, HeadsTable, VoidedTable } from './income-tables.tsx';
import { MovementCard } from './movement-card.tsx';

const VIEWS: IncomeView[] = ['month', 'fiscalYear', 'year'];

/** รายงานรายรับ on screen: the month / fiscal year / year switch, its tables, the movement. */
export const IncomeReportView = () => {
  const { t } = useTranslation('income');
  const [view, setView] = useState<IncomeView>('month');
  const [month, setMonth] = useState(dayjs());
  const key = month.format('YYYY-MM');
  const report = useIncomeReport(view, key);
  const r = report.data;
  const params = incomeParams(view, key);
  const area = (g: IncomeGroupRow) =>
    [g.villageNo === null ? '' : t('villageNo', { no: g.villageNo }), g.name || t('noArea')]
      .filter(Boolean)
      .join(' ');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented<IncomeView>
          value={view}
          onChange={setView}
          options={VIEWS.map((v) => ({ value: v, label: t(`view.${v}`) }))}
        />
        <DatePicker
          aria-label={t('period')}
          value={month}
          onChange={(v) => v && setMonth(v)}
          picker={view === 'year' ? 'year' : 'month'}
          format={view === 'year' ? 'BBBB' : 'MM/BBBB'}
          allowClear={false}
        />
        <Button
          icon={<FilePdfOutlined />}
          onClick={() => void openPdf(`${incomePath}/pdf`, params)}
        >
          {t('pdf')}
        </Button>
        <Button
          icon={<FileExcelOutlined />}
          onClick={() => void api.download(`${incomePath}/export`, params)}
        >
          {t('excel')}
        </Button>
      </Space>
      {report.error && <QueryError error={report.error} />}
      {report.isPending && <PageSpinner />}
      {r && (
        <>
          <Typography.Text type="secondary">
            {t('range', { from: formatDate(r.from), to: formatDate(r.to) })}
          </Typography.Text>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <HeadsTable report={r} />
            </Col>
            <Col xs={24} xl={10}>
              <MovementCard movement={r.movement} />
            </Col>
            <Col xs={24} lg={8}>
              <GroupTable
                title={t('byChannel')}
                rows={r.channels}
                report={r}
                nameOf={(g) => t(`channel.${g.key}`)}
              />
            </Col>
            <Col xs={24} lg={8}>
              <GroupTable title={t('byArea')} rows={r.areas} report={r} nameOf={area} />
            </Col>
            <Col xs={24} lg={8}>
              <GroupTable
                title={t('byUserType')}
                rows={r.userTypes}
                report={r}
                nameOf={(g) => g.name || t('noUserType')}
              />
            </Col>
            <Col span={24}>
              <VoidedTable voided={r.voided} />
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
};

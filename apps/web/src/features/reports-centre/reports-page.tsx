import { useState } from 'react';
import { Col, Row, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { can, canOpenRoute } from '@prapa/contracts';
import { fiscalYearOf } from '@prapa/domain';
import { PageHeader } from '../../components/page-header.tsx';
import { useSessionUser } from '../../lib/use-session.ts';
import { IncomeReportView } from '../income/income-report.tsx';
import { reportCatalogue, type ReportValues } from './catalogue.ts';
import { ReportCard } from './report-card.tsx';

/**
 * /pdf_report: the income report (รายงานรายรับ) on screen, and the report centre: every
 * report the product makes, each with its parameters and its PDF or Excel, shown only to
 * positions that may read it.
 */
export const ReportsPage = () => {
  const { t } = useTranslation('income');
  const user = useSessionUser();
  const readsIncome = !!user && can(user, 'reports.income');
  const [tab, setTab] = useState(readsIncome ? 'income' : 'centre');
  const today = dayjs().format('YYYY-MM-DD');
  const initial: ReportValues = { date: today, fiscalYear: fiscalYearOf(today) };
  const shown = reportCatalogue.filter(
    (r) =>
      user &&
      can(user, r.permission) &&
      (!r.screen || r.screen.startsWith('#') || canOpenRoute(user, r.screen)),
  );
  const centre = (
    <Row gutter={[16, 16]}>
      {shown.map((entry) => (
        <Col key={entry.key} xs={24} md={12} xxl={8}>
          <ReportCard entry={entry} initial={initial} onShowIncome={() => setTab('income')} />
        </Col>
      ))}
    </Row>
  );
  return (
    <>
      <PageHeader description={t('description')} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          ...(readsIncome
            ? [{ key: 'income', label: t('tab.income'), children: <IncomeReportView /> }]
            : []),
          { key: 'centre', label: t('tab.centre'), children: centre },
        ]}
      />
    </>
  );
};

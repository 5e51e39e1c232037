import type { ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BillsCard, CounterCard, DebtorsCard } from './money-cards.tsx';
import { ChecksCard, JobsCard, NrwCard, ReadingsCard, RequestsCard } from './work-cards.tsx';

// Each card renders nothing when the officer may not read it; a Col around nothing would
// leave a hole, so each card sits in a Col only when it renders (the :empty rule).
const Slot = ({ children }: { children: ReactNode }) => (
  <Col xs={24} md={12} xl={8} className="dashboard-slot">
    {children}
  </Col>
);

/**
 * The figures each position needs first: the counter for the cashier, the round and its
 * checks for the office and the field, the money and the debt for the head and finance.
 * Each figure opens its screen.
 */
export const Dashboard = () => {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <style>{'.dashboard-slot:empty { display: none; }'}</style>
      <Typography.Title level={4}>{t('title')}</Typography.Title>
      <Row gutter={[12, 12]}>
        <Slot>
          <CounterCard />
        </Slot>
        <Slot>
          <BillsCard />
        </Slot>
        <Slot>
          <DebtorsCard />
        </Slot>
        <Slot>
          <ReadingsCard />
        </Slot>
        <Slot>
          <ChecksCard />
        </Slot>
        <Slot>
          <RequestsCard />
        </Slot>
        <Slot>
          <NrwCard />
        </Slot>
        <Slot>
          <JobsCard />
        </Slot>
      </Row>
    </div>
  );
};

import { isDemoOrgCode } from '@prapa/contracts';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { BankOutlined, CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../lib/format.ts';
import { usePositionLabel, useRoleLabel } from '../../lib/use-position-label.ts';
import { useSessionUser } from '../../lib/use-session.ts';
import { MoveInLink } from '../move-in/move-in-link.tsx';
import { Dashboard } from './dashboard.tsx';
import { ShortcutCards } from './shortcut-cards.tsx';

/** Home for the signed-in officer: who, where, today, the figures of their work, and where they may go. */
export const WelcomePage = () => {
  const { t } = useTranslation('welcome');
  const user = useSessionUser();
  const positionLabel = usePositionLabel();
  const roleLabel = useRoleLabel();
  if (!user) return null;
  return (
    <Flex vertical gap={20}>
      <Card
        style={{ background: 'linear-gradient(120deg, #1372BA 0%, #2a8fd6 100%)', border: 'none' }}
      >
        <Row gutter={[16, 16]} align="middle">
          <Col xs={24} md={16}>
            <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
              {t('greeting', { name: user.userFullname })}
            </Typography.Title>
            <Typography.Text style={{ color: 'rgba(255,255,255,0.9)', fontSize: 16 }}>
              {t('role', {
                position: positionLabel(user.position),
                role: roleLabel(user.role, user.position),
              })}
            </Typography.Text>
            <Flex align="center" gap={8} wrap style={{ marginTop: 12 }}>
              <BankOutlined style={{ color: '#fff' }} />
              <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
                {user.orgName}
              </Typography.Text>
              {isDemoOrgCode(user.orgCode) && <Tag color="gold">{t('demo')}</Tag>}
              {user.officeName && (
                <Tag color="blue">{t('office', { office: user.officeName })}</Tag>
              )}
            </Flex>
          </Col>
          <Col xs={24} md={8} style={{ textAlign: 'end' }}>
            <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
              <CalendarOutlined /> {t('today')}
            </Typography.Text>
            <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
              {formatDate(new Date())}
            </Typography.Title>
          </Col>
        </Row>
      </Card>
      {isDemoOrgCode(user.orgCode) && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('demoNote')}
        </Typography.Paragraph>
      )}
      <MoveInLink />
      <Dashboard />
      <ShortcutCards user={user} />
    </Flex>
  );
};

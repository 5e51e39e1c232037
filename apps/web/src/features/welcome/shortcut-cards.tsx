import { useMemo } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@prapa/contracts';
import { openablePages } from '../../lib/navigation/visible-menu.ts';

/** One card per screen of the reader's menu (the same definition, same permission check). */
export const ShortcutCards = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('nav');
  const pages = useMemo(() => openablePages(user), [user]);
  return (
    <Row gutter={[12, 12]}>
      {pages.map((page) => (
        <Col key={page.path} xs={12} sm={8} lg={6} xxl={4}>
          <Link to={page.path}>
            <Card hoverable size="small" style={{ height: '100%' }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <span
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 40,
                    height: 40,
                    borderRadius: 10,
                    background: '#e6f1fa',
                    color: '#1372BA',
                    fontSize: 20,
                    flex: 'none',
                  }}
                >
                  <page.icon />
                </span>
                <Typography.Text strong>{t(page.labelKey)}</Typography.Text>
              </div>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
};

import { useMemo } from 'react';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@prapa/contracts';
import { useIsPlanned } from '../../lib/navigation/built-screens.ts';
import { openablePages, type PageLink } from '../../lib/navigation/visible-menu.ts';

const iconStyle = (muted: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    borderRadius: 10,
    background: muted ? '#f2f4f7' : '#e6f1fa',
    color: muted ? '#8c8c8c' : '#1372BA',
    fontSize: 20,
    flex: 'none',
  }) as const;

const Cards = ({ pages, planned }: { pages: PageLink[]; planned: boolean }) => {
  const { t } = useTranslation('nav');
  return (
    <Row gutter={[12, 12]}>
      {pages.map((page) => (
        <Col key={page.path} xs={12} sm={8} lg={6} xxl={4}>
          <Link to={page.path}>
            <Card hoverable size="small" style={{ height: '100%' }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <span style={iconStyle(planned)}>
                  <page.icon />
                </span>
                <span>
                  <Typography.Text strong type={planned ? 'secondary' : undefined}>
                    {t(page.labelKey)}
                  </Typography.Text>
                  {planned && (
                    <>
                      <br />
                      <Tag bordered={false} style={{ marginTop: 4, fontSize: 11 }}>
                        {t('planned')}
                      </Tag>
                    </>
                  )}
                </span>
              </div>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
};

/**
 * One card per screen of the reader's menu (the same definition, same permission check):
 * the screens of this release first; those not built yet apart, marked, so none is
 * offered as usable.
 */
export const ShortcutCards = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('welcome');
  const isPlanned = useIsPlanned();
  const pages = useMemo(() => openablePages(user), [user]);
  const built = pages.filter((page) => !isPlanned(page.path));
  const planned = pages.filter((page) => isPlanned(page.path));
  return (
    <>
      <div>
        <Typography.Title level={4}>{t('shortcuts')}</Typography.Title>
        <Cards pages={built} planned={false} />
      </div>
      {planned.length > 0 && (
        <div>
          <Typography.Title level={5} type="secondary">
            {t('plannedShortcuts')}
          </Typography.Title>
          <Cards pages={planned} planned />
        </div>
      )}
    </>
  );
};

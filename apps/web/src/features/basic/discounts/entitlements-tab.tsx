import { Card, Empty, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The people entitled to a discount. An entitlement (scheme, evidence, valid from/to)
 * is recorded on a water user's record; until water users are registered the list is
 * empty, and it says so plainly.
 */
export const EntitlementsTab = () => {
  const { t } = useTranslation('basic');
  return (
    <Card>
      <Empty
        image={<TeamOutlined style={{ fontSize: 56, color: '#1372BA' }} />}
        styles={{ image: { height: 64 } }}
        description={
          <>
            <Typography.Title level={5}>{t('discount.entitled.emptyTitle')}</Typography.Title>
            <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: '0 auto' }}>
              {t('discount.entitled.emptyText')}
            </Typography.Paragraph>
          </>
        }
      />
    </Card>
  );
};

import { Alert, Button, Flex } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@prapa/contracts';

type Props = { user: SessionUser; returning: boolean; onReturn: () => void };

/** While an IT officer administers another organisation, say so and offer the way back. */
export const ActingBanner = ({ user, returning, onReturn }: Props) => {
  const { t } = useTranslation('org');
  if (!user.actingOrgId) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('admin.acting', { name: user.orgName })}
      action={
        <Flex gap={8} wrap>
          <Link to="/org">
            <Button size="small">{t('admin.openOrgData')}</Button>
          </Link>
          <Button size="small" icon={<RollbackOutlined />} loading={returning} onClick={onReturn}>
            {t('admin.returnHome')}
          </Button>
        </Flex>
      }
    />
  );
};

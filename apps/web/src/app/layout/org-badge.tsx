import { App, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { BankOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isDemoOrgCode, type SessionUser } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { switchOrg } from '../../lib/session-actions.ts';

/** The organisation being worked on; an IT officer acting elsewhere sees it plainly. */
export const OrgBadge = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const navigate = useNavigate();

  const goHome = async () => {
    try {
      await switchOrg(null);
      navigate('/org_admin');
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('org.switchFailed'));
    }
  };

  if (user.actingOrgId) {
    return (
      <Flex align="center" gap={4}>
        <Tag color="orange" icon={<BankOutlined />} style={{ marginInlineEnd: 0, fontSize: 14 }}>
          {t('org.acting', { org: user.orgName })}
        </Tag>
        <Tooltip title={t('org.returnHint')}>
          <Button size="small" icon={<RollbackOutlined />} onClick={() => void goHome()}>
            {t('org.return')}
          </Button>
        </Tooltip>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={6} style={{ minWidth: 0 }}>
      <BankOutlined style={{ color: '#1372BA' }} />
      <Typography.Text ellipsis style={{ maxWidth: 260 }}>
        {user.orgName}
      </Typography.Text>
      {isDemoOrgCode(user.orgCode) && <Tag color="gold">{t('org.demo')}</Tag>}
    </Flex>
  );
};

import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { positionThaiName, type SessionUser } from '@prapa/contracts';
import { initialsOf } from '../../lib/initials.ts';
import { usePositionLabel, useRoleLabel } from '../../lib/use-position-label.ts';

export const UserInfoCard = ({ user }: { user: SessionUser }) => {
  const { t, i18n } = useTranslation('profile');
  const roleLabel = useRoleLabel();
  const positionLabel = usePositionLabel();
  const dash = <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Card title={t('info.title')}>
      <Flex align="center" gap={16} style={{ marginBottom: 20 }}>
        <Avatar size={64} style={{ background: '#1372BA', fontSize: 24 }}>
          {initialsOf(user.userFullname)}
        </Avatar>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {user.userFullname}
          </Typography.Title>
          <Typography.Text type="secondary">@{user.username}</Typography.Text>
        </div>
      </Flex>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('info.fullName')}>{user.userFullname}</Descriptions.Item>
        <Descriptions.Item label={t('info.username')}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={t('info.position')}>
          {positionThaiName[user.position]}
          {i18n.language !== 'th' && ` (${positionLabel(user.position)})`}
        </Descriptions.Item>
        <Descriptions.Item label={t('info.role')}>
          <Tag color={user.role === 'admin' ? 'blue' : 'default'}>
            {roleLabel(user.role, user.position)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('info.org')}>{user.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('info.office')}>{user.officeName ?? dash}</Descriptions.Item>
        <Descriptions.Item label={t('info.email')}>{user.email ?? dash}</Descriptions.Item>
        <Descriptions.Item label={t('info.phone')}>{user.phone ?? dash}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

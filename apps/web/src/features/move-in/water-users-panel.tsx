import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The first step has its own screen (/user/import): here, how many exist and the way there. */
export const WaterUsersPanel = ({ count, closed }: { count: number; closed: boolean }) => {
  const { t } = useTranslation('move-in');
  const navigate = useNavigate();
  return (
    <Card title={t('step.waterUsers.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('step.waterUsers.text')}
        </Typography.Paragraph>
        <Flex gap={24} align="center" wrap justify="space-between">
          <Statistic title={t('waterUsers.count')} value={count} />
          {!closed && (
            <Button
              type="primary"
              icon={<ImportOutlined />}
              onClick={() => void navigate('/user/import')}
            >
              {t('waterUsers.import')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
};

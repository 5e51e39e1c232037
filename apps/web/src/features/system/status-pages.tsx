import type { ReactNode } from 'react';
import { Button, Card, Result, type ResultProps } from 'antd';
import { ClockCircleOutlined, ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { status: ResultProps['status']; icon?: ReactNode; name: string };

/** A centred page with antd's illustration and the way home (or back to sign-in). */
const StatusPage = ({ status, icon, name }: Props) => {
  const { t } = useTranslation('pages');
  return (
    <Card style={{ maxWidth: 640, width: '100%' }}>
      <Result
        status={status}
        icon={icon}
        title={t(`${name}.title`)}
        subTitle={t(`${name}.text`)}
        extra={
          <Link to="/">
            <Button type="primary">{t('common:action.backHome')}</Button>
          </Link>
        }
      />
    </Card>
  );
};

export const Error404Page = () => <StatusPage status="404" name="notFound" />;
export const Error500Page = () => <StatusPage status="500" name="serverError" />;
export const NotAuthorizedPage = () => <StatusPage status="403" name="notAuthorized" />;
export const MaintenancePage = () => (
  <StatusPage
    status="info"
    icon={<ToolOutlined style={{ color: '#ED9200' }} />}
    name="maintenance"
  />
);
export const ComingSoonPage = () => (
  <StatusPage status="info" icon={<ClockCircleOutlined />} name="comingSoon" />
);

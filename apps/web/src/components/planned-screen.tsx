import { Button, Card, Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pageTitleKey } from '../lib/navigation/pages.ts';

/**
 * An honest stand-in for a screen that a later release of Prapa delivers.
 *   <PlannedScreen titleKey="area" />   titleKey is a `nav:` key
 */
export const PlannedScreen = ({ titleKey }: { titleKey: string }) => {
  const { t } = useTranslation(['common', 'nav']);
  const title = t(`nav:${titleKey}`);
  return (
    <Card>
      <Result
        icon={<ClockCircleOutlined />}
        title={title}
        subTitle={t('common:planned.text', { title })}
        extra={
          <Link to="/">
            <Button type="primary">{t('common:action.backHome')}</Button>
          </Link>
        }
      />
    </Card>
  );
};

/** The route element for every not-yet-built screen: the title comes from the path. */
export const PlannedRoutePage = () => {
  const { pathname } = useLocation();
  return <PlannedScreen titleKey={pageTitleKey(pathname) ?? 'home'} />;
};

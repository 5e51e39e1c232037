import { Button, Card, Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { menuEntries } from '../lib/navigation/menu-items.ts';
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

/** /planned/:key: a menu entry the original product had no screen for (spec §2 "/"). */
export const PlannedMenuPage = () => {
  const { key } = useParams();
  const known = menuEntries.some((entry) => entry.kind === 'leaf' && entry.key === key);
  return known && key ? (
    <PlannedScreen titleKey={key} />
  ) : (
    <Navigate to="/pages/error-404" replace />
  );
};

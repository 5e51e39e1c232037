import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WaterDropLogo } from '../../components/water-drop-logo.tsx';

/** Logo and the program's title ('โปรแกรมระบบประปา', spec §1). */
export const Brand = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation('shell');
  return (
    <Link
      to="/"
      style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, color: 'inherit' }}
    >
      <WaterDropLogo size={compact ? 28 : 34} />
      <Typography.Text
        strong
        ellipsis={compact}
        style={{ fontSize: compact ? 16 : 17, color: '#1372BA', lineHeight: 1.25 }}
      >
        {t('appTitle')}
      </Typography.Text>
    </Link>
  );
};

import type { ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WaterDropLogo } from '../../components/water-drop-logo.tsx';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; width?: number };

/** The card every sign-in page sits in: the program's mark, a title, the form. */
export const AuthCard = ({ title, subtitle, children, width = 440 }: Props) => {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  // A plain box, not antd's Card: Card brings Tabs and its icons to the login page's load.
  return (
    <section
      style={{
        width: '100%',
        maxWidth: width,
        padding: '32px 32px 24px',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: '0 8px 28px rgba(19, 114, 186, 0.12)',
      }}
    >
      <Flex vertical align="center" gap={6} style={{ marginBottom: 24, textAlign: 'center' }}>
        <WaterDropLogo size={52} />
        <Typography.Text strong style={{ color: '#1372BA', fontSize: 16 }}>
          {t('appTitle')}
        </Typography.Text>
        <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </Flex>
      {children}
    </section>
  );
};

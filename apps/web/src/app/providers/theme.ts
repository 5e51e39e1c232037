/** spec §9 / DESIGN.md §7 colours; Sarabun is bundled from npm (main.tsx). */
import type { ThemeConfig } from 'antd';

export const brand = {
  primary: '#1372BA',
  success: '#28C76F',
  error: '#DA5444',
  warning: '#ED9200',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorLink: brand.primary,
    colorSuccess: brand.success,
    colorError: brand.error,
    colorWarning: brand.warning,
    fontFamily: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif",
    fontSize: 15,
    borderRadius: 8,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f4f7fb' },
    Menu: { itemHeight: 40, subMenuItemBg: '#ffffff' },
  },
};

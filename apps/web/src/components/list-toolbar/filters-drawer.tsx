import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Flex, Grid } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './filters-drawer.css';

type Props = {
  children: ReactNode;
  /** How many filters are set: shown on the button, so a phone sees the list is narrowed. */
  active?: number;
};

/**
 * A list's filters: inline on a desk; on a phone behind one button, in a drawer, so the
 * search, the list and its actions stay on the screen.
 */
export const FiltersDrawer = ({ children, active = 0 }: Props) => {
  const { t } = useTranslation('components');
  const wide = Grid.useBreakpoint().md ?? true;
  const [open, setOpen] = useState(false);
  if (wide) return <>{children}</>;
  return (
    <>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
          {t('toolbar.filters')}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        size="auto"
        title={t('toolbar.filters')}
        styles={{ body: { paddingBottom: 24 } }}
        extra={
          <Button type="primary" onClick={() => setOpen(false)}>
            {t('toolbar.showResults')}
          </Button>
        }
      >
        <Flex vertical gap={12} className="prapa-filters-drawer">
          {children}
        </Flex>
      </Drawer>
    </>
  );
};

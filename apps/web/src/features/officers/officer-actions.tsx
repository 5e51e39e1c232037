import { Button, Dropdown, Space } from 'antd';
import type { MenuProps } from 'antd';
import {
  CheckCircleOutlined,
  EditOutlined,
  EyeOutlined,
  KeyOutlined,
  MoreOutlined,
  StopOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Officer } from '@prapa/contracts';
import { useConfirm } from '../../components/use-confirm.tsx';

export type OfficerActionHandlers = {
  canWrite: boolean;
  selfId: string | null;
  onOpen: (officer: Officer) => void;
  onResetPassword: (officer: Officer) => void;
  onUnlock: (officer: Officer) => Promise<unknown>;
  onSetActive: (officer: Officer, active: boolean) => Promise<unknown>;
};

/** Edit at hand; the rarer actions in a menu, each confirmed with the officer's name. */
export const OfficerActions = ({ officer, ...h }: OfficerActionHandlers & { officer: Officer }) => {
  const { t } = useTranslation(['officers', 'components']);
  const confirm = useConfirm();
  if (!h.canWrite) {
    return (
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => h.onOpen(officer)}>
        {t('view')}
      </Button>
    );
  }
  const name = officer.fullName;
  const items: MenuProps['items'] = [
    { key: 'reset', icon: <KeyOutlined />, label: t('resetPassword.title') },
    ...(officer.locked ? [{ key: 'unlock', icon: <UnlockOutlined />, label: t('unlock.ok') }] : []),
    { type: 'divider' as const },
    officer.active
      ? {
          key: 'deactivate',
          icon: <StopOutlined />,
          danger: true,
          disabled: officer.id === h.selfId,
          label: t('components:action.deactivate'),
        }
      : { key: 'activate', icon: <CheckCircleOutlined />, label: t('components:action.activate') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'reset') h.onResetPassword(officer);
    if (key === 'unlock')
      confirm({
        title: t('unlock.title', { name }),
        description: t('unlock.hint'),
        okText: t('unlock.ok'),
        successMessage: t('unlock.done', { name }),
        onConfirm: () => h.onUnlock(officer),
      });
    if (key === 'deactivate' || key === 'activate') {
      const active = key === 'activate';
      confirm({
        title: t(
          active ? 'components:confirm.activateTitle' : 'components:confirm.deactivateTitle',
          {
            name,
          },
        ),
        description: active ? undefined : t('deactivateHint'),
        okText: t(`components:action.${key}`),
        danger: !active,
        successMessage: t(
          active ? 'components:confirm.activated' : 'components:confirm.deactivated',
          {
            name,
          },
        ),
        onConfirm: () => h.onSetActive(officer, active),
      });
    }
  };
  return (
    <Space size={0}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => h.onOpen(officer)}>
        {t('edit')}
      </Button>
      <Dropdown trigger={['click']} menu={{ items, onClick: onMenu }}>
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('moreActions')} />
      </Dropdown>
    </Space>
  );
};

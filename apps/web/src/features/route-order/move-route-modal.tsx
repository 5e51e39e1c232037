import { useMemo, useState } from 'react';
import { App, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionRoute } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { useMoveToRoute } from './api.ts';

type Props = {
  open: boolean;
  ids: string[];
  from: CollectionRoute;
  routes: CollectionRoute[];
  onDone: () => void;
  onClose: () => void;
};

export const routeLabel = (route: CollectionRoute) => `${route.code} · ${route.name}`;

/**
 * Moves the ticked connections to the end of another route's walk order: a route of the
 * same area (a connection's route belongs to its area).
 */
export const MoveRouteModal = ({ open, ids, from, routes, onDone, onClose }: Props) => {
  const { t } = useTranslation('route-order');
  const { message } = App.useApp();
  const move = useMoveToRoute();
  const [target, setTarget] = useState<string | undefined>();

  const options = useMemo(
    () =>
      routes
        .filter((route) => route.areaId === from.areaId && route.id !== from.id)
        .map((route) => ({
          value: route.id,
          label: `${routeLabel(route)} (${t('connections', { count: route.connectionCount })})`,
        })),
    [routes, from, t],
  );

  const submit = async () => {
    if (!target) return;
    try {
      await move.mutateAsync({ waterUserIds: ids, routeId: target });
      const name = routes.find((route) => route.id === target);
      message.success(t('move.done', { count: ids.length, route: name ? routeLabel(name) : '' }));
      setTarget(undefined);
      onDone();
    } catch (error) {
      const reason = isApiError(error) ? (error.errors[0]?.message ?? error.message) : null;
      message.error(reason ?? t('error.unexpected'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('move.title', { count: ids.length })}
      okText={t('move.ok', { count: ids.length })}
      cancelText={t('position.cancel')}
      okButtonProps={{ disabled: !target }}
      confirmLoading={move.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('move.intro')}</Typography.Paragraph>
      <Select
        autoFocus
        showSearch={{ optionFilterProp: 'label' }}
        value={target}
        onChange={setTarget}
        options={options}
        placeholder={t('move.choose')}
        notFoundContent={t('move.noOther')}
        aria-label={t('move.choose')}
        style={{ width: '100%' }}
      />
    </Modal>
  );
};

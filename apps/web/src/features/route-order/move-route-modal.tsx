import { useMemo, useState } from 'react';
import { App, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionRoute } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { useMoveToRoute } from './api.ts';

type Props = {
  open: boolean;
  ids: string[];
  fromRouteId: string;
  routes: CollectionRoute[];
  onDone: () => void;
  onClose: () => void;
};

export const routeLabel = (route: CollectionRoute) => `${route.code} · ${route.name}`;

/** Moves the ticked connections to the end of another route's walk order. */
export const MoveRouteModal = ({ open, ids, fromRouteId, routes, onDone, onClose }: Props) => {
  const { t } = useTranslation('route-order');
  const { message } = App.useApp();
  const move = useMoveToRoute();
  const [target, setTarget] = useState<string | undefined>();

  const options = useMemo(() => {
    const byArea = new Map<string, { label: string; options: { value: string; label: string }[] }>();
    for (const route of routes) {
      if (route.id === fromRouteId) continue;
      const group = byArea.get(route.areaId) ?? { label: route.areaName, options: [] };
      group.options.push({
        value: route.id,
        label: `${routeLabel(route)} (${t('connections', { count: route.connectionCount })})`,
      });
      byArea.set(route.areaId, group);
    }
    return [...byArea.values()];
  }, [routes, fromRouteId, t]);

  const submit = async () => {
    if (!target) return;
    try {
      await move.mutateAsync({ waterUserIds: ids, routeId: target });
      const name = routes.find((route) => route.id === target);
      message.success(
        t('move.done', { count: ids.length, route: name ? routeLabel(name) : '' }),
      );
      setTarget(undefined);
      onDone();
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('error.unexpected'));
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
        aria-label={t('move.choose')}
        style={{ width: '100%' }}
      />
    </Modal>
  );
};

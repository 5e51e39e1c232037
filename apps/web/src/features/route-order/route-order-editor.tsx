/**
 * The walk order of one route being edited: the order lives here until Save; the list
 * below only shows it. A 409 on Save means someone else changed the route meanwhile.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { App, Button, Flex, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { SaveOutlined, SwapOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CollectionRoute } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { useUnsavedChangesGuard } from '../org/unsaved-changes.ts';
import { useSaveRouteOrder, type RouteStop } from './api.ts';
import { MoveRouteModal } from './move-route-modal.tsx';
import { PositionModal } from './position-modal.tsx';
import { placeAt, sameOrder, shiftBy } from './reorder.ts';
import { RouteStopList, type RouteStopListHandle } from './route-stop-list.tsx';
import type { RowCommand } from './route-stop-row.tsx';
import { useFillHeight } from '../../lib/use-fill-height.ts';

type Props = {
  route: CollectionRoute;
  stops: RouteStop[];
  routes: CollectionRoute[];
  readOnly: boolean;
  onReload: () => void;
};

const idsOf = (stops: RouteStop[]) => stops.map((stop) => stop.id);

export const RouteOrderEditor = ({ route, stops, routes, readOnly, onReload }: Props) => {
  const { t } = useTranslation('route-order');
  const { message, modal } = App.useApp();
  const save = useSaveRouteOrder();
  const listRef = useRef<RouteStopListHandle>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(boxRef, { min: 360, bottomGap: readOnly ? 24 : 56 });

  const [base, setBase] = useState(stops);
  const [order, setOrder] = useState(() => idsOf(stops));
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const [cursorId, setCursorId] = useState<string | null>(stops[0]?.id ?? null);
  const [asking, setAsking] = useState<{ ids: ReadonlySet<string>; subject: string } | null>(null);
  const [moving, setMoving] = useState(false);
  const [find, setFind] = useState('');

  // Fresh data from the server (after Save, Move or Reload) replaces the edited order.
  if (base !== stops) {
    setBase(stops);
    setOrder(idsOf(stops));
    setSelected(new Set());
    setCursorId((id) => (id && stops.some((stop) => stop.id === id) ? id : (stops[0]?.id ?? null)));
  }

  const byId = useMemo(() => new Map(stops.map((stop) => [stop.id, stop])), [stops]);
  const savedIndex = useMemo(() => new Map(stops.map((stop, i) => [stop.id, i])), [stops]);
  const saved = useMemo(() => idsOf(stops), [stops]);
  const dirty = !sameOrder(order, saved);
  const movedCount = useMemo(
    () => (dirty ? order.filter((id, i) => savedIndex.get(id) !== i).length : 0),
    [dirty, order, savedIndex],
  );
  useUnsavedChangesGuard(dirty);

  const targetsOf = useCallback(
    (id: string): ReadonlySet<string> => (selected.has(id) ? selected : new Set([id])),
    [selected],
  );

  const reveal = (id: string) => requestAnimationFrame(() => listRef.current?.reveal(id));

  const onCommand = (id: string, command: RowCommand) => {
    const ids = targetsOf(id);
    if (command === 'position') {
      const subject =
        ids.size > 1 ? t('connections', { count: ids.size }) : (byId.get(id)?.name ?? '');
      setAsking({ ids, subject });
      return;
    }
    setCursorId(id);
    setOrder((current) => {
      if (command === 'up') return shiftBy(current, ids, -1);
      if (command === 'down') return shiftBy(current, ids, 1);
      if (command === 'top') return placeAt(current, ids, 0);
      return placeAt(current, ids, current.length);
    });
    reveal(id);
  };

  const onToggle = (id: string, range: boolean) => {
    setCursorId(id);
    setSelected((current) => {
      const next = new Set(current);
      if (range && anchor && anchor !== id) {
        const a = order.indexOf(anchor);
        const b = order.indexOf(id);
        if (a >= 0 && b >= 0) {
          for (const rangeId of order.slice(Math.min(a, b), Math.max(a, b) + 1)) next.add(rangeId);
          return next;
        }
      }
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    setAnchor(id);
  };

  const discard = () => {
    setOrder(saved);
    setSelected(new Set());
  };

  const onSave = async () => {
    try {
      await save.mutateAsync({ routeId: route.id, waterUserIds: order });
      message.success(t('saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        modal.warning({
          title: t('conflict.title'),
          content: t('conflict.text'),
          okText: t('conflict.reload'),
          onOk: onReload,
        });
        return;
      }
      message.error(isApiError(error) ? error.message : t('error.unexpected'));
    }
  };

  const onFind = (text: string) => {
    const needle = text.trim().toLowerCase();
    if (!needle) return;
    const start = cursorId ? order.indexOf(cursorId) + 1 : 0;
    for (let step = 0; step < order.length; step += 1) {
      const id = order[(start + step) % order.length];
      const stop = id ? byId.get(id) : undefined;
      if (
        stop &&
        (stop.customerNo.toLowerCase().includes(needle) ||
          stop.name.toLowerCase().includes(needle) ||
          stop.address.toLowerCase().includes(needle))
      ) {
        listRef.current?.reveal(stop.id);
        listRef.current?.focus();
        return;
      }
    }
    message.info(t('find.none', { text: text.trim() }));
  };

  const asked = asking ? order.findIndex((id) => asking.ids.has(id)) + 1 : 1;

  return (
    <>
      <Flex
        wrap
        gap={8}
        align="center"
        justify="space-between"
        style={{
          padding: '8px 12px',
          background: dirty ? '#fff7e6' : '#fff',
          border: `1px solid ${dirty ? '#ffd591' : '#f0f0f0'}`,
          borderBottom: 'none',
          borderRadius: '8px 8px 0 0',
        }}
      >
        <Space wrap size={8}>
          <Input.Search
            allowClear
            value={find}
            onChange={(event) => setFind(event.target.value)}
            onSearch={onFind}
            placeholder={t('find.placeholder')}
            aria-label={t('find.placeholder')}
            enterButton={t('find.next')}
            style={{ width: 280 }}
          />
          {selected.size > 0 && (
            <>
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                {t('selection.count', { count: selected.size })}
              </Tag>
              <Button size="small" type="link" onClick={() => setSelected(new Set())}>
                {t('selection.clear')}
              </Button>
            </>
          )}
          {!readOnly && (
            <Tooltip
              title={dirty ? t('move.saveFirst') : selected.size === 0 ? t('move.tickFirst') : ''}
            >
              <Button
                icon={<SwapOutlined />}
                disabled={dirty || selected.size === 0}
                onClick={() => setMoving(true)}
              >
                {t('move.button')}
              </Button>
            </Tooltip>
          )}
        </Space>
        <Space wrap size={8} style={{ marginInlineStart: 'auto' }}>
          {dirty ? (
            <Tag color="warning" data-testid="route-order-dirty" style={{ marginInlineEnd: 0 }}>
              {t('dirty', { count: movedCount })}
            </Tag>
          ) : (
            <Typography.Text type="secondary">{t('clean')}</Typography.Text>
          )}
          {!readOnly && (
            <>
              <Button icon={<UndoOutlined />} disabled={!dirty || save.isPending} onClick={discard}>
                {t('discard')}
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                disabled={!dirty}
                loading={save.isPending}
                onClick={onSave}
              >
                {t('save')}
              </Button>
            </>
          )}
        </Space>
      </Flex>
      <div
        ref={boxRef}
        style={{
          background: '#fff',
          border: '1px solid #f0f0f0',
          borderRadius: '0 0 8px 8px',
          overflow: 'hidden',
        }}
      >
        <RouteStopList
          ref={listRef}
          order={order}
          byId={byId}
          savedIndex={savedIndex}
          selected={selected}
          cursorId={cursorId}
          readOnly={readOnly}
          height={Math.max(280, height - 40)}
          onCursor={setCursorId}
          onToggle={onToggle}
          onClearSelection={() => setSelected(new Set())}
          onReorder={setOrder}
          onCommand={onCommand}
        />
      </div>
      {!readOnly && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          {t('keyboardHint')}
        </Typography.Paragraph>
      )}
      <PositionModal
        subject={asking?.subject ?? null}
        current={asked}
        count={order.length}
        onClose={() => setAsking(null)}
        onMove={(position) => {
          if (!asking) return;
          const first = order.find((id) => asking.ids.has(id));
          setOrder((current) => placeAt(current, asking.ids, position - 1));
          setAsking(null);
          if (first) reveal(first);
          listRef.current?.focus();
        }}
      />
      <MoveRouteModal
        open={moving}
        ids={order.filter((id) => selected.has(id))}
        from={route}
        routes={routes}
        onClose={() => setMoving(false)}
        onDone={() => {
          setMoving(false);
          setSelected(new Set());
        }}
      />
    </>
  );
};

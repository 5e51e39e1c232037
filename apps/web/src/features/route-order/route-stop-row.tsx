/**
 * One connection of the walk order. Memoised: while a row is dragged only the rows whose
 * sorting position changes re-render, and the list renders only the rows in view.
 */
import { memo, type CSSProperties, type ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Tag, Tooltip, Typography } from 'antd';
import type { MenuProps } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  MoreOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
  NumberOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { RouteStop } from './api.ts';

export const ROW_HEIGHT = 48;

/** Handle, tick, position, customer no., name, address, actions: shared with the header. */
export const ROW_COLUMNS = '36px 36px 96px 130px minmax(160px, 1fr) minmax(200px, 1.5fr) 120px';

export type RowCommand = 'up' | 'down' | 'top' | 'bottom' | 'position';

export type RowHandlers = {
  onToggle: (id: string, range: boolean) => void;
  onCursor: (id: string) => void;
  onCommand: (id: string, command: RowCommand) => void;
};

type RowProps = RowHandlers & {
  stop: RouteStop;
  index: number;
  count: number;
  /** Position in the order last saved (0-based). */
  savedIndex: number;
  selected: boolean;
  active: boolean;
  /** Another row of a multi-selection is being dragged: this one moves with it. */
  carried: boolean;
  readOnly: boolean;
  top: number;
};

export const rowDomId = (id: string) => `route-stop-${id}`;

const cell: CSSProperties = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

export const RowCells = ({
  stop,
  index,
  savedIndex,
  handle,
  tick,
  actions,
}: {
  stop: RouteStop;
  index: number;
  savedIndex: number;
  handle: ReactNode;
  tick: ReactNode;
  actions: ReactNode;
}) => {
  const { t } = useTranslation('route-order');
  const moved = savedIndex !== index;
  return (
    <>
      {handle}
      {tick}
      <div style={cell}>
        <Typography.Text strong>{index + 1}</Typography.Text>
        {moved && (
          <Tooltip title={t('list.wasHint', { position: savedIndex + 1 })}>
            <Tag color="orange" bordered={false} style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>
              {t('list.was', { position: savedIndex + 1 })}
            </Tag>
          </Tooltip>
        )}
      </div>
      <div style={cell}>
        <Typography.Text code>{stop.customerNo}</Typography.Text>
      </div>
      <div style={cell} title={stop.name}>
        {stop.name}
      </div>
      <div style={cell} title={stop.address}>
        <Typography.Text type="secondary">{stop.address}</Typography.Text>
      </div>
      {actions}
    </>
  );
};

export const RouteStopRow = memo(function RouteStopRow(props: RowProps) {
  const { stop, index, count, readOnly, selected, active } = props;
  const { t } = useTranslation('route-order');
  const sortable = useSortable({ id: stop.id, disabled: readOnly });
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition } =
    sortable;

  const items: MenuProps['items'] = [
    {
      key: 'top',
      icon: <VerticalAlignTopOutlined />,
      label: t('command.top'),
      disabled: index === 0,
    },
    {
      key: 'bottom',
      icon: <VerticalAlignBottomOutlined />,
      label: t('command.bottom'),
      disabled: index === count - 1,
    },
    { key: 'position', icon: <NumberOutlined />, label: t('command.position') },
  ];

  const style: CSSProperties = {
    position: 'absolute',
    top: props.top,
    left: 0,
    right: 0,
    height: ROW_HEIGHT,
    display: 'grid',
    gridTemplateColumns: ROW_COLUMNS,
    alignItems: 'center',
    gap: 8,
    paddingInline: 8,
    boxSizing: 'border-box',
    borderBottom: '1px solid #f0f0f0',
    background: active ? '#e6f4ff' : selected ? '#f0f7ff' : '#fff',
    boxShadow: active ? 'inset 3px 0 0 #1372BA' : undefined,
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: sortable.isDragging || props.carried ? 0.35 : 1,
    zIndex: sortable.isDragging ? 1 : undefined,
  };

  return (
    <div
      ref={setNodeRef}
      id={rowDomId(stop.id)}
      role="option"
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={count}
      style={style}
      onClick={() => props.onCursor(stop.id)}
    >
      <RowCells
        stop={stop}
        index={index}
        savedIndex={props.savedIndex}
        handle={
          readOnly ? (
            <span />
          ) : (
            <span
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              tabIndex={-1}
              aria-label={t('list.dragHandle', { name: stop.name })}
              data-drag-handle
              style={{
                cursor: 'grab',
                touchAction: 'none',
                display: 'flex',
                justifyContent: 'center',
                color: '#8c8c8c',
                fontSize: 18,
              }}
            >
              <HolderOutlined />
            </span>
          )
        }
        tick={
          <span
            style={{ display: 'flex', justifyContent: 'center' }}
            onClick={(event) => event.stopPropagation()}
          >
            <Checkbox
              checked={selected}
              disabled={readOnly}
              tabIndex={-1}
              aria-label={t('list.select', { name: stop.name })}
              onChange={(event) => {
                const native = event.nativeEvent as MouseEvent;
                props.onToggle(stop.id, native.shiftKey);
              }}
            />
          </span>
        }
        actions={
          readOnly ? (
            <span />
          ) : (
            <span
              style={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}
              onClick={(event) => event.stopPropagation()}
            >
              <Tooltip title={t('command.up')}>
                <Button
                  type="text"
                  size="small"
                  tabIndex={-1}
                  icon={<ArrowUpOutlined />}
                  aria-label={t('command.up')}
                  disabled={index === 0}
                  onClick={() => props.onCommand(stop.id, 'up')}
                />
              </Tooltip>
              <Tooltip title={t('command.down')}>
                <Button
                  type="text"
                  size="small"
                  tabIndex={-1}
                  icon={<ArrowDownOutlined />}
                  aria-label={t('command.down')}
                  disabled={index === count - 1}
                  onClick={() => props.onCommand(stop.id, 'down')}
                />
              </Tooltip>
              <Dropdown
                trigger={['click']}
                menu={{
                  items,
                  onClick: ({ key }) => props.onCommand(stop.id, key as RowCommand),
                }}
              >
                <Button
                  type="text"
                  size="small"
                  tabIndex={-1}
                  icon={<MoreOutlined />}
                  aria-label={t('command.more')}
                />
              </Dropdown>
            </span>
          )
        }
      />
    </div>
  );
});

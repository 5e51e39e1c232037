/**
 * One connection of the walk order, in two layers: a thin sortable shell (useSortable: it
 * re-renders whenever the drag context changes, and only sets a transform) around a
 * memoised body (the cells, tick and buttons) that re-renders only when its own row
 * changes. Dragging, and rows coming into view, never re-render the other rows' content.
 */
import { memo, type CSSProperties, type ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  MoreOutlined,
  NumberOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
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

export const rowDomId = (id: string) => `route-stop-${id}`;

const cell: CSSProperties = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

const centred: CSSProperties = { display: 'flex', justifyContent: 'center' };

/** Position (with the saved one when it moved), customer no., name and address. */
export const StopCells = ({
  stop,
  index,
  savedIndex,
}: {
  stop: RouteStop;
  index: number;
  savedIndex: number;
}) => {
  const { t } = useTranslation('route-order');
  return (
    <>
      <div style={cell}>
        <Typography.Text strong>{index + 1}</Typography.Text>
        {savedIndex !== index && (
          <Tag
            color="orange"
            bordered={false}
            title={t('list.wasHint', { position: savedIndex + 1 })}
            style={{ marginInlineStart: 6, marginInlineEnd: 0 }}
          >
            {t('list.was', { position: savedIndex + 1 })}
          </Tag>
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
    </>
  );
};

type BodyProps = Pick<RowHandlers, 'onToggle' | 'onCommand'> & {
  stop: RouteStop;
  index: number;
  count: number;
  savedIndex: number;
  selected: boolean;
  readOnly: boolean;
};

const stopClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** Everything of a row but the drag handle; memoised. */
const RowBody = memo(function RowBody(props: BodyProps) {
  const { stop, index, count, readOnly } = props;
  const { t } = useTranslation('route-order');
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
  return (
    <>
      <span style={centred} onClick={stopClick}>
        <Checkbox
          checked={props.selected}
          disabled={readOnly}
          tabIndex={-1}
          aria-label={t('list.select', { name: stop.name })}
          onChange={(event) => props.onToggle(stop.id, (event.nativeEvent as MouseEvent).shiftKey)}
        />
      </span>
      <StopCells stop={stop} index={index} savedIndex={props.savedIndex} />
      {readOnly ? (
        <span />
      ) : (
        <span style={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }} onClick={stopClick}>
          <Button
            type="text"
            size="small"
            tabIndex={-1}
            icon={<ArrowUpOutlined />}
            aria-label={t('command.up')}
            title={t('command.up')}
            disabled={index === 0}
            onClick={() => props.onCommand(stop.id, 'up')}
          />
          <Button
            type="text"
            size="small"
            tabIndex={-1}
            icon={<ArrowDownOutlined />}
            aria-label={t('command.down')}
            title={t('command.down')}
            disabled={index === count - 1}
            onClick={() => props.onCommand(stop.id, 'down')}
          />
          <Dropdown
            trigger={['click']}
            menu={{ items, onClick: ({ key }) => props.onCommand(stop.id, key as RowCommand) }}
          >
            <Button
              type="text"
              size="small"
              tabIndex={-1}
              icon={<MoreOutlined />}
              aria-label={t('command.more')}
              title={t('command.more')}
            />
          </Dropdown>
        </span>
      )}
    </>
  );
});

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
  dragLabel: string;
};

export const RouteStopRow = memo(function RouteStopRow(props: RowProps) {
  const { stop, readOnly, selected, active } = props;
  const {
    setNodeRef,
    setActivatorNodeRef,
    listeners,
    attributes,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: stop.id, disabled: readOnly });

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
    opacity: isDragging || props.carried ? 0.35 : 1,
    zIndex: isDragging ? 1 : undefined,
  };

  return (
    <div
      ref={setNodeRef}
      id={rowDomId(stop.id)}
      role="option"
      aria-selected={selected}
      aria-posinset={props.index + 1}
      aria-setsize={props.count}
      style={style}
      onClick={() => props.onCursor(stop.id)}
    >
      {readOnly ? (
        <span />
      ) : (
        <span
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          tabIndex={-1}
          aria-label={props.dragLabel}
          data-drag-handle
          style={{
            ...centred,
            cursor: 'grab',
            touchAction: 'none',
            color: '#8c8c8c',
            fontSize: 18,
          }}
        >
          <HolderOutlined />
        </span>
      )}
      <RowBody
        stop={stop}
        index={props.index}
        count={props.count}
        savedIndex={props.savedIndex}
        selected={selected}
        readOnly={readOnly}
        onToggle={props.onToggle}
        onCommand={props.onCommand}
      />
    </div>
  );
});

/** The row under the pointer while dragging (DragOverlay). */
export const DraggedRow = ({
  stop,
  index,
  badge,
}: {
  stop: RouteStop;
  index: number;
  badge: ReactNode;
}) => (
  <div
    style={{
      display: 'grid',
      gridTemplateColumns: ROW_COLUMNS,
      gap: 8,
      paddingInline: 8,
      height: ROW_HEIGHT,
      alignItems: 'center',
      background: '#fff',
      boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)',
      borderRadius: 6,
      cursor: 'grabbing',
    }}
  >
    <span style={{ ...centred, fontSize: 18 }}>
      <HolderOutlined />
    </span>
    <span />
    <StopCells stop={stop} index={index} savedIndex={index} />
    <span style={{ display: 'flex', justifyContent: 'flex-end' }}>{badge}</span>
  </div>
);

/**
 * The walk order as a virtualised sortable list: only the rows in view are in the DOM
 * (@tanstack/react-virtual), dragged with @dnd-kit (a DragOverlay, so a row may scroll out
 * of view while it is carried). The list is one keyboard stop (a listbox):
 *   ↑ ↓ PageUp PageDown Home End   move the cursor
 *   Alt+↑ / Alt+↓                  move the row (or the ticked rows) one place
 *   Alt+Home / Alt+End             to the top / the bottom
 *   Enter                          move to position N…
 *   Space                          tick / untick;   Esc  untick all
 */
import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Badge, Typography } from 'antd';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { RouteStop } from './api.ts';
import { dragAnnouncements } from './drag-announcements.ts';
import { listKeyAction } from './list-keys.ts';
import { dropOn } from './reorder.ts';
import {
  DraggedRow,
  ROW_COLUMNS,
  ROW_HEIGHT,
  RouteStopRow,
  rowDomId,
  type RowCommand,
} from './route-stop-row.tsx';

export type RouteStopListHandle = {
  /** Scrolls a row into view and puts the cursor on it. */
  reveal: (id: string) => void;
  focus: () => void;
};

type Props = {
  order: string[];
  byId: ReadonlyMap<string, RouteStop>;
  savedIndex: ReadonlyMap<string, number>;
  selected: ReadonlySet<string>;
  cursorId: string | null;
  readOnly: boolean;
  height: number;
  onCursor: (id: string) => void;
  onToggle: (id: string, range: boolean) => void;
  onClearSelection: () => void;
  onReorder: (next: string[]) => void;
  /** Move the row (or the ticked rows, when it is one of them). */
  onCommand: (id: string, command: RowCommand) => void;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export const RouteStopList = forwardRef<RouteStopListHandle, Props>(
  function RouteStopList(props, ref) {
    const { order, byId, savedIndex, selected, cursorId, readOnly } = props;
    const { t } = useTranslation('route-order');
    const scrollRef = useRef<HTMLDivElement>(null);
    const [dragId, setDragId] = useState<string | null>(null);
    const [focused, setFocused] = useState(false);

    const indexOf = useMemo(() => new Map(order.map((id, i) => [id, i])), [order]);

    const virtualizer = useVirtualizer({
      count: order.length,
      getScrollElement: () => scrollRef.current,
      estimateSize: () => ROW_HEIGHT,
      overscan: 6,
      getItemKey: (index) => order[index] ?? index,
    });

    useImperativeHandle(
      ref,
      () => ({
        reveal: (id) => {
          const index = indexOf.get(id);
          if (index === undefined) return;
          virtualizer.scrollToIndex(index, { align: 'auto' });
          props.onCursor(id);
        },
        focus: () => scrollRef.current?.focus(),
      }),
      [indexOf, virtualizer, props],
    );

    const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

    // The row handlers must keep their identity, or every memoised row re-renders.
    const latest = useRef(props);
    latest.current = props;
    const handlers = useMemo(
      () => ({
        onToggle: (id: string, range: boolean) => latest.current.onToggle(id, range),
        onCursor: (id: string) => latest.current.onCursor(id),
        onCommand: (id: string, command: RowCommand) => latest.current.onCommand(id, command),
      }),
      [],
    );

    const carrying = dragId !== null && selected.has(dragId) && selected.size > 1;

    const onDragStart = useCallback(
      (event: DragStartEvent) => {
        const id = String(event.active.id);
        setDragId(id);
        props.onCursor(id);
      },
      [props],
    );

    const onDragEnd = useCallback(
      (event: DragEndEvent) => {
        setDragId(null);
        const { active, over } = event;
        if (!over || active.id === over.id) return;
        const id = String(active.id);
        const ids = selected.has(id) && selected.size > 1 ? selected : new Set([id]);
        props.onReorder(dropOn(order, ids, String(over.id)));
      },
      [order, selected, props],
    );

    const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name ?? '';
    const positionOf = (id: UniqueIdentifier) => (indexOf.get(String(id)) ?? 0) + 1;
    const announcements = dragAnnouncements(t, nameOf, positionOf);

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (order.length === 0) return;
      const current = cursorId !== null ? (indexOf.get(cursorId) ?? -1) : -1;
      const action = listKeyAction(event, current, order.length, selected.size > 0);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'cursor') {
        const id = order[action.index];
        if (id === undefined) return;
        props.onCursor(id);
        virtualizer.scrollToIndex(action.index, { align: 'auto' });
      } else if (action.kind === 'clear') {
        props.onClearSelection();
      } else if (!readOnly && cursorId !== null) {
        if (action.kind === 'toggle') props.onToggle(cursorId, action.range);
        else props.onCommand(cursorId, action.command);
      }
    };

    const dragged = dragId ? byId.get(dragId) : undefined;
    const items = virtualizer.getVirtualItems();

    return (
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('announce.instructions') },
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragId(null)}
      >
        <div
          aria-hidden
          style={{
            display: 'grid',
            gridTemplateColumns: ROW_COLUMNS,
            gap: 8,
            paddingInline: 8,
            height: 40,
            alignItems: 'center',
            background: '#fafafa',
            borderBottom: '1px solid #f0f0f0',
            fontWeight: 600,
            // The scroll area below shows a scrollbar; keep the columns aligned with it.
            scrollbarGutter: 'stable',
            overflowY: 'hidden',
          }}
        >
          <span />
          <span />
          <span>{t('column.position')}</span>
          <span>{t('column.customerNo')}</span>
          <span>{t('column.name')}</span>
          <span>{t('column.address')}</span>
          <span />
        </div>
        <div style={{ position: 'relative' }}>
          <div
            ref={scrollRef}
            role="listbox"
            aria-label={t('list.label')}
            aria-multiselectable
            aria-activedescendant={cursorId ? rowDomId(cursorId) : undefined}
            tabIndex={0}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            data-testid="route-stop-list"
            style={{
              height: props.height,
              overflowY: 'auto',
              position: 'relative',
              outline: 'none',
              scrollbarGutter: 'stable',
            }}
          >
            {order.length === 0 && (
              <Typography.Paragraph type="secondary" style={{ padding: 32, textAlign: 'center' }}>
                {t('list.empty')}
              </Typography.Paragraph>
            )}
            <SortableContext items={order} strategy={verticalListSortingStrategy}>
              <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {items.map((item) => {
                  const id = order[item.index];
                  const stop = id ? byId.get(id) : undefined;
                  if (!id || !stop) return null;
                  return (
                    <RouteStopRow
                      key={id}
                      stop={stop}
                      index={item.index}
                      count={order.length}
                      savedIndex={savedIndex.get(id) ?? item.index}
                      selected={selected.has(id)}
                      active={focused && id === cursorId}
                      carried={carrying && id !== dragId && selected.has(id)}
                      readOnly={readOnly}
                      top={item.start}
                      dragLabel={t('list.dragHandle', { name: stop.name })}
                      {...handlers}
                    />
                  );
                })}
              </div>
            </SortableContext>
          </div>
          {focused && (
            // The focus ring, over the rows (which would hide an outline of the list itself).
            <div
              aria-hidden
              style={{
                position: 'absolute',
                inset: 0,
                border: '2px solid rgba(19, 114, 186, 0.45)',
                pointerEvents: 'none',
                zIndex: 2,
              }}
            />
          )}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged && (
            <DraggedRow
              stop={dragged}
              index={indexOf.get(dragged.id) ?? 0}
              badge={
                carrying && (
                  <Badge
                    count={t('list.carrying', { count: selected.size })}
                    color="#1372BA"
                    style={{ whiteSpace: 'nowrap' }}
                  />
                )
              }
            />
          )}
        </DragOverlay>
      </DndContext>
    );
  },
);

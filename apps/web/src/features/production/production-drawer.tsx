import { useState } from 'react';
import { Button, Drawer, Flex, Grid, Space, Spin, Table, Tabs, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type {
  ProductionCost,
  ProductionReading,
  UnbilledEntry,
  WaterSource,
} from '@prapa/contracts';
import { ConfirmAction } from '../../components/confirm-action.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatMoney } from '../../lib/format.ts';
import { useProductionMonth, useRemoveEntry } from './api.ts';
import { CostModal } from './cost-modal.tsx';
import { m3 as n, monthText } from './month.ts';
import { ReadingModal } from './reading-modal.tsx';
import { SourceModal } from './source-modal.tsx';
import { SourcesTable } from './sources-table.tsx';
import { UnbilledModal } from './unbilled-modal.tsx';

type Editing =
  | { kind: 'reading'; entry: ProductionReading | null }
  | { kind: 'cost'; entry: ProductionCost | null }
  | { kind: 'unbilled'; entry: UnbilledEntry | null }
  | { kind: 'source'; entry: WaterSource | null };

/**
 * The month's production data, reachable from water cost and from lost water: each
 * source's meter figure, the cost heads, the water used unbilled, and the sources
 * themselves. A save replaces the month's entry; the audit log keeps the old one.
 */
export const ProductionDrawer = ({ month, onClose }: { month: string; onClose: () => void }) => {
  const { t } = useTranslation('water-cost');
  const wide = Grid.useBreakpoint().md ?? true;
  const canWrite = useCan('production.write');
  const { data: d, error, refetch } = useProductionMonth(month);
  const [editing, setEditing] = useState<Editing | null>(null);
  const removeReading = useRemoveEntry('readings');
  const removeCost = useRemoveEntry('costs');
  const removeUnbilled = useRemoveEntry('unbilled');
  const sources = (d?.sources ?? []).filter((s) => s.active);
  const sourceName = (id: string) => {
    const s = d?.sources.find((x) => x.id === id);
    return s ? `${s.code} ${s.name}` : '';
  };
  const actions = (onEdit: () => void, onRemove: () => Promise<unknown>) =>
    canWrite ? (
      <Space size={0}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={onEdit}
          aria-label={t('production.edit')}
        />
        <ConfirmAction
          title={t('production.removeConfirm')}
          danger
          onConfirm={onRemove}
          successMessage={t('production.removed')}
        >
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('production.remove')}
          />
        </ConfirmAction>
      </Space>
    ) : null;
  const add = (label: string, onClick: () => void, disabled = false) =>
    canWrite && (
      <Button icon={<PlusOutlined />} onClick={onClick} disabled={disabled}>
        {label}
      </Button>
    );
  return (
    <Drawer
      open
      onClose={onClose}
      width={wide ? 820 : '100%'}
      title={t('production.title', { month: monthText(month) })}
    >
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : !d ? (
        <Spin />
      ) : (
        <Tabs
          items={[
            {
              key: 'readings',
              label: t('production.tab.readings'),
              children: (
                <Flex vertical gap={12}>
                  {add(
                    t('production.reading.add'),
                    () => setEditing({ kind: 'reading', entry: null }),
                    !sources.length,
                  )}
                  <Table<ProductionReading>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    dataSource={d.readings}
                    columns={[
                      {
                        title: t('production.field.source'),
                        render: (_, r) => sourceName(r.sourceId),
                      },
                      {
                        title: t('production.field.previous'),
                        align: 'right',
                        render: (_, r) => n(r.previous),
                      },
                      {
                        title: t('production.field.reading'),
                        align: 'right',
                        render: (_, r) => (
                          <>
                            {n(r.reading)}
                            {r.rollover && (
                              <Tag style={{ marginInlineStart: 4 }}>{t('production.rolled')}</Tag>
                            )}
                            {r.oldFinal !== null && (
                              <Tag style={{ marginInlineStart: 4 }}>{t('production.replaced')}</Tag>
                            )}
                          </>
                        ),
                      },
                      {
                        title: t('production.field.volume'),
                        align: 'right',
                        render: (_, r) => n(r.volume),
                      },
                      {
                        title: t('production.field.reason'),
                        render: (_, r) => r.reason ?? r.note ?? '',
                      },
                      {
                        key: 'act',
                        render: (_, r) =>
                          actions(
                            () => setEditing({ kind: 'reading', entry: r }),
                            () => removeReading.mutateAsync(r.id),
                          ),
                      },
                    ]}
                  />
                </Flex>
              ),
            },
            {
              key: 'costs',
              label: t('production.tab.costs'),
              children: (
                <Flex vertical gap={12}>
                  {add(
                    t('production.cost.add'),
                    () => setEditing({ kind: 'cost', entry: null }),
                    !sources.length,
                  )}
                  <Table<ProductionCost>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    dataSource={d.costs}
                    columns={[
                      {
                        title: t('production.field.source'),
                        render: (_, r) => sourceName(r.sourceId),
                      },
                      { title: t('production.field.head'), render: (_, r) => t(`head.${r.head}`) },
                      {
                        title: t('production.field.quantity'),
                        align: 'right',
                        render: (_, r) =>
                          r.quantity === null
                            ? ''
                            : `${r.quantity.toLocaleString('en-US')} ${r.unit ?? ''}`,
                      },
                      {
                        title: t('production.field.amount'),
                        align: 'right',
                        render: (_, r) => formatMoney(r.amount),
                      },
                      {
                        key: 'act',
                        render: (_, r) =>
                          actions(
                            () => setEditing({ kind: 'cost', entry: r }),
                            () => removeCost.mutateAsync(r.id),
                          ),
                      },
                    ]}
                    summary={(rows) => (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0} colSpan={3}>
                          <strong>{t('total')}</strong>
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={3} align="right">
                          <strong>{formatMoney(rows.reduce((s, r) => s + r.amount, 0))}</strong>
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={4} />
                      </Table.Summary.Row>
                    )}
                  />
                </Flex>
              ),
            },
            {
              key: 'unbilled',
              label: t('production.tab.unbilled'),
              children: (
                <Flex vertical gap={12}>
                  {add(t('production.unbilled.add'), () =>
                    setEditing({ kind: 'unbilled', entry: null }),
                  )}
                  <Table<UnbilledEntry>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    dataSource={d.unbilled}
                    columns={[
                      {
                        title: t('production.field.kind'),
                        render: (_, r) => t(`unbilled.${r.kind}`),
                      },
                      {
                        title: t('production.field.area'),
                        render: (_, r) => r.areaName ?? t('production.allAreas'),
                      },
                      {
                        title: t('production.field.volume'),
                        align: 'right',
                        render: (_, r) => n(r.volume),
                      },
                      { title: t('production.field.note'), render: (_, r) => r.note ?? '' },
                      {
                        key: 'act',
                        render: (_, r) =>
                          actions(
                            () => setEditing({ kind: 'unbilled', entry: r }),
                            () => removeUnbilled.mutateAsync(r.id),
                          ),
                      },
                    ]}
                  />
                </Flex>
              ),
            },
            {
              key: 'sources',
              label: t('production.tab.sources'),
              children: (
                <Flex vertical gap={12}>
                  {add(t('production.source.add'), () =>
                    setEditing({ kind: 'source', entry: null }),
                  )}
                  <SourcesTable
                    sources={d.sources}
                    onEdit={canWrite ? (entry) => setEditing({ kind: 'source', entry }) : null}
                  />
                </Flex>
              ),
            },
          ]}
        />
      )}
      {d && editing?.kind === 'reading' && (
        <ReadingModal
          month={month}
          sources={sources}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      )}
      {d && editing?.kind === 'cost' && (
        <CostModal
          month={month}
          sources={sources.filter((s) => s.kind !== 'area_meter')}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'unbilled' && (
        <UnbilledModal month={month} entry={editing.entry} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'source' && (
        <SourceModal source={editing.entry} onClose={() => setEditing(null)} />
      )}
    </Drawer>
  );
};

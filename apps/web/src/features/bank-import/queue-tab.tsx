import { useState } from 'react';
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { bankRowStates, type BankRowRecord } from '@prapa/contracts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { ChannelDateFilters } from './channel-date-filters.tsx';
import { useBankRows } from './api.ts';
import { DismissModal } from './dismiss-modal.tsx';
import { MatchDrawer } from './match-drawer.tsx';
import { recordColumns } from './record-columns.tsx';
import { usePickProposal } from './use-pick-proposal.ts';

const FILTERS = ['state', 'channelId', 'from', 'to'] as const;

/** The rows waiting for a person (or, with the state filter, every stored row). */
export const QueueTab = ({ canWrite }: { canWrite: boolean }) => {
  const { t, i18n } = useTranslation('bank-import');
  const list = useListParams({ prefix: 'q_', filters: FILTERS });
  const f = list.state.filters;
  // No state in the URL is the queue itself; 'all' drops the filter.
  const state = f.state ?? 'queued';
  const rows = useBankRows({ ...list.query, state: state === 'all' ? undefined : state });
  const { picking, pick } = usePickProposal();
  const [matching, setMatching] = useState<BankRowRecord | null>(null);
  const [dismissing, setDismissing] = useState<BankRowRecord | null>(null);

  const columns = recordColumns({
    t,
    lng: i18n.language,
    actions: canWrite && (rows.data?.items ?? []).some((r) => r.state === 'queued'),
    showOutcome: state !== 'queued',
    showFile: true,
    picking,
    onPick: pick,
    onMatch: setMatching,
    onDismiss: setDismissing,
  });

  return (
    <>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <Select<string>
          value={state}
          onChange={(value) =>
            list.set({ filters: { state: value === 'queued' ? undefined : value } })
          }
          aria-label={t('col.state')}
          style={{ width: 200 }}
          options={[
            ...bankRowStates.map((s) => ({ value: s, label: t(`state.${s}`) })),
            { value: 'all', label: t('queue.allStates') },
          ]}
        />
        <ChannelDateFilters list={list} />
      </Flex>
      <DataTable<BankRowRecord>
        list={list}
        result={rows}
        columns={columns}
        rowKey="id"
        emptyText={state === 'queued' ? t('queue.empty') : undefined}
      />
      {matching && <MatchDrawer row={matching} onClose={() => setMatching(null)} />}
      {dismissing && <DismissModal row={dismissing} onClose={() => setDismissing(null)} />}
    </>
  );
};

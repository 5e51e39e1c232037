import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Pagination, Table, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BankRowRecord } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { useBankRows } from './api.ts';
import { DismissModal } from './dismiss-modal.tsx';
import { MatchDrawer } from './match-drawer.tsx';
import { recordColumns } from './record-columns.tsx';
import { usePickProposal } from './use-pick-proposal.ts';
import './bank-import.css';

/** The server's page (its largest); the table pages through it 50 rows at a time. */
const CHUNK = 500;
const PAGE = 50;

type Props = { fileId: string; line: number | null; canWrite: boolean; onBack: () => void };

/**
 * One imported file's rows, as stored. A link from /payment_check names a line: the
 * chunk and page holding it open, and the row is marked and scrolled to.
 */
export const FileRows = ({ fileId, line, canWrite, onBack }: Props) => {
  const { t, i18n } = useTranslation('bank-import');
  const [chunk, setChunk] = useState(1);
  const [page, setPage] = useState(1);
  const { picking, pick } = usePickProposal();
  const [matching, setMatching] = useState<BankRowRecord | null>(null);
  const [dismissing, setDismissing] = useState<BankRowRecord | null>(null);
  const rows = useBankRows({ fileId, page: chunk, pageSize: CHUNK });
  const items = rows.data?.items ?? [];
  const total = rows.data?.total ?? 0;
  const at = line === null ? -1 : items.findIndex((r) => r.line === line);
  const last = items.at(-1)?.line ?? 0;
  // The line lies further on: rows come in line order, so read the next chunk.
  const further = line !== null && at < 0 && last < line && chunk * CHUNK < total;

  useEffect(() => {
    if (rows.isFetching) return;
    if (further) setChunk((c) => c + 1);
    else if (at >= 0) setPage(Math.floor(at / PAGE) + 1);
  }, [rows.isFetching, further, at]);

  useEffect(() => {
    if (at < 0) return;
    const id = setTimeout(() => {
      document.querySelector('.bank-row-highlight')?.scrollIntoView({ block: 'center' });
    }, 100);
    return () => clearTimeout(id);
  }, [at, page]);

  const columns = recordColumns({
    t,
    lng: i18n.language,
    actions: canWrite && items.some((r) => r.state === 'queued'),
    showOutcome: true,
    showFile: false,
    picking,
    onPick: pick,
    onMatch: setMatching,
    onDismiss: setDismissing,
  });

  const name = items[0]?.fileName ?? '';
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={onBack}
            aria-label={t('files.back')}
          />
          <span>{t('files.rowsTitle', { name })}</span>
        </Flex>
      }
      extra={
        <Typography.Text type="secondary">
          {t('files.rowCount', { count: total, n: total.toLocaleString() })}
        </Typography.Text>
      }
    >
      {rows.error && !rows.data && (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      )}
      {line !== null && !rows.isFetching && at < 0 && !further && rows.data && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('files.lineMissing', { line })}
        />
      )}
      {total > CHUNK && (
        <Pagination
          size="small"
          style={{ marginBottom: 12 }}
          current={chunk}
          pageSize={CHUNK}
          total={total}
          showSizeChanger={false}
          showTotal={(_, [from, to]) => t('files.chunk', { from, to })}
          onChange={(next) => {
            setChunk(next);
            setPage(1);
          }}
        />
      )}
      <Table<BankRowRecord>
        rowKey="id"
        size="small"
        loading={rows.isFetching}
        dataSource={items}
        columns={columns}
        scroll={{ x: 'max-content' }}
        rowClassName={(r) => (r.line === line ? 'bank-row-highlight' : '')}
        pagination={{
          current: page,
          pageSize: PAGE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
      {matching && <MatchDrawer row={matching} onClose={() => setMatching(null)} />}
      {dismissing && <DismissModal row={dismissing} onClose={() => setDismissing(null)} />}
    </Card>
  );
};

import { Badge, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { useBankRows } from './api.ts';
import { FileRows } from './file-rows.tsx';
import { FilesTab } from './files-tab.tsx';
import { ImportTab } from './import-tab.tsx';
import { QueueTab } from './queue-tab.tsx';

type TabKey = 'import' | 'queue' | 'files';

const isTab = (value: string | null): value is TabKey =>
  value === 'import' || value === 'queue' || value === 'files';

/**
 * /excel_payment_check: a bank's file (BOT text, a bank's Excel export, a statement)
 * turned into receipts, the queue of rows a person matches or dismisses, and the files
 * imported. `?file=<id>&line=<n>` (linked from /payment_check) opens a file's rows at a line.
 */
export const BankImportPage = () => {
  const { t } = useTranslation('bank-import');
  const canWrite = useCan('bankImport.write');
  const [search, setSearch] = useSearchParams();
  const fileId = search.get('file');
  const line = Number.parseInt(search.get('line') ?? '', 10);
  const asked = search.get('tab');
  const tab: TabKey = fileId
    ? 'files'
    : isTab(asked) && (asked !== 'import' || canWrite)
      ? asked
      : canWrite
        ? 'import'
        : 'queue';
  const queued = useBankRows({ state: 'queued', page: 1, pageSize: 1 });

  const go = (next: TabKey, file?: string) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      params.set('tab', next);
      params.delete('line');
      if (file) params.set('file', file);
      else params.delete('file');
      return params;
    });

  const waiting = queued.data?.total ?? 0;
  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      <Tabs
        activeKey={tab}
        onChange={(key) => go(key as TabKey)}
        items={[
          ...(canWrite
            ? [
                {
                  key: 'import',
                  label: t('tab.import'),
                  children: (
                    <ImportTab
                      canWrite={canWrite}
                      onQueue={() => go('queue')}
                      onFile={(id) => go('files', id)}
                    />
                  ),
                },
              ]
            : []),
          {
            key: 'queue',
            label: (
              <Flex gap={6} align="center">
                {t('tab.queue')}
                {waiting > 0 && <Badge count={waiting} overflowCount={9999} color="#ED9200" />}
              </Flex>
            ),
            children: <QueueTab canWrite={canWrite} />,
          },
          {
            key: 'files',
            label: t('tab.files'),
            children: fileId ? (
              <FileRows
                key={fileId}
                fileId={fileId}
                line={Number.isFinite(line) ? line : null}
                canWrite={canWrite}
                onBack={() => go('files')}
              />
            ) : (
              <FilesTab onOpen={(id) => go('files', id)} />
            ),
          },
        ]}
      />
    </>
  );
};

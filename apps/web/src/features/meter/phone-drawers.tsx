import { App, Button, Drawer, Input, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteSheetRow } from '@prapa/contracts';
import { READING_CODES } from '@prapa/domain';
import type { QueuedReading } from './offline-store.ts';

export type PhoneDrawer = 'codes' | 'search' | 'problems';

type Props = {
  open: PhoneDrawer | null;
  onClose: () => void;
  code: string;
  onCode: (code: string) => void;
  rows: RouteSheetRow[];
  onFound: (index: number) => void;
  problems: QueuedReading[];
  onDrop: (clientId: string) => void;
};

/**
 * The phone's bottom sheets: the reading codes (translated), a search by customer number
 * or meter serial, and the readings the server did not take (a conflict or a refusal),
 * each kept until the reader drops it.
 */
export const PhoneDrawers = (p: Props) => {
  const { t } = useTranslation(['meter', 'readings']);
  const { message } = App.useApp();
  const codeName = (c: string) => `${c} ${t(`readings:code.${c}`)}`;
  return (
    <>
      <Drawer
        open={p.open === 'codes'}
        onClose={p.onClose}
        placement="bottom"
        size="large"
        title={t('grid.code')}
      >
        <List
          dataSource={[...READING_CODES]}
          renderItem={(c) => (
            <List.Item
              onClick={() => {
                p.onCode(c.code);
                p.onClose();
              }}
              style={{ cursor: 'pointer', fontWeight: c.code === p.code ? 700 : 400 }}
            >
              {codeName(c.code)}
            </List.Item>
          )}
        />
      </Drawer>
      <Drawer
        open={p.open === 'search'}
        onClose={p.onClose}
        placement="bottom"
        title={t('phone.search')}
      >
        <Input.Search
          autoFocus
          inputMode="search"
          placeholder={t('phone.searchHint')}
          onSearch={(q) => {
            const needle = q.trim().toLowerCase();
            const at = p.rows.findIndex(
              (r) =>
                r.customerNo.toLowerCase() === needle ||
                (r.meterSerial ?? '').toLowerCase() === needle,
            );
            if (at >= 0) {
              p.onFound(at);
              p.onClose();
            } else void message.warning(t('phone.notFound'));
          }}
        />
      </Drawer>
      <Drawer
        open={p.open === 'problems'}
        onClose={p.onClose}
        placement="bottom"
        title={t('phone.problemsTitle')}
      >
        <List
          dataSource={p.problems}
          renderItem={(q) => {
            const r = p.rows.find((x) => x.waterUserId === q.waterUserId);
            return (
              <List.Item
                actions={[
                  <Button key="drop" danger size="small" onClick={() => p.onDrop(q.clientId)}>
                    {t('phone.dropMine')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={`${r?.customerNo ?? ''} ${r?.name ?? ''} · ${t('phone.mine')} ${q.current ?? codeName(q.code)}`}
                  description={
                    q.state === 'conflict'
                      ? t('phone.conflict', { other: q.server?.current ?? '–' })
                      : (q.message ?? '')
                  }
                />
              </List.Item>
            );
          }}
        />
      </Drawer>
    </>
  );
};

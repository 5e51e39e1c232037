import { App, Button, Drawer, Input, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteSheetRow } from '@prapa/contracts';
import { READING_CODES } from '@prapa/domain';
import type { QueuedReading } from './offline-store.ts';

export type PhoneDrawer = 'codes' | 'search' | 'unsent';

type Props = {
  open: PhoneDrawer | null;
  onClose: () => void;
  code: string;
  onCode: (code: string) => void;
  rows: RouteSheetRow[];
  onFound: (index: number) => void;
  /** Not on the server yet: waiting to go, or sent back (unsentList's order). */
  unsent: QueuedReading[];
  /** Why the last send failed, shown on each reading still waiting. */
  sendError: string | null;
  onDrop: (clientId: string) => void;
};

const STATE_COLOUR: Record<string, string> = { pending: 'processing', conflict: 'warning' };

/**
 * The phone's bottom sheets: the reading codes (translated), a search by customer number
 * or meter serial, and the readings not on the server yet (issue 25): each waiting one
 * with the last send's error, each the server sent back (a conflict or a refusal) with
 * its reason, kept until the reader drops it; a tap opens the meter.
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
        open={p.open === 'unsent'}
        onClose={p.onClose}
        placement="bottom"
        title={t('phone.unsent')}
      >
        <List
          data-testid="unsent-list"
          dataSource={p.unsent}
          locale={{ emptyText: t('phone.unsentEmpty') }}
          renderItem={(q) => {
            const at = p.rows.findIndex((x) => x.waterUserId === q.waterUserId);
            const r = p.rows[at];
            const why =
              q.state === 'conflict'
                ? t('phone.conflict', { other: q.server?.current ?? '–' })
                : q.state === 'refused'
                  ? (q.message ?? '')
                  : p.sendError
                    ? t('phone.lastError', { error: p.sendError })
                    : t('phone.notTriedYet');
            return (
              <List.Item
                actions={[
                  ...(at >= 0
                    ? [
                        <Button
                          key="open"
                          size="small"
                          onClick={() => {
                            p.onFound(at);
                            p.onClose();
                          }}
                        >
                          {t('phone.goTo')}
                        </Button>,
                      ]
                    : []),
                  ...(q.state === 'pending'
                    ? []
                    : [
                        <Button key="drop" danger size="small" onClick={() => p.onDrop(q.clientId)}>
                          {t('phone.dropMine')}
                        </Button>,
                      ]),
                ]}
              >
                <List.Item.Meta
                  title={
                    <>
                      <Tag color={STATE_COLOUR[q.state] ?? 'error'}>
                        {t(`phone.state.${q.state}`)}
                      </Tag>
                      {`${r?.customerNo ?? ''} ${r?.name ?? ''} · ${t('phone.mine')} ${q.current ?? codeName(q.code)}`}
                    </>
                  }
                  description={why}
                />
              </List.Item>
            );
          }}
        />
      </Drawer>
    </>
  );
};

import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteSheetRow } from '@prapa/contracts';
import { clientId } from '../../lib/client-id.ts';
import type { liveReading } from './live-reading.ts';
import type { QueuedReading } from './offline-store.ts';
import { replaceable } from './phone-queue.ts';

const HIGH = new Set(['high', 'veryHigh']);

type SaveInput = {
  row: RouteSheetRow | undefined;
  live: ReturnType<typeof liveReading> | null;
  code: string;
  photo: Blob | null;
  roundId: string | undefined;
  routeId: string | undefined;
  officerId: string | undefined;
  /** Keeps the reading on the phone, dropping the ones it replaces. */
  add: (item: QueuedReading, replaces: string[]) => Promise<unknown>;
  /** The phone's readings of this round. */
  mine: QueuedReading[];
  onSaved: (waterUserId: string) => void;
};

/**
 * The phone's save button: a figure kept on the phone, after asking when it replaces one
 * already kept (issue 25) and when its use is high.
 */
export const useSaveReading = ({
  row,
  live,
  code,
  photo,
  roundId,
  routeId,
  officerId,
  add,
  mine,
  onSaved,
}: SaveInput) => {
  const { t } = useTranslation(['meter', 'readings']);
  const { message, modal } = App.useApp();

  const store = async (replaces: QueuedReading[]) => {
    if (!row || !live || !roundId || !routeId || !officerId) return;
    if (live.state !== 'ok') {
      void message.error(live.state === 'error' ? t(live.key) : t('phone.typeReading'));
      return;
    }
    await add(
      {
        clientId: clientId('phone'),
        officerId,
        roundId,
        routeId,
        waterUserId: row.waterUserId,
        current: live.reading.current,
        code,
        note: null,
        readAt: new Date().toISOString(),
        latitude: null,
        longitude: null,
        state: 'pending',
        photo,
        photoSent: false,
        message: null,
        server: null,
      },
      replaces.map((q) => q.clientId),
    );
    // One toast, replaced by the next: a quick reader would stack them over the card.
    void message.success({
      key: 'kept',
      duration: 1.2,
      content: t('phone.kept', { customerNo: row.customerNo }),
    });
    onSaved(row.waterUserId);
  };

  const checkHigh = (replaces: QueuedReading[]) => {
    if (live?.state === 'ok' && HIGH.has(live.reading.anomaly)) {
      modal.confirm({
        title: t('phone.confirmHigh', {
          usage: live.reading.usage,
          average: live.reading.average ?? '–',
        }),
        okText: t('phone.saveAnyway'),
        cancelText: t('phone.retype'),
        onOk: () => store(replaces),
      });
    } else void store(replaces);
  };

  // A new figure for a meter the phone already holds a reading of replaces it, never
  // silently (issue 25): the reader says so first.
  const save = () => {
    const earlier = row ? replaceable(mine, row.waterUserId) : [];
    const old = earlier[earlier.length - 1];
    if (!old || live?.state !== 'ok') {
      checkHigh(earlier);
      return;
    }
    const figure = (q: { current: number | null; code: string }) =>
      q.current ?? `${q.code} ${t(`readings:code.${q.code}`)}`;
    modal.confirm({
      title: t('phone.replaceTitle', {
        old: figure(old),
        new: figure({ current: live.reading.current, code }),
      }),
      okText: t('phone.replace'),
      cancelText: t('phone.keepOld'),
      onOk: () => checkHigh(earlier),
    });
  };

  return save;
};

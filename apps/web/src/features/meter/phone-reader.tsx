import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Badge, Button, Progress, Typography } from 'antd';
import {
  CameraOutlined,
  CloudDownloadOutlined,
  LeftOutlined,
  RightOutlined,
  SearchOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RouteSheetRow } from '@prapa/contracts';
import { useCan } from '../../components/use-can.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useSessionUser } from '../../lib/use-session.ts';
import { ConnectionCard, ReadingDisplay } from './connection-card.tsx';
import { Keypad } from './keypad.tsx';
import { PhoneHeader } from './phone-header.tsx';
import { PhoneDrawers, type PhoneDrawer } from './phone-drawers.tsx';
import { liveReading } from './live-reading.ts';
import { firstUnread, nextUnread, takenOf, unsentList } from './phone-queue.ts';
import { SendFailureBanner } from './send-failure.tsx';
import { resizePhoto } from '../../lib/resize-photo.ts';
import { useOnline, useQueue, useStoredSheet } from './use-offline-meter.ts';
import { useSaveReading } from './use-save-reading.ts';
import { MeterChangeRequestModal } from '../meter-change/request-modal.tsx';

type Props = {
  roundId: string | undefined;
  routeId: string | undefined;
  routeOptions: { value: string; label: string }[];
  onRoute: (routeId: string) => void;
  onDownloaded: (routeId: string) => void;
};

/**
 * /meter on a phone: one connection a screen, for one thumb, with no network needed once
 * the route is downloaded. Each reading is kept on the phone first and sent when the
 * network is there; the page never scrolls.
 */
export const PhoneReader = ({ roundId, routeId, routeOptions, onRoute, onDownloaded }: Props) => {
  const { t } = useTranslation(['meter', 'readings', 'validation']);
  const { message } = App.useApp();
  const user = useSessionUser();
  const online = useOnline();
  const stored = useStoredSheet(roundId, routeId);
  const queue = useQueue(user?.id ?? '', online);
  const [index, setIndex] = useState(0);
  const [text, setText] = useState('');
  const [code, setCode] = useState('00');
  const [drawer, setDrawer] = useState<PhoneDrawer | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  // A meter changed in the field goes to the office as a request (it needs the network).
  const canRequest = useCan('meterChange.request');
  const [changing, setChanging] = useState(false);

  const rows = useMemo(() => stored.sheet?.rows ?? [], [stored.sheet]);
  const first = rows[0];
  const sheetRouteLabel = first?.routeCode ? `${first.routeCode} · ${first.routeName ?? ''}` : null;
  const mine = useMemo(
    () => queue.items.filter((q) => q.roundId === roundId),
    [queue.items, roundId],
  );
  const taken = useMemo(() => takenOf(rows, mine), [rows, mine]);
  const row: RouteSheetRow | undefined = rows[index];
  const unsent = useMemo(() => unsentList(mine), [mine]);
  const pending = unsent.filter((q) => q.state === 'pending').length;
  const problems = unsent.length - pending;
  const done = rows.filter((r) => taken.has(r.waterUserId)).length;

  useEffect(() => {
    setText('');
    setCode('00');
    setPhoto(null);
  }, [index, routeId]);

  // A route opens on its first connection not read yet (in walk order), the readings kept
  // on the phone counted: after an offline reload it opened on one read but not sent, and
  // the next figure replaced it (issue 25). So it waits for the queue as well as the sheet.
  const sheetId = stored.sheet ? `${stored.sheet.round.id}:${routeId ?? ''}` : null;
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    if (!sheetId || !queue.loaded || openedOn.current === sheetId) return;
    openedOn.current = sheetId;
    setIndex(firstUnread(rows, taken));
    // Only when another sheet arrives, not on each reading taken.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheetId, queue.loaded]);

  const takePhoto = async (file: File | undefined) => {
    if (!file) return;
    try {
      setPhoto(await resizePhoto(file));
    } catch {
      void message.error(t('phone.photoFailed'));
    }
  };

  const live = row && stored.sheet ? liveReading(row, stored.sheet.thresholds, text, code) : null;

  /** On to the next meter not read; with none left, say so and stay. */
  const jumpToUnread = (justRead?: string) => {
    const seen = new Map(taken);
    if (justRead) seen.set(justRead, 'pending');
    const next = nextUnread(rows, seen, index);
    if (next === null) void message.info({ key: 'allRead', content: t('phone.allRead') });
    else setIndex(next);
  };

  const save = useSaveReading({
    row,
    live,
    code,
    photo,
    roundId,
    routeId,
    officerId: user?.id,
    add: queue.add,
    mine,
    onSaved: jumpToUnread,
  });

  const sendNow = async () => {
    try {
      const result = await queue.send();
      if (result) void message.success(t('phone.sent', { count: result.sent }));
    } catch (err) {
      void message.error(isApiError(err) ? err.message : String(err));
    }
  };

  const header = (
    <PhoneHeader
      routeId={routeId}
      routeOptions={
        routeOptions.length || !routeId
          ? routeOptions
          : [{ value: routeId, label: sheetRouteLabel ?? routeId }]
      }
      onRoute={(id) => {
        onRoute(id);
        setIndex(0);
      }}
      online={online}
      pending={pending}
      sending={queue.sending}
      failed={queue.failure !== null}
      onSend={() => void sendNow()}
      problems={problems}
      unsent={unsent.length}
      onUnsent={() => setDrawer('unsent')}
    />
  );
  const failure = queue.failure && (
    <SendFailureBanner
      failure={queue.failure}
      online={online}
      waiting={pending}
      sending={queue.sending}
      onRetry={() => void sendNow()}
      onList={() => setDrawer('unsent')}
    />
  );

  if (!stored.sheet) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {header}
        {failure}
        <Typography.Paragraph>
          {online ? t('phone.downloadHint') : t('phone.needDownload')}
        </Typography.Paragraph>
        <Button
          type="primary"
          size="large"
          icon={<CloudDownloadOutlined />}
          loading={stored.loading}
          disabled={!online || !roundId || !routeId}
          onClick={() =>
            void stored
              .download()
              .then(() => routeId && onDownloaded(routeId))
              .catch((e: unknown) => message.error(isApiError(e) ? e.message : String(e)))
          }
        >
          {t('phone.download')}
        </Button>
      </div>
    );
  }

  const codeName = (c: string) => `${c} ${t(`readings:code.${c}`)}`;
  const status = row ? taken.get(row.waterUserId) : undefined;

  return (
    <div
      data-testid="phone-reader"
      style={{ display: 'flex', flexDirection: 'column', gap: 6, height: '100%', minHeight: 0 }}
    >
      {header}
      {failure}
      <Progress
        percent={rows.length ? Math.round((done / rows.length) * 100) : 0}
        format={() => `${done}/${rows.length}`}
        size="small"
      />
      {row && <ConnectionCard row={row} position={`${index + 1}/${rows.length}`} status={status} />}
      <ReadingDisplay text={text} code={code} live={live} />
      <div style={{ display: 'flex', gap: 6 }}>
        <Button style={{ flex: 1 }} onClick={() => setDrawer('codes')}>
          {codeName(code)}
        </Button>
        <Badge dot={Boolean(photo)}>
          <Button
            icon={<CameraOutlined />}
            onClick={() => camera.current?.click()}
            aria-label={t('phone.photo')}
          />
        </Badge>
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          data-testid="meter-photo"
          onChange={(e) => {
            void takePhoto(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          icon={<SearchOutlined />}
          onClick={() => setDrawer('search')}
          aria-label={t('phone.search')}
        />
        {canRequest && (
          <Button
            icon={<SwapOutlined />}
            disabled={!row?.meterSerial || !online}
            onClick={() => setChanging(true)}
            aria-label={t('phone.meterChange')}
            title={t('phone.meterChange')}
          />
        )}
      </div>
      <Keypad
        onDigit={(d) => setText((s) => (s.length < 8 ? s + d : s))}
        onBack={() => setText((s) => s.slice(0, -1))}
        onSave={save}
        saveLabel={t('phone.save')}
        backLabel={t('phone.erase')}
        disabled={!row || status === 'server' || status === 'sent'}
      />
      <div style={{ display: 'flex', gap: 6 }}>
        <Button
          icon={<LeftOutlined />}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
          style={{ flex: 1 }}
        >
          {t('phone.previous')}
        </Button>
        <Button onClick={() => jumpToUnread()} style={{ flex: 1 }}>
          {t('phone.nextUnread')}
        </Button>
        <Button
          icon={<RightOutlined />}
          iconPlacement="end"
          disabled={index >= rows.length - 1}
          onClick={() => setIndex(index + 1)}
          style={{ flex: 1 }}
        >
          {t('phone.next')}
        </Button>
      </div>

      <PhoneDrawers
        open={drawer}
        onClose={() => setDrawer(null)}
        code={code}
        onCode={setCode}
        rows={rows}
        onFound={setIndex}
        unsent={unsent}
        sendError={queue.failure?.message ?? null}
        onDrop={(clientId) => void queue.drop(clientId)}
      />
      <MeterChangeRequestModal
        connection={changing && row ? row : null}
        onClose={() => setChanging(false)}
      />
    </div>
  );
};

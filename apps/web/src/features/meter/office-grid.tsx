import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Progress, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleFilled, LoadingOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Reading, RouteSheet, RouteSheetRow } from '@prapa/contracts';
import { READING_CODES } from '@prapa/domain';
import { isApiError } from '../../lib/api-error.ts';
import { clientId } from '../../lib/client-id.ts';
import { useCan } from '../../components/use-can.ts';
import { useFillHeight } from '../../lib/use-fill-height.ts';
import { AnomalyTag } from '../check/check-tags.tsx';
import { MeterChangeRequestModal, type ChangedConnection } from '../meter-change/request-modal.tsx';
import { useRecordReading } from './api.ts';
import { liveReading } from './live-reading.ts';

type Draft = { text: string; code: string; error?: string; saving?: boolean };
const KNOWN_CODES = new Set<string>(READING_CODES.map((c) => c.code));
/** The grid's header row, px (antd's small table). */
const GRID_HEADER = 40;
const inputStyle = {
  width: '100%',
  padding: '2px 6px',
  font: 'inherit',
  textAlign: 'right',
} as const;

/**
 * The office entry grid: a paper book typed in, a route in walk order. Type the reading,
 * Tab to the code if it is not 00, Enter saves the row and goes to the next; the usage
 * and the anomaly show as you type (the domain's own computeReading). Saved row by row.
 */
export const OfficeGrid = ({ sheet }: { sheet: RouteSheet }) => {
  const { t } = useTranslation(['meter', 'readings', 'validation']);
  const record = useRecordReading();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [saved, setSaved] = useState<Record<string, Reading>>({});
  const inputs = useRef(new Map<number, HTMLInputElement>());
  // The page stays put on a desk: the grid takes the rest of the window and scrolls inside.
  const gridRef = useRef<HTMLDivElement>(null);
  const gridHeight = useFillHeight(gridRef, { min: 240, bottomGap: 24 });
  // A reader at a desk records a meter changed in the field here, as on the phone.
  const canRequest = useCan('meterChange.request');
  const [changing, setChanging] = useState<ChangedConnection | null>(null);
  const rows = sheet.rows;
  const readingOf = (row: RouteSheetRow) => saved[row.waterUserId] ?? row.reading;
  const done = rows.filter((r) => readingOf(r)).length;

  const draftOf = (row: RouteSheetRow): Draft =>
    drafts[row.waterUserId] ?? { text: '', code: '00' };
  const setDraft = (row: RouteSheetRow, patch: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [row.waterUserId]: { ...draftOf(row), ...patch } }));

  const focusNext = (index: number) => {
    for (let i = index + 1; i < rows.length; i++) {
      const next = rows[i];
      if (next && !readingOf(next)) {
        inputs.current.get(i)?.focus();
        return;
      }
    }
  };

  const save = async (row: RouteSheetRow, index: number) => {
    const draft = draftOf(row);
    if (!KNOWN_CODES.has(draft.code)) {
      setDraft(row, { error: t('grid.unknownCode') });
      return;
    }
    const live = liveReading(row, sheet.thresholds, draft.text, draft.code);
    if (live.state === 'empty') return focusNext(index);
    if (live.state === 'error') {
      setDraft(row, { error: t(live.key) });
      return;
    }
    setDraft(row, { saving: true, error: undefined });
    try {
      const reading = await record.mutateAsync({
        clientId: clientId('web'),
        roundId: sheet.round.id,
        waterUserId: row.waterUserId,
        current: live.reading.current,
        code: draft.code,
        note: null,
        readAt: new Date().toISOString(),
        latitude: null,
        longitude: null,
      });
      setSaved((all) => ({ ...all, [row.waterUserId]: reading }));
      setDraft(row, { saving: false });
      focusNext(index);
    } catch (err) {
      const message = isApiError(err) ? (err.errors[0]?.message ?? err.message) : String(err);
      setDraft(row, { saving: false, error: message });
    }
  };

  const onKey = (row: RouteSheetRow, index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save(row, index);
    } else if (event.key === 'Escape') {
      setDraft(row, { text: '', code: '00', error: undefined });
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      inputs.current.get(index + (event.key === 'ArrowDown' ? 1 : -1))?.focus();
    }
  };

  return (
    <>
      <Progress
        percent={rows.length ? Math.round((done / rows.length) * 100) : 0}
        format={() => t('grid.progress', { done, total: rows.length })}
        style={{ maxWidth: 420 }}
      />
      <Typography.Paragraph type="secondary">{t('grid.keys')}</Typography.Paragraph>
      <div ref={gridRef}>
        <Table<RouteSheetRow>
          rowKey="waterUserId"
          size="small"
          pagination={false}
          dataSource={rows}
          // Less the header row, which stays in view.
          scroll={{ x: 'max-content', y: gridHeight - GRID_HEADER }}
          columns={[
            {
              key: 'seq',
              title: t('grid.seq'),
              width: 48,
              render: (_, r, i) => r.routeSeq ?? i + 1,
            },
            { key: 'customerNo', title: t('grid.customerNo'), dataIndex: 'customerNo' },
            {
              key: 'name',
              title: t('grid.name'),
              render: (_, r) => (
                <Typography.Text style={{ maxWidth: 200 }} ellipsis={{ tooltip: r.address }}>
                  {r.name}
                </Typography.Text>
              ),
            },
            {
              key: 'meter',
              title: t('grid.meter'),
              render: (_, r) => (
                <>
                  {r.meterSerial ?? '–'}
                  {canRequest && r.meterSerial && (
                    <Button
                      type="link"
                      size="small"
                      icon={<SwapOutlined />}
                      aria-label={t('phone.meterChange')}
                      title={t('phone.meterChange')}
                      onClick={() => setChanging(r)}
                    />
                  )}
                </>
              ),
            },
            {
              key: 'previous',
              title: t('grid.previous'),
              align: 'right',
              render: (_, r) => r.previous ?? '–',
            },
            {
              key: 'average',
              title: t('grid.average'),
              align: 'right',
              render: (_, r) => r.average ?? '–',
            },
            {
              key: 'current',
              title: t('grid.current'),
              width: 110,
              render: (_, r, i) => {
                const taken = readingOf(r);
                if (taken) return <strong>{taken.current ?? '–'}</strong>;
                const d = draftOf(r);
                return (
                  <input
                    ref={(el) => {
                      if (el) inputs.current.set(i, el);
                      else inputs.current.delete(i);
                    }}
                    aria-label={t('grid.currentOf', { customerNo: r.customerNo })}
                    inputMode="numeric"
                    value={d.text}
                    onChange={(e) =>
                      setDraft(r, { text: e.target.value.replace(/[^0-9]/g, ''), error: undefined })
                    }
                    onKeyDown={onKey(r, i)}
                    style={inputStyle}
                  />
                );
              },
            },
            {
              key: 'code',
              title: t('grid.code'),
              width: 150,
              render: (_, r, i) => {
                const taken = readingOf(r);
                const code = taken?.code ?? draftOf(r).code;
                const name = KNOWN_CODES.has(code) ? t(`readings:code.${code}`) : '';
                if (taken) return `${code} ${name}`;
                return (
                  <Tooltip title={name}>
                    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                      <input
                        aria-label={t('grid.codeOf', { customerNo: r.customerNo })}
                        inputMode="numeric"
                        maxLength={2}
                        value={code}
                        onFocus={(e) => e.target.select()}
                        onChange={(e) =>
                          setDraft(r, {
                            code: e.target.value.replace(/[^0-9]/g, ''),
                            error: undefined,
                          })
                        }
                        onKeyDown={onKey(r, i)}
                        style={{ ...inputStyle, width: 40, textAlign: 'center' }}
                      />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                        {name}
                      </Typography.Text>
                    </span>
                  </Tooltip>
                );
              },
            },
            {
              key: 'result',
              title: t('grid.result'),
              render: (_, r) => {
                const taken = readingOf(r);
                if (taken)
                  return (
                    <span>
                      {taken.usage} <AnomalyTag anomaly={taken.anomaly} />
                    </span>
                  );
                const d = draftOf(r);
                if (d.error) return <Typography.Text type="danger">{d.error}</Typography.Text>;
                const live = liveReading(r, sheet.thresholds, d.text, d.code);
                if (live.state === 'error')
                  return <Typography.Text type="danger">{t(live.key)}</Typography.Text>;
                if (live.state === 'empty') return null;
                return (
                  <span>
                    {live.reading.usage} <AnomalyTag anomaly={live.reading.anomaly} />
                    {live.reading.estimated && <Tag bordered={false}>{t('grid.estimate')}</Tag>}
                  </span>
                );
              },
            },
            {
              key: 'status',
              title: '',
              width: 40,
              render: (_, r) =>
                readingOf(r) ? (
                  <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('grid.saved')} />
                ) : draftOf(r).saving ? (
                  <LoadingOutlined />
                ) : null,
            },
          ]}
        />
      </div>
      <MeterChangeRequestModal connection={changing} onClose={() => setChanging(null)} />
    </>
  );
};

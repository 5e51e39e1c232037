import { App, Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  CheckOutlined,
  EditOutlined,
  PauseCircleOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { RoundReadingRow } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { useAcceptReading } from './api.ts';
import { AnomalyTag, ReadingStatusTag } from './check-tags.tsx';
import { PhotoButton } from './photo-button.tsx';
import './check-columns.css';

type Actions = {
  canCheck: boolean;
  editable: boolean;
  /** Kept in view on the right: on a wide screen only (on a phone it would cover the row). */
  fixedActions: boolean;
  onHold: (row: RoundReadingRow) => void;
  onCorrect: (row: RoundReadingRow) => void;
  onSendBack: (row: RoundReadingRow) => void;
};

const num = (n: number | null | undefined) => (n == null ? '–' : n.toLocaleString('en-US'));

/** Accept one reading: a click, its result in a message. */
const AcceptButton = ({ row, t }: { row: RoundReadingRow; t: TFunction<'check'> }) => {
  const { message } = App.useApp();
  const accept = useAcceptReading();
  const id = row.reading?.id;
  return (
    <Button
      size="small"
      icon={<CheckOutlined />}
      aria-label={`${t('action.accept')} ${row.customerNo}`}
      loading={accept.isPending}
      // mutateAsync, not mutate's callbacks: the row re-renders without this button once
      // the list refreshes, and an unmounted button's callbacks would never run.
      onClick={() =>
        id &&
        accept
          .mutateAsync(id)
          .then(() => message.success(t('done.accepted')))
          .catch((e: unknown) => message.error(isApiError(e) ? e.message : String(e)))
      }
    >
      {t('action.accept')}
    </Button>
  );
};

export const checkColumns = (
  t: TFunction<['check', 'readings']>,
  a: Actions,
): ColumnsType<RoundReadingRow> => [
  {
    key: 'customerNo',
    title: t('col.customerNo'),
    render: (_, r) => <Link to={`/user/edit/${r.waterUserId}`}>{r.customerNo}</Link>,
  },
  {
    key: 'name',
    title: t('col.name'),
    render: (_, r) => (
      <span className="prapa-cell-ellipsis" style={{ maxWidth: 180 }} title={r.name}>
        {r.name}
      </span>
    ),
  },
  {
    key: 'route',
    title: t('col.route'),
    render: (_, r) => [r.routeCode, r.routeSeq].filter((v) => v != null).join('/') || '–',
  },
  {
    key: 'previous',
    title: t('col.previous'),
    align: 'right',
    render: (_, r) => num(r.reading?.previous),
  },
  {
    key: 'current',
    title: t('col.current'),
    align: 'right',
    render: (_, r) =>
      r.reading?.estimated ? (
        <Tag bordered={false}>{t('tag.estimated')}</Tag>
      ) : (
        num(r.reading?.current)
      ),
  },
  {
    key: 'usage',
    title: t('col.usage'),
    align: 'right',
    render: (_, r) => <strong>{num(r.reading?.usage)}</strong>,
  },
  {
    key: 'average',
    title: t('col.average'),
    align: 'right',
    render: (_, r) => num(r.reading?.average),
  },
  {
    key: 'diff',
    title: t('col.diff'),
    align: 'right',
    render: (_, r) => (r.reading?.diffBp == null ? '–' : (r.reading.diffBp / 100).toFixed(2)),
  },
  {
    key: 'anomaly',
    title: t('col.anomaly'),
    render: (_, r) =>
      r.reading ? (
        <span style={{ whiteSpace: 'nowrap' }}>
          <AnomalyTag anomaly={r.reading.anomaly} />
          {r.hasPhoto && <PhotoButton readingId={r.reading.id} customerNo={r.customerNo} />}
        </span>
      ) : (
        '–'
      ),
  },
  {
    key: 'code',
    title: t('col.code'),
    render: (_, r) =>
      r.reading ? (
        // The usual code says nothing: its number only; the others are named. A title, not
        // an antd Tooltip: one per row was a good part of drawing the page.
        <span
          className="prapa-cell-ellipsis"
          style={{ maxWidth: 130 }}
          title={t(`readings:code.${r.reading.code}`)}
        >
          {r.reading.code === '00'
            ? r.reading.code
            : `${r.reading.code} ${t(`readings:code.${r.reading.code}`)}`}
        </span>
      ) : (
        '–'
      ),
  },
  {
    key: 'status',
    title: t('col.status'),
    render: (_, r) => <ReadingStatusTag reading={r.reading} />,
  },
  {
    key: 'actions',
    title: '',
    fixed: a.fixedActions ? 'right' : undefined,
    render: (_, r) =>
      a.canCheck && a.editable && r.reading && r.reading.status !== 'billed' ? (
        // Labelled, not icons only: what each does is read, not guessed (issue 25).
        <Space size={4} wrap style={{ maxWidth: 210 }}>
          {(r.reading.status === 'recorded' || r.reading.held) && <AcceptButton row={r} t={t} />}
          {!r.reading.held && (
            <Button
              size="small"
              icon={<PauseCircleOutlined />}
              aria-label={`${t('action.hold')} ${r.customerNo}`}
              onClick={() => a.onHold(r)}
            >
              {t('action.hold')}
            </Button>
          )}
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('action.correct')} ${r.customerNo}`}
            onClick={() => a.onCorrect(r)}
          >
            {t('action.correct')}
          </Button>
          <Button
            size="small"
            danger
            icon={<RollbackOutlined />}
            aria-label={`${t('action.reread')} ${r.customerNo}`}
            onClick={() => a.onSendBack(r)}
          >
            {t('action.reread')}
          </Button>
        </Space>
      ) : null,
  },
];

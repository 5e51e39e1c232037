import { Descriptions, Drawer, Grid, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeDetail } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useNotice } from './api.ts';
import { NoticeActions } from './notice-actions.tsx';
import { DebtTable, EventTimeline, MessageLog } from './notice-history.tsx';
import { NoticeKindTag, NoticeStateTag } from './tags.tsx';

const Facts = ({ n }: { n: NoticeDetail }) => {
  const { t } = useTranslation('payment-alert');
  return (
    <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('detail.customer')} span={2}>
        {n.customerNo} {n.name}
        <div>
          <Typography.Text type="secondary">{n.address}</Typography.Text>
        </div>
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.route')}>{n.routeName ?? '–'}</Descriptions.Item>
      <Descriptions.Item label={t('detail.rounds')}>{n.unpaidRounds}</Descriptions.Item>
      <Descriptions.Item label={t('detail.noticeDate')}>
        {formatDate(n.noticeDate)}
      </Descriptions.Item>
      <Descriptions.Item label={t(`issue.payBy.${n.kind}`)}>
        {formatDate(n.payBy)}
      </Descriptions.Item>
      {n.kind !== 'reconnection' && (
        <>
          <Descriptions.Item label={t('detail.total')}>{formatMoney(n.total)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.stillOwing')}>
            <span style={{ color: n.stillOwing > 0 ? '#DA5444' : '#28C76F' }}>
              {formatMoney(n.stillOwing)}
            </span>
          </Descriptions.Item>
        </>
      )}
      {n.followsNumber && (
        <Descriptions.Item label={t('detail.follows')} span={2}>
          {n.followsNumber}
        </Descriptions.Item>
      )}
      {n.feeBillNumber && (
        <Descriptions.Item label={t('detail.feeBill')} span={2}>
          {n.feeBillNumber}
        </Descriptions.Item>
      )}
      {n.voidReason && (
        <Descriptions.Item label={t('detail.voidReason')} span={2}>
          <Typography.Text type="danger">{n.voidReason}</Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
};

/** One notice beside the list: what it says, what happened to it, what may be done now. */
export const NoticeDrawer = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation('payment-alert');
  const screens = Grid.useBreakpoint();
  const notice = useNotice(id);
  const n = notice.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      loading={notice.isPending && id !== null}
      title={
        n && (
          <Space wrap>
            <NoticeKindTag kind={n.kind} />
            <span>{n.number}</span>
            <NoticeStateTag state={n.state} />
          </Space>
        )
      }
      footer={n && <NoticeActions notice={n} />}
    >
      {notice.error && <QueryError error={notice.error} onRetry={() => void notice.refetch()} />}
      {n && (
        <>
          <Facts n={n} />
          {n.kind !== 'reconnection' && (
            <>
              <Typography.Title level={5}>{t('detail.debt')}</Typography.Title>
              <DebtTable notice={n} />
            </>
          )}
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('detail.events')}
          </Typography.Title>
          <EventTimeline notice={n} />
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            {t('detail.messages')}
          </Typography.Title>
          <MessageLog notice={n} />
        </>
      )}
    </Drawer>
  );
};

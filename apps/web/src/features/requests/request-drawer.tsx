import { useState } from 'react';
import {
  Button,
  Descriptions,
  Drawer,
  Flex,
  Grid,
  Space,
  Spin,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { useRequest, type ServiceRequest, type Step } from './api.ts';
import { SettleModal } from '../deposits/settle-modal.tsx';
import { MoveModal, stepOf } from './move-modals.tsx';
import { PrintMenu } from './print-menu.tsx';
import { DocumentTags } from './document-tags.tsx';
import { RequestAttachments } from './request-attachments.tsx';
import { RequestFeeTable } from './request-fee-table.tsx';
import { EffectNote, RequestEffectView } from './request-effect.tsx';
import { RequestStateTag } from './state-tag.tsx';

/** Timeline entries that are not moves: papers added or taken off, a fee issued again. */
const PAPER_EVENTS = ['attach', 'detach', 'reissueFee'];

const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '–' : v;

const Facts = ({ r }: { r: ServiceRequest }) => {
  const { t } = useTranslation('requests');
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'kind', label: t('field.kind'), children: t(`kind.${r.kind}`) },
        { key: 'filedOn', label: t('field.filedOn'), children: formatDate(r.filedOn) },
        {
          key: 'applicant',
          label: t('field.applicant'),
          children: `${r.applicantName}${r.customerNo ? ` · ${r.customerNo}` : ''}`,
        },
        { key: 'nationalId', label: t('field.nationalId'), children: dash(r.nationalId) },
        { key: 'phone', label: t('field.phone'), children: dash(r.phone) },
        { key: 'address', label: t('field.address'), children: r.addressText },
        {
          key: 'area',
          label: t('field.area'),
          children: `${r.areaName}${r.routeName ? ` · ${r.routeName}` : ''}`,
        },
        {
          key: 'use',
          label: t('field.useAndSize'),
          children: `${dash(r.userTypeName)} · ${dash(r.meterSizeLabel)}`,
        },
        { key: 'docs', label: t('new.documents'), children: <DocumentTags r={r} /> },
        ...(r.subject ? [{ key: 'subject', label: t('field.subject'), children: r.subject }] : []),
        ...(r.note ? [{ key: 'note', label: t('field.note'), children: r.note }] : []),
        ...(r.survey
          ? [
              {
                key: 'survey',
                label: t('survey.title'),
                children: t('survey.line', {
                  on: formatDate(r.survey.surveyedOn),
                  distance: r.survey.distanceM,
                  findings: r.survey.findings,
                }),
              },
            ]
          : []),
        ...(r.reason ? [{ key: 'reason', label: t('field.reason'), children: r.reason }] : []),
        ...(r.answer ? [{ key: 'answer', label: t('field.answer'), children: r.answer }] : []),
      ]}
    />
  );
};

const Money = ({ r }: { r: ServiceRequest }) => {
  const { t } = useTranslation('requests');
  return (
    <>
      {r.estimate.length > 0 && (
        <>
          <Typography.Title level={5}>{t('estimate.title')}</Typography.Title>
          <Table
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            dataSource={r.estimate}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('estimate.item') },
              {
                key: 'qty',
                title: t('estimate.qty'),
                align: 'right',
                render: (_, l) => `${l.quantity} ${l.unit}`,
              },
              {
                key: 'amount',
                dataIndex: 'amount',
                title: t('estimate.amount'),
                align: 'right',
                render: (a: number) => formatMoney(a),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>{t('estimate.sum')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{formatMoney(r.estimateTotal)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </>
      )}
      {r.fees.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('fees.title')}
          </Typography.Title>
          <RequestFeeTable r={r} />
        </>
      )}
    </>
  );
};

/** One request beside the list: what was asked, its money, its timeline and its next moves. */
export const RequestDrawer = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation('requests');
  const wide = Grid.useBreakpoint().md ?? true;
  const canWrite = useCan('requests.write');
  const canSettle = useCan('deposits.write');
  const { data: r, error, refetch, isPending } = useRequest(id);
  const [step, setStep] = useState<Step | null>(null);
  const [settling, setSettling] = useState(false);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={wide ? 720 : '100%'}
      title={
        r ? (
          <Space wrap>
            <span>{r.number}</span>
            <RequestStateTag state={r.state} />
          </Space>
        ) : (
          t('detail.title')
        )
      }
      extra={r && <PrintMenu r={r} />}
    >
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : isPending || !r ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          {(canWrite || canSettle) && r.moves.length > 0 && (
            <Space wrap>
              {r.moves.map((action) => {
                // A cancellation settles (deposit applied, the rest refunded) in its own modal.
                // Money moves: finance and the manager (deposits.write), not the front desk.
                if (r.kind === 'cancellation' && action === 'install') {
                  return canSettle ? (
                    <Button key={action} type="primary" onClick={() => setSettling(true)}>
                      {t('do.settle')}
                    </Button>
                  ) : null;
                }
                if (!canWrite) return null;
                const s = stepOf(action, r);
                return (
                  <Button
                    key={action}
                    type={['reject', 'cancel'].includes(action) ? 'default' : 'primary'}
                    danger={['reject', 'cancel'].includes(action)}
                    onClick={() => setStep(s)}
                  >
                    {t(`do.${s}`)}
                  </Button>
                );
              })}
            </Space>
          )}
          <Facts r={r} />
          <RequestEffectView r={r} />
          <Money r={r} />
          <RequestAttachments r={r} />
          <div>
            <Typography.Title level={5}>{t('detail.timeline')}</Typography.Title>
            <Timeline
              items={r.events.map((e) => ({
                key: e.id,
                content: (
                  <>
                    <Typography.Text strong>
                      {PAPER_EVENTS.includes(e.action)
                        ? t(`event.${e.action}`)
                        : t(`state.${e.toState}`)}
                    </Typography.Text>
                    <br />
                    <Typography.Text type="secondary">
                      {formatDateTime(e.at)} · {dash(e.actorName)}
                    </Typography.Text>
                    {e.note && <div>{e.note}</div>}
                    <EffectNote r={r} action={e.action} />
                  </>
                ),
              }))}
            />
          </div>
          <MoveModal request={r} step={step} onClose={() => setStep(null)} />
          <SettleModal request={r} open={settling} onClose={() => setSettling(false)} />
        </Flex>
      )}
    </Drawer>
  );
};

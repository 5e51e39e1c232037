import { useState } from 'react';
import { App, Button, Descriptions, Modal, Result, Space } from 'antd';
import {
  CheckOutlined,
  FilePdfOutlined,
  SendOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bangkokDate } from '@prapa/domain';
import type { IssueNoticesResult } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { jobNoticeIds, openBatchPdf, useRecordDelivery } from './api.ts';
import { DeliveryModal } from './delivery-modal.tsx';

type Props = { title: string; jobId: string; result: IssueNoticesResult; onClose: () => void };

/** What a batch issued, and what follows: print it all, mark it printed or handed over. */
export const IssueResult = ({ title, jobId, result, onClose }: Props) => {
  const { t } = useTranslation('payment-alert');
  const { message } = App.useApp();
  const [, setSearch] = useSearchParams();
  const [handing, setHanding] = useState(false);
  const record = useRecordDelivery();
  const issued = result.issued > 0;

  const markPrinted = async () => {
    try {
      const ids = await jobNoticeIds(jobId);
      const out = await record.mutateAsync({
        noticeIds: ids,
        kind: 'printed',
        onDate: bangkokDate(new Date()),
        note: null,
      });
      message.success(t('delivery.printedDone', { count: out.recorded }));
    } catch (err) {
      message.error(isApiError(err) ? err.message : String(err));
    }
  };

  const showBatch = () => {
    setSearch({ tab: 'notices', 'n.jobId': jobId });
    onClose();
  };

  return (
    <Modal
      open
      width={640}
      title={title}
      onCancel={onClose}
      footer={
        <Space wrap>
          {issued && (
            <>
              <Button icon={<FilePdfOutlined />} onClick={() => void openBatchPdf(jobId)}>
                {t('result.printAll')}
              </Button>
              <Button
                icon={<CheckOutlined />}
                loading={record.isPending}
                onClick={() => void markPrinted()}
              >
                {t('result.markPrinted')}
              </Button>
              <Button icon={<SendOutlined />} onClick={() => setHanding(true)}>
                {t('result.recordDelivery')}
              </Button>
              <Button icon={<UnorderedListOutlined />} onClick={showBatch}>
                {t('result.showBatch')}
              </Button>
            </>
          )}
          <Button type="primary" onClick={onClose}>
            {t('result.done')}
          </Button>
        </Space>
      }
    >
      <Result
        status={issued ? 'success' : 'info'}
        style={{ padding: 12 }}
        title={
          issued ? t(`result.issued.${result.kind}`, { count: result.issued }) : t('result.none')
        }
      />
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('result.issuedCount')}>{result.issued}</Descriptions.Item>
        <Descriptions.Item label={t('result.skipped')}>{result.skipped}</Descriptions.Item>
        {result.firstNumber && (
          <Descriptions.Item label={t('result.numbers')}>
            {result.firstNumber === result.lastNumber
              ? result.firstNumber
              : `${result.firstNumber} – ${result.lastNumber}`}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('result.total')}>
          {formatMoney(result.total)} {t('unit.baht')}
        </Descriptions.Item>
      </Descriptions>
      <DeliveryModal
        open={handing}
        noticeIds={() => jobNoticeIds(jobId)}
        count={result.issued}
        onClose={() => setHanding(false)}
      />
    </Modal>
  );
};

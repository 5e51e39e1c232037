import { Col, Descriptions, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  meterChangeApproveBody,
  meterChangeRejectBody,
  type MeterChangeApproveBody,
  type MeterChangeRequest,
} from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { formatDate } from '../../lib/format.ts';
import { useDecideMeterChange } from './api.ts';

type Props = {
  request: MeterChangeRequest | null;
  action: 'approve' | 'reject';
  sizes: { value: string; label: string }[];
  onClose: () => void;
};

/** What the reader asked, as the office weighs it. */
const Summary = ({ r }: { r: MeterChangeRequest }) => {
  const { t } = useTranslation('meter-change');
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'who', label: t('col.connection'), children: `${r.customerNo} · ${r.customerName}` },
        {
          key: 'old',
          label: t('col.oldMeter'),
          children: t('col.oldLine', {
            serial: r.oldSerial ?? '–',
            reading: r.oldFinalReading.toLocaleString(),
          }),
        },
        {
          key: 'new',
          label: t('col.newMeter'),
          children: t('col.newLine', {
            serial: r.newSerial,
            reading: r.newInitialReading.toLocaleString(),
          }),
        },
        { key: 'on', label: t('field.changedOn'), children: formatDate(r.changedOn) },
        { key: 'reason', label: t('field.reason'), children: r.reason },
        { key: 'by', label: t('col.requestedBy'), children: r.requestedByName },
      ]}
    />
  );
};

/**
 * Approve (the register's replacement is made, with the reader's readings) or reject with a
 * reason. Approving may name the new meter's size and dial; left empty, those of a meter of
 * that serial in stock are used, else the old meter's.
 */
export const DecideModal = ({ request, action, sizes, onClose }: Props) => {
  const { t } = useTranslation('meter-change');
  const [approveForm] = Form.useForm();
  const [rejectForm] = Form.useForm();
  const decide = useDecideMeterChange();
  if (!request) return null;
  if (action === 'approve') {
    return (
      <FormModal<MeterChangeApproveBody>
        open
        title={t('approve.title', { customerNo: request.customerNo })}
        form={approveForm}
        schema={meterChangeApproveBody}
        initialValues={{ meterSizeId: undefined, digits: null, brand: '' }}
        toInput={(v) => ({ ...v, digits: v.digits ?? undefined })}
        okText={t('approve.ok')}
        successMessage={t('approve.done')}
        onSubmit={(approve) => decide.mutateAsync({ id: request.id, approve })}
        onClose={onClose}
        width={600}
        intro={<Summary r={request} />}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="meterSizeId" label={t('field.meterSize')} extra={t('hint.default')}>
              <Select allowClear options={sizes} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item name="digits" label={t('field.digits')}>
              <InputNumber min={3} max={8} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item name="brand" label={t('field.brand')}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
      </FormModal>
    );
  }
  return (
    <FormModal<{ reason: string }>
      open
      title={t('reject.title', { customerNo: request.customerNo })}
      form={rejectForm}
      schema={meterChangeRejectBody}
      initialValues={{ reason: '' }}
      okText={t('reject.ok')}
      danger
      successMessage={t('reject.done')}
      onSubmit={(reject) => decide.mutateAsync({ id: request.id, reject })}
      onClose={onClose}
      width={600}
      intro={<Summary r={request} />}
    >
      <Form.Item name="reason" label={t('reject.reason')} required>
        <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
};

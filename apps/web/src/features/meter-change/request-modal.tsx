import { Alert, Col, Form, Input, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterChangeRequestBody, type MeterChangeRequestBody } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { formatDate } from '../../lib/format.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { todayIso } from '../water-users/form/form-values.ts';
import { ReadingInput } from '../water-users/meter/meter-fields.tsx';
import { useMeterChanges, useRequestMeterChange } from './api.ts';
import { StatusTag } from './status-tag.tsx';

export type ChangedConnection = {
  waterUserId: string;
  customerNo: string;
  name: string;
  meterSerial: string | null;
};

type Props = { connection: ChangedConnection | null; onClose: () => void };

/**
 * A meter changed in the field, recorded by the reader for the office to approve: the old
 * meter's last reading, the new meter's serial and first reading, the day and why. The
 * reader's earlier requests for this connection show above, with what the office decided.
 */
export const MeterChangeRequestModal = ({ connection, onClose }: Props) => {
  const { t } = useTranslation('meter-change');
  const [form] = Form.useForm();
  const file = useRequestMeterChange();
  const earlier = useMeterChanges(
    { waterUserId: connection?.waterUserId ?? '', pageSize: 3 },
    connection !== null,
  );
  const mine = earlier.data?.items ?? [];
  return (
    <FormModal<MeterChangeRequestBody>
      open={connection !== null}
      title={t('request.title', { customerNo: connection?.customerNo ?? '' })}
      form={form}
      schema={meterChangeRequestBody}
      toInput={(v) => ({ ...v, waterUserId: connection?.waterUserId })}
      initialValues={{
        changedOn: todayIso(),
        oldFinalReading: null,
        newSerial: '',
        newInitialReading: 0,
        reason: '',
        note: '',
      }}
      okText={t('request.ok')}
      successMessage={t('request.sent')}
      onSubmit={(body) => file.mutateAsync(body)}
      onClose={onClose}
      width={560}
      intro={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            {t('request.intro', {
              name: connection?.name ?? '',
              serial: connection?.meterSerial ?? '–',
            })}
          </Typography.Paragraph>
          {mine.map((r) => (
            <Alert
              key={r.id}
              type={r.status === 'rejected' ? 'warning' : 'info'}
              showIcon
              style={{ marginBottom: 8 }}
              title={
                <>
                  <StatusTag status={r.status} />{' '}
                  {t('request.earlier', {
                    serial: r.newSerial,
                    date: formatDate(r.changedOn),
                  })}
                </>
              }
              description={r.decisionReason ?? undefined}
            />
          ))}
        </>
      }
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="oldFinalReading"
            label={t('field.oldFinalReading')}
            required
            extra={t('hint.oldFinalReading')}
          >
            <ReadingInput autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="changedOn" label={t('field.changedOn')} required>
            <BeDatePicker allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="newSerial" label={t('field.newSerial')} required>
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="newInitialReading" label={t('field.newInitialReading')} required>
            <ReadingInput />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="reason" label={t('field.reason')} required>
            <Input maxLength={500} placeholder={t('hint.reason')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="note" label={t('field.note')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      <Tag bordered={false} color="processing" style={{ whiteSpace: 'normal' }}>
        {t('request.office')}
      </Tag>
    </FormModal>
  );
};

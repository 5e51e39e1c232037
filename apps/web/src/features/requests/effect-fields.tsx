import { Alert, Checkbox, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { waterUsersApi } from '../water-users/api.ts';
import { ReadingInput } from '../water-users/meter/meter-fields.tsx';
import type { ServiceRequest } from './api.ts';

type Props = { request: ServiceRequest };

/** The kinds whose completion changes the connection from an effective date. */
export const DATED_KINDS = ['transfer', 'suspension', 'resumption'];

/** The connection a request is about, as it stands now (for "from … to …"). */
const useConnection = (r: ServiceRequest) => waterUsersApi.useOne(r.waterUserId).data;

const MeterFields = ({ optional }: { optional: boolean }) => {
  const { t } = useTranslation('request-effects');
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="serial"
          label={t('field.serial')}
          required={!optional}
          extra={t('field.serialHint')}
        >
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="brand" label={t('field.brand')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="oldFinalReading" label={t('field.oldFinalReading')} required={!optional}>
          <ReadingInput />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="initialReading" label={t('field.initialReading')} required={!optional}>
          <ReadingInput />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="digits" label={t('field.digits')}>
          <InputNumber min={3} max={8} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
};

/** The field work done: what each kind needs, and what it will change. */
export const DoneFields = ({ request: r }: Props) => {
  const { t } = useTranslation('request-effects');
  const user = useConnection(r);
  const date = (
    <Form.Item name="doneOn" label={t('field.doneOn')} required>
      <BeDatePicker allowClear={false} />
    </Form.Item>
  );
  if (r.kind === 'meter_size_change') {
    return (
      <>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('done.sizeChange', {
            serial: user?.meter?.serial ?? '–',
            from: user?.meterSizeLabel ?? '–',
            to: r.meterSizeLabel ?? '–',
          })}
        />
        {date}
        <MeterFields optional={false} />
      </>
    );
  }
  if (r.kind === 'relocation') {
    return (
      <>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('done.relocation', { from: user?.addressText ?? '–', to: r.addressText })}
        />
        <Row gutter={12}>
          <Col xs={12}>{date}</Col>
          <Col xs={12}>
            <Form.Item name="routeSeq" label={t('field.routeSeq')} extra={t('field.routeSeqHint')}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Alert type="warning" style={{ marginBottom: 12 }} title={t('done.relocationMeter')} />
        <MeterFields optional />
      </>
    );
  }
  if (r.kind === 'reconnection') {
    return (
      <>
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('done.reconnection')} />
        {date}
      </>
    );
  }
  return null;
};

/** A decision completed: the effective date, and for a transfer the debt rule and consent. */
export const CompleteFields = ({ request: r }: Props) => {
  const { t } = useTranslation('request-effects');
  const user = useConnection(r);
  const carry = Form.useWatch('carryDebt') as boolean | undefined;
  if (!DATED_KINDS.includes(r.kind)) return null;
  const date = (
    <Form.Item name="effectiveOn" label={t('field.effectiveOn')} required>
      <BeDatePicker allowClear={false} />
    </Form.Item>
  );
  if (r.kind !== 'transfer') {
    return (
      <>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`complete.${r.kind}`, { status: user?.usageStatusName ?? '–' })}
        />
        {date}
      </>
    );
  }
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('complete.transfer', {
          customerNo: r.customerNo ?? '–',
          from: user?.fullName ?? '–',
          to: r.applicantName,
        })}
        description={t('complete.debtRule')}
      />
      {date}
      <Form.Item name="carryDebt" valuePropName="checked">
        <Checkbox>{t('field.carryDebt')}</Checkbox>
      </Form.Item>
      {carry && (
        <Form.Item
          name="consentNote"
          label={t('field.consentNote')}
          required
          extra={t('field.consentHint')}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      )}
    </>
  );
};

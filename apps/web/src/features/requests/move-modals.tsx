import { Button, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  completeBody,
  installBody,
  issueFeesBody,
  moveNoteBody,
  reasonBody,
  surveyBody,
  workDoneBody,
  type RequestAction,
} from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { formatMoney } from '../../lib/format.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { todayIso } from '../water-users/form/form-values.ts';
import { ReadingInput } from '../water-users/meter/meter-fields.tsx';
import { useRouteOptions, useServiceOptions } from '../water-users/options.ts';
import { CompleteFields, DATED_KINDS, DoneFields } from './effect-fields.tsx';
import { priceItemsApi, useRequestMove, type ServiceRequest, type Step } from './api.ts';

/** The step an action posts to: a new connection installs its meter, other kinds are done. */
export const stepOf = (action: RequestAction, r: ServiceRequest): Step =>
  action === 'issueFees'
    ? 'fees'
    : action === 'install' && r.kind !== 'new_connection'
      ? 'done'
      : action;

type Props = { request: ServiceRequest; step: Step | null; onClose: () => void };

const SCHEMAS: Record<Step, z.ZodType<object>> = {
  survey: surveyBody,
  approve: moveNoteBody,
  fees: issueFeesBody,
  install: installBody,
  done: workDoneBody,
  complete: completeBody,
  reject: reasonBody,
  cancel: reasonBody,
};

/** The estimate's lines, picked from the utility's price list or typed. */
const EstimateLines = () => {
  const { t } = useTranslation('requests');
  const form = Form.useFormInstance();
  const items = priceItemsApi.useList({ pageSize: 200, active: true, sort: 'sortOrder' });
  const lines = (Form.useWatch('lines', form) ?? []) as { quantity?: number; unitPrice?: number }[];
  const total = lines.reduce(
    (s, l) => s + Math.round(((l?.quantity ?? 0) * 1000 * (l?.unitPrice ?? 0)) / 1000),
    0,
  );
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f) => (
            <Row gutter={8} key={f.key} align="bottom">
              <Col xs={24} sm={9}>
                <Form.Item name={[f.name, 'name']} label={t('estimate.item')} required>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={8} sm={4}>
                <Form.Item name={[f.name, 'quantity']} label={t('estimate.qty')} required>
                  <InputNumber min={0} step={0.5} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={6} sm={3}>
                <Form.Item name={[f.name, 'unit']} label={t('estimate.unit')} required>
                  <Input maxLength={30} />
                </Form.Item>
              </Col>
              <Col xs={10} sm={6}>
                <Form.Item name={[f.name, 'unitPrice']} label={t('estimate.unitPrice')} required>
                  <MoneyInput />
                </Form.Item>
              </Col>
              <Col xs={24} sm={2}>
                <Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('estimate.remove')}
                    onClick={() => remove(f.name)}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Space wrap style={{ marginBottom: 12 }}>
            <Select
              style={{ minWidth: 220 }}
              placeholder={t('estimate.fromList')}
              value={null}
              options={(items.data?.items ?? []).map((i) => ({
                value: i.id,
                label: `${i.name} (${formatMoney(i.price)}/${i.unit})`,
              }))}
              onChange={(id: string) => {
                const i = items.data?.items.find((x) => x.id === id);
                if (i) {
                  add({
                    priceItemId: i.id,
                    name: i.name,
                    unit: i.unit,
                    unitPrice: i.price,
                    quantity: 1,
                  });
                }
              }}
            />
            <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
              {t('estimate.add')}
            </Button>
            <span>{t('estimate.total', { amount: formatMoney(total) })}</span>
          </Space>
        </>
      )}
    </Form.List>
  );
};

const InstallFields = ({ request }: { request: ServiceRequest }) => {
  const { t } = useTranslation('requests');
  const routes = useRouteOptions(request.areaId);
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name="serial" label={t('install.serial')} required>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="brand" label={t('install.brand')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="initialReading" label={t('install.initialReading')} required>
          <ReadingInput />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="digits" label={t('install.digits')} required>
          <InputNumber min={3} max={8} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="installedOn" label={t('install.installedOn')} required>
          <BeDatePicker allowClear={false} />
        </Form.Item>
      </Col>
      <Col xs={16} sm={8}>
        <Form.Item name="routeId" label={t('field.route')}>
          <Select allowClear options={routes.options} />
        </Form.Item>
      </Col>
      <Col xs={8} sm={4}>
        <Form.Item name="routeSeq" label={t('install.routeSeq')}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
};

/** One move of a request, in a modal: what it needs, posted; the drawer shows the result. */
export const MoveModal = ({ request, step, onClose }: Props) => {
  const { t } = useTranslation('requests');
  const [form] = Form.useForm();
  const moveIt = useRequestMove();
  const options = useServiceOptions();
  if (!step) return null;
  const initial: Record<Step, object> = {
    survey: { surveyedOn: todayIso(), distanceM: 0, meterSizeId: request.meterSizeId, lines: [] },
    approve: {},
    fees: {},
    install: { installedOn: todayIso(), digits: 4, initialReading: 0, routeId: request.routeId },
    done: { doneOn: todayIso(), digits: 4 },
    complete: DATED_KINDS.includes(request.kind)
      ? { effectiveOn: todayIso(), carryDebt: false }
      : {},
    reject: {},
    cancel: {},
  };
  return (
    <FormModal<object>
      open
      title={t(`move.${step}`, { number: request.number })}
      form={form}
      schema={SCHEMAS[step]}
      initialValues={initial[step]}
      okText={t(`do.${step}`)}
      danger={step === 'reject' || step === 'cancel'}
      successMessage={t('move.saved')}
      width={step === 'survey' ? 820 : step === 'done' ? 680 : 560}
      onSubmit={(body) => moveIt.mutateAsync({ id: request.id, step, body })}
      onClose={onClose}
    >
      {step === 'survey' && (
        <>
          <Row gutter={12}>
            <Col xs={12} sm={8}>
              <Form.Item name="surveyedOn" label={t('survey.on')} required>
                <BeDatePicker allowClear={false} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="distanceM" label={t('survey.distance')} required>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <Form.Item name="meterSizeId" label={t('field.meterSize')}>
                <Select allowClear options={options.meterSizes} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="findings" label={t('survey.findings')} required>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <EstimateLines />
        </>
      )}
      {step === 'fees' && (
        <>
          <Form.Item
            name="connectionFee"
            label={t('fees.connectionFee')}
            extra={t(request.kind === 'new_connection' ? 'fees.hintNew' : 'fees.hintOther')}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item name="dueDate" label={t('fees.dueDate')}>
            <BeDatePicker />
          </Form.Item>
        </>
      )}
      {step === 'install' && <InstallFields request={request} />}
      {step === 'done' && <DoneFields request={request} />}
      {step === 'complete' && <CompleteFields request={request} />}
      {step === 'complete' && request.kind === 'complaint' && (
        <Form.Item name="answer" label={t('field.answer')} required>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      )}
      {(step === 'reject' || step === 'cancel') && (
        <Form.Item name="reason" label={t('field.reason')} required>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      )}
      {['approve', 'done', 'complete'].includes(step) && (
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      )}
    </FormModal>
  );
};

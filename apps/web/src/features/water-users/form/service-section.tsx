import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WaterUser } from '@prapa/contracts';
import { MoneyInput } from '../../../components/inputs/money-input.tsx';
import { BeDatePicker } from '../../basic/shared/be-date-picker.tsx';
import { useRouteOptions, withCurrent, type useServiceOptions } from '../options.ts';

type Props = {
  options: ReturnType<typeof useServiceOptions>;
  /** The record edited: its own choices stay readable even if now inactive. */
  user?: WaterUser;
  creating: boolean;
  onPicked: () => void;
};

const search = { optionFilterProp: 'label' } as const;
/** The usage status a cancelled connection carries (the default list's CANCEL). */
const CANCELLED = 'CANCEL';

/** Where the connection is served and on what terms: area, route, type, meter size, status. */
export const ServiceSection = ({ options, user, creating, onPicked }: Props) => {
  const { t } = useTranslation('water-users');
  const form = Form.useFormInstance();
  const areaId = Form.useWatch('areaId', form) as string | undefined;
  const routes = useRouteOptions(areaId);
  // Cancelling is its own action, with a reason and its own right (the server refuses it here).
  const isCancelled = (id: string) =>
    id !== user?.usageStatusId &&
    options.usageStatusRows.find((row) => row.id === id)?.code === CANCELLED;

  const onArea = () => {
    // A route belongs to one area: a route of another area no longer fits.
    form.setFields([{ name: 'routeId', value: undefined, touched: true }]);
    onPicked();
  };
  const onMeterSize = (id: string) => {
    if (!creating || form.isFieldTouched('depositPaid')) return;
    const size = options.meterSizeRows.find((m) => m.id === id);
    if (size) form.setFieldsValue({ depositPaid: size.deposit });
  };

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item name="areaId" label={t('field.area')} required>
          <Select
            showSearch={search}
            options={withCurrent(options.areas, user?.areaId, user?.areaName)}
            loading={options.loading}
            placeholder={t('placeholder.area')}
            onChange={onArea}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item name="routeId" label={t('field.route')} extra={t('hint.route')}>
          <Select
            allowClear
            showSearch={search}
            options={
              user && user.areaId === areaId
                ? withCurrent(routes.options, user.routeId, user.routeName)
                : routes.options
            }
            loading={!!areaId && routes.loading}
            disabled={!areaId}
            placeholder={areaId ? t('placeholder.route') : t('placeholder.areaFirst')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item name="userTypeId" label={t('field.userType')} required>
          <Select
            showSearch={search}
            options={withCurrent(options.userTypes, user?.userTypeId, user?.userTypeName)}
            loading={options.loading}
            placeholder={t('placeholder.choose')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="meterSizeId" label={t('field.meterSize')} required>
          <Select
            showSearch={search}
            options={withCurrent(options.meterSizes, user?.meterSizeId, user?.meterSizeLabel)}
            loading={options.loading}
            placeholder={t('placeholder.choose')}
            onChange={onMeterSize}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name="usageStatusId"
          label={t('field.usageStatus')}
          required
          extra={creating ? undefined : t('hint.usageStatus')}
        >
          <Select
            showSearch={search}
            options={withCurrent(
              options.usageStatuses,
              user?.usageStatusId,
              user?.usageStatusName,
            ).map((o) => ({ ...o, disabled: !creating && isCancelled(o.value) }))}
            loading={options.loading}
            placeholder={t('placeholder.choose')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="depositPaid" label={t('field.depositPaid')}>
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="connectedOn" label={t('field.connectedOn')}>
          <BeDatePicker />
        </Form.Item>
      </Col>
    </Row>
  );
};

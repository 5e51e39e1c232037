import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { entitlementInput, type WaterUser } from '@prapa/contracts';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import { BeDatePicker } from '../../basic/shared/be-date-picker.tsx';
import { useSaveEntitlement, type Entitlement } from '../api.ts';
import { todayIso } from '../form/form-values.ts';
import { useSchemeOptions, withCurrent } from '../options.ts';

type Props = {
  user: WaterUser;
  open: boolean;
  /** null: a new entitlement. */
  entitlement: Entitlement | null;
  onClose: () => void;
};

/** A discount the connection is entitled to: which scheme, on what evidence, for when. */
export const EntitlementModal = ({ user, open, entitlement, onClose }: Props) => {
  const { t } = useTranslation('water-users');
  const [form] = Form.useForm();
  const save = useSaveEntitlement();
  const schemes = useSchemeOptions();
  const initialValues = entitlement
    ? {
        schemeId: entitlement.schemeId,
        evidence: entitlement.evidence,
        validFrom: entitlement.validFrom,
        validTo: entitlement.validTo,
      }
    : { schemeId: undefined, evidence: '', validFrom: todayIso(), validTo: null };

  return (
    <FormModal
      open={open}
      title={
        entitlement ? t('discount.editTitle') : t('discount.addTitle', { name: user.fullName })
      }
      form={form}
      schema={entitlementInput}
      initialValues={initialValues}
      okText={entitlement ? t('form.save') : t('discount.add')}
      successMessage={entitlement ? t('discount.saved') : t('discount.added')}
      onSubmit={(body) => save.mutateAsync({ userId: user.id, id: entitlement?.id ?? null, body })}
      onClose={onClose}
    >
      <Form.Item name="schemeId" label={t('field.scheme')} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={withCurrent(schemes.options, entitlement?.schemeId, entitlement?.schemeName)}
          loading={schemes.loading}
          placeholder={t('placeholder.scheme')}
          notFoundContent={t('discount.noSchemes')}
        />
      </Form.Item>
      <Form.Item name="evidence" label={t('field.evidence')} required extra={t('hint.evidence')}>
        <Input maxLength={100} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="validFrom" label={t('field.validFrom')} required>
            <BeDatePicker />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="validTo" label={t('field.validTo')} extra={t('hint.validTo')}>
            <BeDatePicker allowClear />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
};

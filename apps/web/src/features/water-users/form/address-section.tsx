import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addressOptions,
  byThaiName,
  useDistricts,
  useProvinces,
  useSubDistricts,
} from './thai-address.ts';

type Props = {
  /** Called when a pick-list changes other fields (the form's own change event does not fire). */
  onPicked: () => void;
};

const filter = (input: string, option?: { search?: string }) =>
  !!option?.search?.includes(input.trim().toLowerCase());

/**
 * House number, หมู่, road, then province → district → sub-district from the Thai address
 * data; choosing a sub-district fills its postcode (still editable for the odd exception).
 */
export const AddressSection = ({ onPicked }: Props) => {
  const { t, i18n } = useTranslation('water-users');
  const form = Form.useFormInstance();
  const english = i18n.language !== 'th';
  const province = Form.useWatch(['address', 'province'], form) as string | null | undefined;
  const district = Form.useWatch(['address', 'district'], form) as string | null | undefined;
  const provinces = useProvinces();
  const provinceCode = byThaiName(provinces.data, province)?.code;
  const districts = useDistricts(provinceCode);
  const districtCode = byThaiName(districts.data, district)?.code;
  const subDistricts = useSubDistricts(districtCode);

  const pick = (patch: Record<string, string | null>) => {
    form.setFields(
      Object.entries(patch).map(([key, value]) => ({
        name: ['address', key],
        value,
        touched: true,
        errors: [],
      })),
    );
    onPicked();
  };

  return (
    <Row gutter={16}>
      <Col xs={24} sm={8} lg={6}>
        <Form.Item name={['address', 'houseNo']} label={t('field.houseNo')} required>
          <Input maxLength={30} placeholder={t('placeholder.houseNo')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={6} lg={4}>
        <Form.Item name={['address', 'moo']} label={t('field.moo')}>
          <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10} lg={14}>
        <Form.Item name={['address', 'road']} label={t('field.road')}>
          <Input maxLength={100} placeholder={t('placeholder.road')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name={['address', 'province']} label={t('field.province')} required>
          <Select
            showSearch={{ filterOption: filter }}
            options={addressOptions(provinces.data, english)}
            loading={provinces.isPending}
            placeholder={t('placeholder.province')}
            onChange={() => pick({ district: null, subdistrict: null, postcode: null })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name={['address', 'district']} label={t('field.district')} required>
          <Select
            showSearch={{ filterOption: filter }}
            options={addressOptions(districts.data, english)}
            loading={!!provinceCode && districts.isPending}
            disabled={!province}
            placeholder={province ? t('placeholder.district') : t('placeholder.provinceFirst')}
            onChange={() => pick({ subdistrict: null, postcode: null })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name={['address', 'subdistrict']} label={t('field.subdistrict')} required>
          <Select
            showSearch={{ filterOption: filter }}
            options={addressOptions(subDistricts.data, english)}
            loading={!!districtCode && subDistricts.isPending}
            disabled={!district}
            placeholder={district ? t('placeholder.subdistrict') : t('placeholder.districtFirst')}
            onChange={(name: string) =>
              pick({ postcode: byThaiName(subDistricts.data, name)?.postalCode ?? null })
            }
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={['address', 'postcode']}
          label={t('field.postcode')}
          required
          extra={t('hint.postcode')}
        >
          <Input maxLength={5} inputMode="numeric" />
        </Form.Item>
      </Col>
    </Row>
  );
};

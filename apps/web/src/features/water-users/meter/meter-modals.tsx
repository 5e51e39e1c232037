import { Alert, Divider, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  installMeterBody,
  removeMeterBody,
  replaceMeterBody,
  type WaterUser,
} from '@prapa/contracts';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import { BeDatePicker } from '../../basic/shared/be-date-picker.tsx';
import { useOrg } from '../../org/api.ts';
import { useMeterAction } from '../api.ts';
import { todayIso } from '../form/form-values.ts';
import { useServiceOptions, withCurrent } from '../options.ts';
import { NewMeterFields, ReadingInput } from './meter-fields.tsx';

export type MeterAction = 'install' | 'replace' | 'remove';

type Props = { user: WaterUser; action: MeterAction | null; onClose: () => void };

const useNewMeterDefaults = (user: WaterUser) => {
  const org = useOrg();
  return {
    serial: '',
    brand: '',
    meterSizeId: user.meterSizeId,
    digits: user.meter?.digits ?? org.data?.meterDigits ?? 4,
    installedOn: todayIso(),
    initialReading: 0,
    note: '',
  };
};

/** Install, replace or remove the connection's meter, each in its own short form. */
export const MeterModals = ({ user, action, onClose }: Props) => {
  const { t } = useTranslation('water-users');
  const [installForm] = Form.useForm();
  const [replaceForm] = Form.useForm();
  const [removeForm] = Form.useForm();
  const options = useServiceOptions();
  const sizes = withCurrent(options.meterSizes, user.meterSizeId, user.meterSizeLabel);
  const defaults = useNewMeterDefaults(user);
  const install = useMeterAction('install');
  const replace = useMeterAction('replace');
  const remove = useMeterAction('remove');
  const meter = user.meter;
  const name = user.fullName;

  const current = meter && (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('meter.currentLine', {
        serial: meter.serial,
        reading: meter.initialReading.toLocaleString(),
      })}
    />
  );

  // One modal at a time, so the new-meter fields of Install and Replace never share ids.
  return (
    <>
      {action === 'install' && (
        <FormModal
          open
          title={t('meter.installTitle', { name })}
          form={installForm}
          schema={installMeterBody}
          initialValues={defaults}
          okText={t('meter.install')}
          successMessage={t('meter.installed')}
          width={640}
          onSubmit={(body) => install.mutateAsync({ userId: user.id, body })}
          onClose={onClose}
        >
          <NewMeterFields sizes={sizes} dateLabel={t('field.installedOn')} autoFocus />
        </FormModal>
      )}

      {action === 'replace' && (
        <FormModal
          open
          title={t('meter.replaceTitle', { name })}
          form={replaceForm}
          schema={replaceMeterBody}
          initialValues={{ ...defaults, oldFinalReading: null, reason: '' }}
          okText={t('meter.replace')}
          successMessage={t('meter.replaced')}
          width={640}
          onSubmit={(body) => replace.mutateAsync({ userId: user.id, body })}
          onClose={onClose}
          intro={current}
        >
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('meter.oldMeter')}
          </Typography.Title>
          <Form.Item
            name="oldFinalReading"
            label={t('field.oldFinalReading')}
            required
            extra={t('hint.oldFinalReading')}
          >
            <ReadingInput autoFocus />
          </Form.Item>
          <Form.Item name="reason" label={t('field.reason')} required>
            <Input maxLength={500} placeholder={t('placeholder.replaceReason')} />
          </Form.Item>
          <Divider style={{ margin: '8px 0 16px' }} />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('meter.newMeter')}
          </Typography.Title>
          <NewMeterFields sizes={sizes} dateLabel={t('field.replacedOn')} />
        </FormModal>
      )}

      {action === 'remove' && (
        <FormModal
          open
          title={t('meter.removeTitle', { name })}
          form={removeForm}
          schema={removeMeterBody}
          initialValues={{ removedOn: todayIso(), finalReading: null, reason: '' }}
          okText={t('meter.remove')}
          danger
          successMessage={t('meter.removed')}
          onSubmit={(body) => remove.mutateAsync({ userId: user.id, body })}
          onClose={onClose}
          intro={current}
        >
          <Form.Item name="finalReading" label={t('field.finalReading')} required>
            <ReadingInput autoFocus />
          </Form.Item>
          <Form.Item name="removedOn" label={t('field.removedOn')} required>
            <BeDatePicker />
          </Form.Item>
          <Form.Item name="reason" label={t('field.reason')} required>
            <Input maxLength={500} placeholder={t('placeholder.removeReason')} />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
};

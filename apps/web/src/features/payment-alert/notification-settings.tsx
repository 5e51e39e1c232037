import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  notificationProviders,
  notificationSettingsInput,
  type NotificationSettingsInput,
} from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { useNotificationSettings, useSaveNotificationSettings } from './api.ts';

/**
 * Who carries the organisation's SMS and LINE messages. Only the outbox exists for now:
 * it records each message on the notice and sends nothing.
 */
export const NotificationSettingsModal = ({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('payment-alert');
  const [form] = Form.useForm();
  const settings = useNotificationSettings(open);
  const save = useSaveNotificationSettings();
  return (
    <FormModal<NotificationSettingsInput>
      open={open && settings.data !== undefined}
      title={t('settings.title')}
      form={form}
      schema={notificationSettingsInput}
      initialValues={settings.data ?? { provider: 'outbox', sender: null }}
      onSubmit={(body) => save.mutateAsync(body)}
      onClose={onClose}
      intro={
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings.outboxHint')} />
      }
    >
      <Form.Item name="provider" label={t('settings.provider')}>
        <Radio.Group
          options={notificationProviders.map((p) => ({ value: p, label: t(`provider.${p}`) }))}
        />
      </Form.Item>
      <Form.Item name="sender" label={t('settings.sender')} extra={t('settings.senderHint')}>
        <Input maxLength={40} />
      </Form.Item>
    </FormModal>
  );
};

import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cancelWaterUserBody, type WaterUser } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { useCancelWaterUser } from './api.ts';
import { useServiceOptions } from './options.ts';

/** The usage status a cancelled connection carries (the default list's CANCEL). */
const CANCELLED = 'CANCEL';

/**
 * A connection is never deleted once it has readings or money: it is cancelled, which
 * moves it to the cancelled usage status with a reason. Its history stays.
 */
export const CancelConnection = ({ user }: { user: WaterUser }) => {
  const { t } = useTranslation('water-users');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const cancel = useCancelWaterUser();
  const { usageStatusRows } = useServiceOptions();
  const status = usageStatusRows.find((s) => s.id === user.usageStatusId);
  if (status?.code === CANCELLED) return null;

  return (
    <>
      <Button danger icon={<StopOutlined />} onClick={() => setOpen(true)}>
        {t('cancel.button')}
      </Button>
      {open && (
        <FormModal
          open
          title={t('cancel.title', { name: user.fullName })}
          form={form}
          schema={cancelWaterUserBody}
          initialValues={{ reason: '' }}
          okText={t('cancel.ok')}
          danger
          successMessage={t('cancel.done', { name: user.fullName })}
          onSubmit={(body) => cancel.mutateAsync({ id: user.id, reason: body.reason })}
          onClose={() => setOpen(false)}
          intro={
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                <Typography.Text>
                  {t('cancel.intro', { name: user.fullName, customerNo: user.customerNo })}
                </Typography.Text>
              }
            />
          }
        >
          <Form.Item name="reason" label={t('cancel.reason')} required>
            <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
};

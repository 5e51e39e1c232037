import { useState } from 'react';
import { App, Button, Form, Input, Tooltip } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { waterUserInput } from '@prapa/contracts';
import { useCan } from '../../../components/use-can.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { revealNationalId } from '../api.ts';
import { isMaskedNationalId } from './form-values.ts';

type Props = { userId?: string };

/**
 * The national id: typed in full on a new record; on an existing one shown masked, and
 * in full only after "show full number", which the server records in the audit trail.
 */
export const NationalIdField = ({ userId }: Props) => {
  const { t } = useTranslation('water-users');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const mayEdit = useCan('waterUser.write');
  const [revealing, setRevealing] = useState(false);
  const value = Form.useWatch('nationalId', form) as string | undefined;
  const masked = Boolean(userId) && isMaskedNationalId(value);

  const reveal = async () => {
    if (!userId) return;
    setRevealing(true);
    try {
      const { nationalId } = await revealNationalId(userId);
      form.setFieldValue('nationalId', nationalId ?? '');
    } catch (err) {
      void message.error(isApiError(err) ? err.message : String(err));
    } finally {
      setRevealing(false);
    }
  };

  return (
    <Form.Item
      name="nationalId"
      label={t('field.nationalId')}
      validateTrigger="onBlur"
      rules={masked ? [] : [zodRule(waterUserInput.shape.nationalId)]}
      extra={masked ? t('nationalId.revealHint') : t('hint.nationalId')}
    >
      <Input
        maxLength={17}
        inputMode="numeric"
        placeholder="1-2345-67890-12-1"
        readOnly={masked}
        suffix={
          masked && mayEdit ? (
            <Tooltip title={t('nationalId.revealHint')}>
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined />}
                loading={revealing}
                onClick={() => void reveal()}
                style={{ padding: 0, height: 'auto' }}
              >
                {t('nationalId.reveal')}
              </Button>
            </Tooltip>
          ) : (
            <span />
          )
        }
      />
    </Form.Item>
  );
};

import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
};

/** The "active" field of a form: <Form.Item name="active" valuePropName="checked">. */
export const ActiveSwitch = (props: Props) => {
  const { t } = useTranslation('components');
  return (
    <Switch
      {...props}
      checkedChildren={t('status.active')}
      unCheckedChildren={t('status.inactive')}
    />
  );
};

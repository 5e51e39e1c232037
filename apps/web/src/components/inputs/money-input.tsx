import { useTranslation } from 'react-i18next';
import { FixedPointInput, type FixedPointInputProps } from './fixed-point-input.tsx';

type Props = Omit<FixedPointInputProps, 'suffix' | 'grouped'>;

/** Baht with 2 decimals on screen; satang (integer) as the value. */
export const MoneyInput = (props: Props) => {
  const { t } = useTranslation('components');
  return <FixedPointInput {...props} grouped suffix={t('unit.baht')} />;
};

/** Percent with 2 decimals on screen; basis points (7 % = 700) as the value. */
export const PercentInput = (props: Props) => (
  <FixedPointInput {...props} grouped={false} suffix="%" placeholder={props.placeholder ?? '0'} />
);

/**
 * A discount's value in the unit of its kind: percent with 2 decimals (held in basis
 * points), baht (held in satang) or whole m³.
 */
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DiscountKind } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import { MoneyInput, PercentInput } from '../../../components/inputs/money-input.tsx';

type Props = {
  kind: DiscountKind | undefined;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  disabled?: boolean;
};

export const DiscountValueInput = ({ kind, ...input }: Props) => {
  const { t } = useTranslation('basic');
  if (kind === 'percent') return <PercentInput {...input} />;
  if (kind === 'fixed') return <MoneyInput {...input} />;
  return (
    <InputNumber<number>
      {...input}
      min={0}
      precision={0}
      suffix={t('unit.m3')}
      style={{ width: '100%' }}
    />
  );
};

/** "10.00 %", "50.00 บาท", "5 ลบ.ม." */
export const formatDiscountValue = (kind: DiscountKind, value: number, t: TFunction<'basic'>) => {
  if (kind === 'percent') return `${formatMoney(value)} %`;
  if (kind === 'fixed') return `${formatMoney(value)} ${t('unit.baht')}`;
  return `${value} ${t('unit.m3')}`;
};

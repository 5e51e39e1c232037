/**
 * A date picker that shows Buddhist-era years (DD/MM/2569) in the field and the panels,
 * bound to a 'YYYY-MM-DD' business date string (what the contracts take).
 *   <Form.Item name="effectiveFrom"><BeDatePicker /></Form.Item>
 * dayjs cannot parse a typed BE year, so the field is picked, not typed.
 */
import { useContext } from 'react';
import { ConfigProvider, DatePicker } from 'antd';
import type { PickerLocale } from 'antd/es/date-picker/generatePicker';
import dayjs, { type Dayjs } from 'dayjs';
// Extends dayjs with buddhistEra (BBBB) before any picker renders.
import '../../../lib/format.ts';

type Props = {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  disabledDate?: (date: Dayjs) => boolean;
  allowClear?: boolean;
};

const ISO = 'YYYY-MM-DD';

const useBuddhistLocale = (): PickerLocale | undefined => {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const base = locale?.DatePicker;
  if (!base) return undefined;
  return { ...base, lang: { ...base.lang, yearFormat: 'BBBB', cellYearFormat: 'BBBB' } };
};

export const BeDatePicker = ({ value, onChange, ...rest }: Props) => {
  const locale = useBuddhistLocale();
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      locale={locale}
      format="DD/MM/BBBB"
      inputReadOnly
      value={parsed?.isValid() ? parsed : null}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(ISO) : null)}
      style={{ width: '100%' }}
    />
  );
};

import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A month in the Buddhist era ("11/2569"), as `YYYY-MM`. */
export const MonthPicker = ({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (month: string) => void;
  label: string;
}) => (
  <DatePicker
    aria-label={label}
    value={dayjs(`${value}-01`)}
    onChange={(v) => v && onChange(v.format('YYYY-MM'))}
    picker="month"
    format="MM/BBBB"
    allowClear={false}
    disabledDate={(d) => d.isAfter(dayjs(), 'month')}
  />
);

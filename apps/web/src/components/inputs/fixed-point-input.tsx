/**
 * A number typed with up to 2 decimals, stored as an integer hundred times larger:
 * baht ⇄ satang, percent ⇄ basis points. The text is never turned into a float.
 * A value that cannot be read is passed on as NaN, so the schema reports it.
 */
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Input } from 'antd';
import { formatMoney, parseMoney } from '@prapa/domain';

export type FixedPointInputProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  suffix?: ReactNode;
  /** Thousands separators when shown (money yes, percent no). */
  grouped?: boolean;
  allowNegative?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
  autoFocus?: boolean;
};

const show = (value: number | null | undefined, grouped: boolean): string => {
  if (value === null || value === undefined || !Number.isSafeInteger(value)) return '';
  const text = formatMoney(value);
  return grouped ? text : text.replaceAll(',', '');
};

export const FixedPointInput = (props: FixedPointInputProps) => {
  const { value, onChange, grouped = true, allowNegative = false } = props;
  const [text, setText] = useState(() => show(value, grouped));
  const [focused, setFocused] = useState(false);

  // Follow outside changes (form reset, "fill from…") unless the reader is typing.
  useEffect(() => {
    if (!focused) setText(show(value, grouped));
  }, [value, grouped, focused]);

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') return onChange?.(null);
    const parsed = parseMoney(next);
    onChange?.(parsed === null || (parsed < 0 && !allowNegative) ? Number.NaN : parsed);
  };

  return (
    <Input
      id={props.id}
      aria-label={props['aria-label']}
      value={text}
      inputMode="decimal"
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      placeholder={props.placeholder ?? '0.00'}
      suffix={props.suffix}
      onChange={(event) => change(event.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setText(show(value, grouped) || text);
      }}
      style={{ textAlign: 'right', ...props.style }}
    />
  );
};

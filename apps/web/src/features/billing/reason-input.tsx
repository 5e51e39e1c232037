import { Input, Typography } from 'antd';

type Props = {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
};

/** The reason a bill's void or fee waiver is recorded with, and why it was refused. */
export const ReasonInput = ({ label, value, error, onChange }: Props) => (
  <>
    <Input.TextArea
      autoFocus
      rows={3}
      maxLength={300}
      value={value}
      aria-label={label}
      placeholder={label}
      status={error ? 'error' : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
    {error && <Typography.Text type="danger">{error}</Typography.Text>}
  </>
);

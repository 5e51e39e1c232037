import { Button } from 'antd';
import { CheckOutlined } from '@ant-design/icons';

type Props = {
  onDigit: (digit: string) => void;
  onBack: () => void;
  onSave: () => void;
  saveLabel: string;
  backLabel: string;
  disabled?: boolean;
};

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A numeric keypad for a thumb: big keys, the save key where the thumb rests. */
export const Keypad = ({ onDigit, onBack, onSave, saveLabel, backLabel, disabled }: Props) => {
  const key = { height: '100%', width: '100%', fontSize: 24, fontWeight: 600 } as const;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gridAutoRows: '1fr',
        gap: 6,
        flex: 1,
        minHeight: 0,
      }}
    >
      {DIGITS.map((d) => (
        <Button key={d} style={key} onClick={() => onDigit(d)} disabled={disabled}>
          {d}
        </Button>
      ))}
      <Button style={key} onClick={onBack} aria-label={backLabel} disabled={disabled}>
        ⌫
      </Button>
      <Button style={key} onClick={() => onDigit('0')} disabled={disabled}>
        0
      </Button>
      <Button
        style={key}
        type="primary"
        icon={<CheckOutlined />}
        aria-label={saveLabel}
        onClick={onSave}
        disabled={disabled}
      />
    </div>
  );
};

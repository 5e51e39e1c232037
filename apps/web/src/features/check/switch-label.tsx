import { Switch } from 'antd';

type Props = { checked: boolean; onChange: (on: boolean) => void; label: string };

/** A switch and its words in one <label>: a click on the words toggles it too. */
export const SwitchLabel = ({ checked, onChange, label }: Props) => (
  <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
    <Switch checked={checked} onChange={onChange} />
    <span>{label}</span>
  </label>
);

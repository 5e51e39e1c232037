import { Tag } from 'antd';

type Props = { name: string; colour?: string | null };

/** A usage status in the organisation's own colour for it (normal green, cut off red …). */
export const UsageStatusTag = ({ name, colour }: Props) => (
  <Tag
    color={colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : 'default'}
    style={{ marginInlineEnd: 0 }}
  >
    {name}
  </Tag>
);

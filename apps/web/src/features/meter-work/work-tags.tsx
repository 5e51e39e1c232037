import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeterWorkKind, MeterWorkState } from '@prapa/contracts';

const STATE_COLOURS: Record<MeterWorkState, string> = {
  open: 'processing',
  printed: 'warning',
  done: 'success',
  cancelled: 'default',
};

export const WorkStateTag = ({ state }: { state: MeterWorkState }) => {
  const { t } = useTranslation('meter-work');
  return <Tag color={STATE_COLOURS[state]}>{t(`state.${state}`)}</Tag>;
};

export const WorkKindTag = ({ kind }: { kind: MeterWorkKind }) => {
  const { t } = useTranslation('meter-work');
  return <Tag color={kind === 'inspect' ? 'blue' : 'orange'}>{t(`kind.${kind}`)}</Tag>;
};

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestState } from '@prapa/contracts';

const COLOUR: Record<RequestState, string> = {
  submitted: 'blue',
  surveyed: 'geekblue',
  approved: 'cyan',
  fees_issued: 'gold',
  paid: 'green',
  installed: 'lime',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export const RequestStateTag = ({ state }: { state: RequestState }) => {
  const { t } = useTranslation('requests');
  return (
    <Tag color={COLOUR[state]} bordered={false}>
      {t(`state.${state}`)}
    </Tag>
  );
};

/** Still waiting on the office: neither done nor closed. */
export const isOpen = (state: RequestState) =>
  !['completed', 'rejected', 'cancelled'].includes(state);

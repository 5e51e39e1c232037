import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { roundStatuses, type RoundStatus } from '@prapa/contracts';

/** The colours of /operation/set_service, so a round reads the same on both screens. */
const COLOR: Record<RoundStatus, string> = {
  open: 'blue',
  reading: 'processing',
  billed: 'gold',
  closed: 'default',
};

const isRoundStatus = (value: string): value is RoundStatus =>
  (roundStatuses as readonly string[]).includes(value);

/** A service round's status, in the words of the rounds screen. */
export const RoundStatusTag = ({ status }: { status: string }) => {
  const { t } = useTranslation('rounds');
  return isRoundStatus(status) ? (
    <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>
  ) : (
    <Tag>{status}</Tag>
  );
};

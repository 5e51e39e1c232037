import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankRowFlag, BankRowMatch, BankRowState } from '@prapa/contracts';

/** Green goes to a receipt, gold waits for a person, red found nobody, grey is left alone. */
export const matchColour: Record<BankRowMatch, string> = {
  bill: 'green',
  connection: 'cyan',
  proposal: 'gold',
  unmatched: 'red',
  duplicate: 'default',
  ignored: 'default',
};

const stateColour: Record<BankRowState, string> = {
  receipted: 'green',
  matched: 'blue',
  queued: 'gold',
  dismissed: 'default',
  duplicate: 'default',
  ignored: 'default',
};

/** Flags are things to look at: the serious ones (a wrong bill) in red. */
const flagColour: Record<BankRowFlag, string> = {
  partial: 'orange',
  over: 'purple',
  billVoided: 'red',
  billPaid: 'orange',
  billOtherConnection: 'red',
  nothingOpen: 'purple',
  repeatInFile: 'magenta',
  paidMeanwhile: 'volcano',
};

export const MatchTag = ({ match }: { match: BankRowMatch }) => {
  const { t } = useTranslation('bank-import');
  return (
    <Tooltip title={t(`matchHint.${match}`)}>
      <Tag color={matchColour[match]} bordered={false}>
        {t(`match.${match}`)}
      </Tag>
    </Tooltip>
  );
};

export const StateTag = ({ state }: { state: BankRowState }) => {
  const { t } = useTranslation('bank-import');
  return (
    <Tooltip title={t(`stateHint.${state}`)}>
      <Tag color={stateColour[state]} bordered={false}>
        {t(`state.${state}`)}
      </Tag>
    </Tooltip>
  );
};

export const FlagTags = ({ flags }: { flags: BankRowFlag[] }) => {
  const { t } = useTranslation('bank-import');
  if (flags.length === 0) return null;
  return (
    <Flex gap={4} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag} title={t(`flagHint.${flag}`)}>
          <Tag color={flagColour[flag]} style={{ marginInlineEnd: 0 }}>
            {t(`flag.${flag}`)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
};

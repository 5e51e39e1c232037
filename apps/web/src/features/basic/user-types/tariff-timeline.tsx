/** The versions of a user type's tariff, newest first, tagged past / current / future. */
import { Button, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TariffVersion } from '@prapa/contracts';
import { formatDate } from '../../../lib/format.ts';
import { tariffSummary } from './tariff-summary.ts';

const STATUS_COLOUR = { past: 'default', current: 'success', future: 'processing' } as const;
const DOT_COLOUR = { past: 'gray', current: 'green', future: 'blue' } as const;

type Props = {
  versions: TariffVersion[];
  selectedId: string | undefined;
  onSelect: (version: TariffVersion) => void;
};

export const VersionStatusTag = ({ status }: { status: TariffVersion['status'] }) => {
  const { t } = useTranslation('basic');
  return <Tag color={STATUS_COLOUR[status]}>{t(`tariff.status.${status}`)}</Tag>;
};

export const TariffTimeline = ({ versions, selectedId, onSelect }: Props) => {
  const { t } = useTranslation('basic');
  return (
    <Timeline
      items={versions.map((version) => {
        const selected = version.id === selectedId;
        return {
          key: version.id,
          color: DOT_COLOUR[version.status],
          content: (
            <Button
              type="text"
              onClick={() => onSelect(version)}
              aria-pressed={selected}
              style={{
                height: 'auto',
                padding: '4px 8px',
                textAlign: 'start',
                whiteSpace: 'normal',
                background: selected ? 'rgba(19, 114, 186, 0.08)' : undefined,
                display: 'block',
                width: '100%',
              }}
            >
              <div>
                <Typography.Text strong>
                  {t('tariff.from', { date: formatDate(version.effectiveFrom) })}
                </Typography.Text>{' '}
                <VersionStatusTag status={version.status} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {tariffSummary(version, t)}
              </Typography.Text>
            </Button>
          ),
        };
      })}
    />
  );
};

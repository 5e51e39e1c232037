import { Card, Col, Row, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundReadingSummary } from '@prapa/contracts';
import { ANOMALY_COLOR } from './check-tags.tsx';

type Props = {
  summary: RoundReadingSummary | undefined;
  loading: boolean;
  activeAnomaly: string | undefined;
  onAnomaly: (anomaly: string | undefined) => void;
};

const FIGURES = ['expected', 'read', 'notRead', 'estimated', 'held', 'checked'] as const;

/** The counts at the top of /check, and the anomaly classes as one-click filters. */
export const CheckSummary = ({ summary, loading, activeAnomaly, onAnomaly }: Props) => {
  const { t } = useTranslation(['check', 'readings']);
  const classes = Object.entries(summary?.byAnomaly ?? {}).sort((a, b) => b[1] - a[1]);
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Row gutter={[16, 8]}>
        {FIGURES.map((key) => (
          <Col key={key} xs={8} sm={4}>
            <Statistic
              title={t(`summary.${key}`)}
              value={summary?.[key] ?? 0}
              loading={loading}
              styles={{ content: { fontSize: 20 } }}
            />
          </Col>
        ))}
      </Row>
      {classes.length > 0 && (
        <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {classes.map(([anomaly, count]) => (
            <Tag.CheckableTag
              key={anomaly}
              checked={activeAnomaly === anomaly}
              onChange={(on) => onAnomaly(on ? anomaly : undefined)}
              style={{ border: `1px solid ${ANOMALY_COLOR[anomaly] ?? '#d9d9d9'}` }}
            >
              {t(`readings:anomaly.${anomaly}`)} {count}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
    </Card>
  );
};

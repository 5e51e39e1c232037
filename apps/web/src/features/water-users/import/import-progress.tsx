import { useEffect, useState } from 'react';
import { Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Rows a second the server writes, roughly (checked again, then inserted in bulk). */
const ROWS_PER_SECOND = 1_500;

/**
 * While the one confirm request runs: progress estimated from the row count, held
 * below 95 % until the server answers (then the result replaces it).
 */
export const ImportProgress = ({ rows }: { rows: number }) => {
  const { t } = useTranslation('water-users');
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed((Date.now() - started) / 1000), 200);
    return () => clearInterval(timer);
  }, []);
  const expected = Math.max(2, rows / ROWS_PER_SECOND);
  const percent = Math.min(95, Math.round((1 - Math.exp(-elapsed / expected)) * 100));
  return (
    <Card>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('import.importing', { count: rows })}
      </Typography.Title>
      <Progress percent={percent} status="active" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('import.importingHint')}
      </Typography.Paragraph>
    </Card>
  );
};

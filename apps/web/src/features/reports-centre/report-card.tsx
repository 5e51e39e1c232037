import { useCallback, useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { ArrowRightOutlined, FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { targetOf, type ReportEntry, type ReportValues } from './catalogue.ts';
import { ReportFieldInput } from './report-fields.tsx';

type Props = {
  entry: ReportEntry;
  initial: ReportValues;
  /** Shows the income report on this page instead of following a link. */
  onShowIncome: () => void;
};

/** One report of the centre: its name, what it is, its parameters, its PDF and Excel. */
export const ReportCard = ({ entry, initial, onShowIncome }: Props) => {
  const { t } = useTranslation('income');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [values, setValues] = useState<ReportValues>(initial);
  const [busy, setBusy] = useState<'pdf' | 'excel' | null>(null);
  const change = useCallback((c: Partial<ReportValues>) => setValues((v) => ({ ...v, ...c })), []);
  const pdf = entry.pdf && targetOf(entry.pdf, entry, values);
  const excel = entry.excel && targetOf(entry.excel, entry, values);
  const run = async (kind: 'pdf' | 'excel', go: () => Promise<void>) => {
    setBusy(kind);
    try {
      await go();
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('centre.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card
      size="small"
      title={t(`reports.${entry.key}.name`)}
      extra={
        entry.numbered && (
          <Typography.Text type="secondary">{t(`reports.${entry.key}.form`)}</Typography.Text>
        )
      }
      style={{ height: '100%' }}
      data-testid={`report-${entry.key}`}
    >
      <Typography.Paragraph type="secondary" style={{ minHeight: 44 }}>
        {t(`reports.${entry.key}.about`)}
      </Typography.Paragraph>
      <Space wrap>
        {entry.fields.map((f) => (
          <ReportFieldInput key={f} field={f} values={values} onChange={change} />
        ))}
        {entry.pdf && (
          <Button
            icon={<FilePdfOutlined />}
            disabled={!pdf}
            loading={busy === 'pdf'}
            onClick={() => pdf && void run('pdf', () => openPdf(pdf.path, pdf.params))}
          >
            {t('pdf')}
          </Button>
        )}
        {entry.excel && (
          <Button
            icon={<FileExcelOutlined />}
            disabled={!excel}
            loading={busy === 'excel'}
            onClick={() => excel && void run('excel', () => api.download(excel.path, excel.params))}
          >
            {t('excel')}
          </Button>
        )}
        {entry.screen === '#income' && (
          <Button type="primary" icon={<ArrowRightOutlined />} onClick={onShowIncome}>
            {t('centre.open')}
          </Button>
        )}
        {entry.screen && entry.screen !== '#income' && (
          <Button icon={<ArrowRightOutlined />} onClick={() => void navigate(entry.screen ?? '/')}>
            {t('centre.open')}
          </Button>
        )}
      </Space>
    </Card>
  );
};

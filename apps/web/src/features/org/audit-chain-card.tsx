import { Alert, Button, Card, Flex, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useAuditChainCheck } from './api.ts';

/**
 * The auditor's check of the audit log (issue 23): every row carries a hash chained to the
 * row before it, so a row changed or removed behind the application shows here, by the
 * first link that no longer holds.
 */
export const AuditChainCard = () => {
  const { t } = useTranslation('org');
  const check = useAuditChainCheck();
  const report = check.data;
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <SafetyCertificateOutlined />
          {t('auditChain.title')}
        </Flex>
      }
      style={{ marginBottom: 16 }}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('auditChain.hint')}
        </Typography.Paragraph>
        {report &&
          (report.intact ? (
            <Alert
              type="success"
              showIcon
              message={t('auditChain.intact', { count: report.rows })}
              description={t('auditChain.checkedAt', {
                at: formatDateTime(report.checkedAt),
                hash: report.lastHash ? report.lastHash.slice(0, 16) : '—',
              })}
            />
          ) : (
            <Alert
              type="error"
              showIcon
              message={t('auditChain.broken', { count: report.breaks })}
              description={
                report.firstBreak &&
                t(`auditChain.first.${report.firstBreak.problem}`, {
                  seq: report.firstBreak.seq,
                  at: report.firstBreak.at ? formatDateTime(report.firstBreak.at) : '—',
                })
              }
            />
          ))}
        {check.error && <Alert type="error" showIcon message={check.error.message} />}
        <div>
          <Button
            icon={<SafetyCertificateOutlined />}
            loading={check.isPending}
            onClick={() => check.mutate()}
          >
            {report ? t('auditChain.again') : t('auditChain.run')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
};

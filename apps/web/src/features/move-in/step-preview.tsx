import { Alert, Button, Col, Flex, Row, Statistic, Tooltip } from 'antd';
import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MoveInPreview } from '@prapa/contracts';
import { ProblemsTable } from '../../components/import/problems-table.tsx';
import { formatMoney } from '../../lib/format.ts';

type Props = {
  preview: MoveInPreview;
  /** Why the confirm was refused, if it was. */
  error: string[] | null;
  confirming: boolean;
  onConfirm: () => void;
  onAgain: () => void;
};

/** What the file holds and what is wrong with it, cell by cell; nothing is written yet. */
export const StepPreview = ({ preview, error, confirming, onConfirm, onAgain }: Props) => {
  const { t } = useTranslation('move-in');
  const blocked = preview.problemCount > 0;
  const empty = preview.validCount === 0;
  const money = preview.step !== 'readings' && preview.step !== 'usage';

  return (
    <Flex vertical gap={12} data-testid="move-in-preview">
      <Row gutter={[16, 8]}>
        <Col xs={12} md={money ? 5 : 6}>
          <Statistic title={t('count.rows')} value={preview.rowCount} />
        </Col>
        <Col xs={12} md={money ? 5 : 6}>
          <Statistic
            title={t('count.valid')}
            value={preview.validCount}
            styles={{ content: { color: '#28C76F' } }}
          />
        </Col>
        <Col xs={12} md={money ? 4 : 6}>
          <Statistic
            title={t('count.problems')}
            value={preview.problemCount}
            styles={{ content: { color: blocked ? '#DA5444' : undefined } }}
          />
        </Col>
        <Col xs={12} md={money ? 4 : 6}>
          <Statistic title={t('count.connections')} value={preview.connections} />
        </Col>
        {money && (
          <Col xs={24} md={6}>
            <Statistic title={t('count.amount')} value={formatMoney(preview.amount)} suffix="฿" />
          </Col>
        )}
      </Row>
      {preview.mapping && (
        <Alert
          type="info"
          showIcon
          title={t('preview.mapped', { row: preview.mapping.headerRow })}
        />
      )}
      {blocked ? (
        <Alert
          type="error"
          showIcon
          title={t('preview.hasProblems', { count: preview.problemCount })}
          description={t('preview.hasProblemsHint')}
        />
      ) : empty ? (
        <Alert type="info" showIcon title={t('preview.nothing')} />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('preview.ready', { count: preview.validCount })}
          description={t('preview.readyHint')}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('file.confirmFailed')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {error.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          }
        />
      )}
      {blocked && <ProblemsTable problems={preview.problems} total={preview.problemCount} />}
      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<ReloadOutlined />} onClick={onAgain}>
          {blocked ? t('preview.chooseFixed') : t('preview.chooseOther')}
        </Button>
        <Tooltip title={blocked ? t('preview.confirmBlocked') : undefined}>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={blocked || empty}
            loading={confirming}
            onClick={onConfirm}
          >
            {t('preview.confirm', { count: preview.validCount })}
          </Button>
        </Tooltip>
      </Flex>
    </Flex>
  );
};

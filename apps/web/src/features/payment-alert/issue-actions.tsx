import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DisconnectOutlined, LinkOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DebtAlertList, DebtAlertRow, NoticeKind } from '@prapa/contracts';
import type { IssueFilter } from './api.ts';
import { IssueModal } from './issue-modal.tsx';

type Props = {
  selected: DebtAlertRow[];
  filter: IssueFilter;
  narrowed: boolean;
  steps: DebtAlertList['sums']['steps'] | undefined;
  onIssued: () => void;
  onClearSelection: () => void;
};

const ICON = {
  warning: <MailOutlined />,
  cutoff: <DisconnectOutlined />,
  reconnection: <LinkOutlined />,
} as const;

/** The three batches: warning letters, cut-off orders, reconnection orders. */
export const IssueActions = (props: Props) => {
  const { t } = useTranslation('payment-alert');
  const [kind, setKind] = useState<NoticeKind | null>(null);
  const { selected } = props;
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
      {(['warning', 'cutoff', 'reconnection'] as const).map((k) => {
        const count = selected.length
          ? selected.filter((r) => r.step === k).length
          : (props.steps?.[k] ?? 0);
        return (
          <Button
            key={k}
            type={k === 'warning' ? 'primary' : 'default'}
            danger={k === 'cutoff'}
            icon={ICON[k]}
            onClick={() => setKind(k)}
          >
            {t(`issue.button.${k}`)} ({count})
          </Button>
        );
      })}
      <Typography.Text type="secondary">
        {selected.length
          ? t('issue.forSelected', { count: selected.length })
          : props.narrowed
            ? t('issue.forFilter')
            : t('issue.forAll')}
      </Typography.Text>
      {selected.length > 0 && (
        <Button size="small" type="link" onClick={props.onClearSelection}>
          {t('issue.clearSelection')}
        </Button>
      )}
      {kind && (
        <IssueModal
          kind={kind}
          selected={selected}
          filter={props.filter}
          onClose={(issued) => {
            setKind(null);
            if (issued) props.onIssued();
          }}
        />
      )}
    </Flex>
  );
};

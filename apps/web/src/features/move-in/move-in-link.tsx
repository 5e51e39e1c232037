import type { CSSProperties } from 'react';
import { Alert, Button, Flex } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { canOpenRoute } from '@prapa/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../lib/use-session.ts';
import { useMoveInState } from './api.ts';

/**
 * The way to /move_in from /org and the home page: for those who may open it, and only
 * while the organisation has not gone live (nor already bills in Prapa).
 */
export const MoveInLink = ({ style }: { style?: CSSProperties }) => {
  const { t } = useTranslation('move-in');
  const navigate = useNavigate();
  const user = useSessionUser();
  const allowed = !!user && canOpenRoute(user, '/move_in');
  const state = useMoveInState(allowed);
  if (!allowed || !state.data || state.data.closed !== null) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<ImportOutlined />}
      data-testid="move-in-link"
      style={style}
      title={t('link.title')}
      description={
        // Under the text, not beside it: on a phone a side button squeezes the text.
        <Flex vertical align="start" gap={8}>
          {t('link.text')}
          <Button type="primary" onClick={() => void navigate('/move_in')}>
            {t('link.open')}
          </Button>
        </Flex>
      }
    />
  );
};

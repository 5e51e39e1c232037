import { Collapse } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCan } from '../use-can.ts';
import { AuditTrail, type AuditTrailProps } from './audit-trail.tsx';

/** The audit trail folded away (loaded only when opened), e.g. under an edit form. */
export const AuditCollapse = (props: AuditTrailProps) => {
  const { t } = useTranslation('components');
  const allowed = useCan('audit.read');
  if (!allowed) return null;
  return (
    <Collapse
      ghost
      style={{ marginTop: 8 }}
      items={[
        {
          key: 'audit',
          label: (
            <span>
              <HistoryOutlined /> {t('audit.title')}
            </span>
          ),
          children: <AuditTrail {...props} />,
        },
      ]}
    />
  );
};

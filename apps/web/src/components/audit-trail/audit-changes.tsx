import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldChange, Scalar } from './audit-diff.ts';

export type FieldLabel = (path: string) => ReactNode | undefined;
export type FormatValue = (path: string, value: Scalar) => ReactNode | undefined;

type Props = {
  changes: FieldChange[];
  /** A creation shows only the values set. */
  createdOnly: boolean;
  fieldLabel?: FieldLabel;
  formatValue?: FormatValue;
  limit?: number;
};

export const AuditChanges = ({
  changes,
  createdOnly,
  fieldLabel,
  formatValue,
  limit = 12,
}: Props) => {
  const { t } = useTranslation('components');
  const show = (path: string, value: Scalar): ReactNode => {
    const custom = formatValue?.(path, value);
    if (custom !== undefined) return custom;
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean' && /(^|\.)active$/.test(path)) {
      return value ? t('status.active') : t('status.inactive');
    }
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    return String(value);
  };
  const shown = changes.slice(0, limit);
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
      {shown.map((change) => (
        <li key={change.path}>
          <Typography.Text type="secondary">
            {fieldLabel?.(change.path) ?? change.path}:{' '}
          </Typography.Text>
          {!createdOnly && (
            <>
              <Typography.Text delete type="secondary">
                {show(change.path, change.before)}
              </Typography.Text>{' '}
              <ArrowRightOutlined style={{ fontSize: 11 }} aria-label={t('audit.changedTo')} />{' '}
            </>
          )}
          <Typography.Text>{show(change.path, change.after)}</Typography.Text>
        </li>
      ))}
      {changes.length > shown.length && (
        <li>
          <Typography.Text type="secondary">
            {t('audit.more', { count: changes.length - shown.length })}
          </Typography.Text>
        </li>
      )}
    </ul>
  );
};

/**
 * Who changed an entity, when (BE date-time), what (translated action) and how
 * (before → after per field), with the reason when one was given.
 *   <AuditTrail entity="office" entityId={office.id} fieldLabel={(p) => t(`field.${p}`)} />
 * Shows nothing to a reader without `audit.read`.
 */
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useCan } from '../use-can.ts';
import { formatDateTime } from '../../lib/format.ts';
import { QueryError } from '../query-error.tsx';
import { useAuditEntries } from './api.ts';
import { diffEntry } from './audit-diff.ts';
import { AuditChanges, type FieldLabel, type FormatValue } from './audit-changes.tsx';

export type AuditTrailProps = {
  entity: string;
  entityId?: string | null;
  fieldLabel?: FieldLabel;
  formatValue?: FormatValue;
  pageSize?: number;
};

export const AuditTrail = ({
  entity,
  entityId,
  fieldLabel,
  formatValue,
  pageSize = 10,
}: AuditTrailProps) => {
  const { t, i18n } = useTranslation('components');
  const allowed = useCan('audit.read');
  const query = useAuditEntries(entity, entityId, pageSize, allowed);
  if (!allowed) return null;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} />;
  }

  // A person by name; the platform's system administrator or the system by what they are.
  const actorLabel = (entry: (typeof entries)[number]) => {
    if (entry.actor === 'officer' && entry.officerName) return entry.officerName;
    return entry.actor === 'it' ? t('audit.platformIt') : t('audit.system');
  };

  const actionLabel = (action: string) => {
    const verb = action.split('.').pop() ?? action;
    return t(`audit.action.${action}`, {
      defaultValue: t(`audit.verb.${verb}`, { defaultValue: action }),
    });
  };

  return (
    <>
      <Timeline
        items={entries.map((entry) => {
          const changes = diffEntry(entry.before, entry.after);
          return {
            key: entry.id,
            color: /deactivate|void|reject|lock/.test(entry.action) ? 'red' : 'blue',
            content: (
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {formatDateTime(entry.at, i18n.language)}
                </Typography.Text>
                <div>
                  <Typography.Text strong>{actorLabel(entry)}</Typography.Text>{' '}
                  {actionLabel(entry.action)}
                </div>
                {entry.reason && (
                  <Typography.Text type="secondary">
                    {t('audit.reason')}: {entry.reason}
                  </Typography.Text>
                )}
                {changes.length > 0 && (
                  <AuditChanges
                    changes={changes}
                    createdOnly={entry.before === null || entry.before === undefined}
                    fieldLabel={fieldLabel}
                    formatValue={formatValue}
                  />
                )}
              </div>
            ),
          };
        })}
      />
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('audit.loadMore')}
        </Button>
      )}
    </>
  );
};

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../components/audit-trail/audit-trail.tsx';
import type { Scalar } from '../../components/audit-trail/audit-diff.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useSchemeOptions, useServiceOptions, type Option } from './options.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = new Set(['depositPaid']);

/** Audit paths ('address.houseNo', 'areaId', 'meter.serial') without their group. */
const leaf = (path: string) => path.split('.').pop() ?? path;

/** The water user's history: edits, cancellation, meter changes and discounts, in words. */
export const WaterUserAudit = ({ userId }: { userId: string }) => {
  const { t, i18n } = useTranslation('water-users');
  const options = useServiceOptions();
  const schemes = useSchemeOptions();

  const fieldLabel = useCallback(
    (path: string) =>
      i18n.exists(`water-users:field.${leaf(path)}`) ? t(`field.${leaf(path)}`) : undefined,
    [t, i18n],
  );

  const formatValue = useCallback(
    (path: string, value: Scalar) => {
      if (value === null || value === '') return undefined;
      const name = leaf(path);
      const lookup = (list: Option[]) => list.find((o) => o.value === value)?.label;
      if (name === 'areaId') return lookup(options.areas);
      if (name === 'userTypeId') return lookup(options.userTypes);
      if (name === 'meterSizeId') return lookup(options.meterSizes);
      if (name === 'usageStatusId') return lookup(options.usageStatuses);
      if (name === 'schemeId') return lookup(schemes.options);
      if (MONEY.has(name) && typeof value === 'number') return formatMoney(value);
      if (typeof value === 'string' && DATE.test(value)) return formatDate(value);
      return undefined;
    },
    [options, schemes.options],
  );

  return (
    <AuditTrail
      entity="water_user"
      entityId={userId}
      fieldLabel={fieldLabel}
      formatValue={formatValue}
    />
  );
};

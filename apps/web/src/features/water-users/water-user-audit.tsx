import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../components/audit-trail/audit-trail.tsx';
import type { Scalar } from '../../components/audit-trail/audit-diff.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useRouteOptions, useSchemeOptions, useServiceOptions, type Option } from './options.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = new Set(['depositPaid']);

/** What a snapshot field is called on the form ('areaName' reads as the area). */
const ALIAS: Record<string, string> = {
  addressText: 'address',
  customerName: 'fullName',
  meterSizeLabel: 'meterSize',
  areaName: 'area',
  routeName: 'route',
  userTypeName: 'userType',
  usageStatusName: 'usageStatus',
  schemeName: 'scheme',
  meterId: 'systemRef',
  waterUserId: 'systemRef',
  installationId: 'systemRef',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Audit paths ('address.houseNo', 'areaId', 'meter.serial') without their group. */
const leaf = (path: string) => {
  const name = path.split('.').pop() ?? path;
  return ALIAS[name] ?? name;
};

/**
 * The trail words its actions from `components:audit.action.<action>`; the water-user
 * and meter actions are worded in this feature's namespace and lent to it here (the
 * shared file's own wording wins once it has them).
 */
const useLendActionLabels = () => {
  const { t, i18n } = useTranslation(['water-users', 'components']);
  const [lentTo, setLentTo] = useState<string | null>(null);
  const language = i18n.language;
  useEffect(() => {
    const actions: unknown = t('water-users:auditAction', { returnObjects: true });
    if (actions && typeof actions === 'object') {
      i18n.addResourceBundle(language, 'components', { audit: { action: actions } }, true, false);
    }
    setLentTo(language);
  }, [t, i18n, language]);
  return lentTo === language;
};

/** The water user's history: edits, cancellation, meter changes and discounts, in words. */
export const WaterUserAudit = ({ userId }: { userId: string }) => {
  const { t, i18n } = useTranslation('water-users');
  const options = useServiceOptions();
  const schemes = useSchemeOptions();
  const routes = useRouteOptions(null);
  const labelled = useLendActionLabels();

  const fieldLabel = useCallback(
    (path: string) =>
      i18n.exists(`water-users:field.${leaf(path)}`) ? t(`field.${leaf(path)}`) : undefined,
    [t, i18n],
  );

  const formatValue = useCallback(
    (path: string, value: Scalar) => {
      if (value === null || value === '') return undefined;
      const name = path.split('.').pop() ?? path;
      const lists: Record<string, Option[]> = {
        areaId: options.areas,
        routeId: routes.options,
        userTypeId: options.userTypes,
        meterSizeId: options.meterSizes,
        usageStatusId: options.usageStatuses,
        schemeId: schemes.options,
      };
      const named = lists[name]?.find((o) => o.value === value)?.label;
      if (named) return named;
      if (MONEY.has(name) && typeof value === 'number') return formatMoney(value);
      if (typeof value === 'string' && DATE.test(value)) return formatDate(value);
      // Ids the reader cannot use: shortened, as a reference for support.
      if (typeof value === 'string' && UUID.test(value)) return `#${value.slice(0, 8)}`;
      return undefined;
    },
    [options, schemes.options, routes.options],
  );

  if (!labelled) return null;
  return (
    <AuditTrail
      entity="water_user"
      entityId={userId}
      fieldLabel={fieldLabel}
      formatValue={formatValue}
    />
  );
};

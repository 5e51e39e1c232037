import type { TFunction } from 'i18next';
import type { EntitlementRegisterItem } from '@prapa/contracts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { thaiDateOf } from '../water-users/water-users.export.ts';

/** The register of people entitled to a discount, as the tab lists it. */
export const entitlementColumns = (t: TFunction): XlsxColumn<EntitlementRegisterItem>[] => [
  { header: 'server:waterUser.customerNo', width: 14, value: (r) => r.customerNo },
  { header: 'server:entitlements.fullName', width: 28, value: (r) => r.fullName },
  { header: 'server:waterUser.area', width: 18, value: (r) => r.areaName },
  { header: 'server:entitlements.scheme', width: 22, value: (r) => r.schemeName },
  { header: 'server:entitlements.evidence', width: 30, value: (r) => r.evidence },
  { header: 'server:entitlements.validFrom', width: 14, value: (r) => thaiDateOf(r.validFrom) },
  {
    header: 'server:entitlements.validTo',
    width: 14,
    value: (r) => thaiDateOf(r.validTo) ?? t('server:entitlements.noEnd'),
  },
  {
    header: 'server:common.status',
    width: 14,
    value: (r) => t(`server:entitlements.state.${r.state}`),
  },
];

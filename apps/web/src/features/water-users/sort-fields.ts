/** The fields /api/v1/water-users sorts by (`sort=customerNo` or `-customerNo`). */
export const WATER_USER_SORT_FIELDS = [
  'customerNo',
  'fullName',
  'areaName',
  'routeName',
  'usageStatusName',
  'connectedOn',
  'createdAt',
] as const;

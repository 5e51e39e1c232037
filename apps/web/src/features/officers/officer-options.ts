import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { positions, roles } from '@prapa/contracts';

/** Position and role choices, labelled in the reader's language (officers namespace). */
export const useOfficerOptions = () => {
  const { t } = useTranslation('officers');
  return useMemo(
    () => ({
      positions: positions.map((value) => ({ value, label: t(`position.${value}`) })),
      roles: roles.map((value) => ({ value, label: t(`role.${value}`) })),
    }),
    [t],
  );
};

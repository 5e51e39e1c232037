/**
 * usePositionLabel()(position) → the position's name in the reader's language. In Thai
 * it is the exact name the contracts define (positionThaiName), which the server uses.
 * useRoleLabel()(role, position) → 'ผู้ดูแลระบบ' / 'Administrator' …; 'อ่านอย่างเดียว' for a
 * read-only position (an auditor), whose role alone would say it records data.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isReadOnlyPosition, positionThaiName, type Position, type Role } from '@prapa/contracts';

export const usePositionLabel = () => {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (position: Position) =>
      i18n.language === 'th' ? positionThaiName[position] : t(`positions.${position}`),
    [t, i18n.language],
  );
};

export const useRoleLabel = () => {
  const { t } = useTranslation('common');
  return useCallback(
    (role: Role, position: Position) =>
      isReadOnlyPosition(position) ? t('roles.readOnly') : t(`roles.${role}`),
    [t],
  );
};

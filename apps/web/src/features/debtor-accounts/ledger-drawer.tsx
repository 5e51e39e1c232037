import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { LedgerView } from './ledger-view.tsx';

/** ป.17 of the row clicked in the debtor list, beside the list. */
export const LedgerDrawer = ({
  debtor,
  onClose,
}: {
  debtor: { waterUserId: string; customerNo: string; name: string } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('debtors');
  return (
    <Drawer
      open={!!debtor}
      onClose={onClose}
      width="min(1280px, 100vw)"
      destroyOnHidden
      title={debtor ? t('ledger.title', { customerNo: debtor.customerNo, name: debtor.name }) : ''}
    >
      {debtor && <LedgerView waterUserId={debtor.waterUserId} />}
    </Drawer>
  );
};

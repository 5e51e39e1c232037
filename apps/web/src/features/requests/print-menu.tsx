import { App, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/use-can.ts';
import { isApiError } from '../../lib/api-error.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { requestPdfPath, type ServiceRequest } from './api.ts';
import { documentPath, issueContract } from './documents-api.ts';

/** A new connection's contract and installation order exist from approval on. */
const APPROVED: readonly ServiceRequest['state'][] = [
  'approved',
  'fees_issued',
  'paid',
  'installed',
  'completed',
];

type Doc = 'form' | 'survey' | 'installation-order' | 'contract';

/**
 * The request's documents in one menu, each offered once its state allows it: the form as
 * filed always, the survey and estimate once surveyed, the installation order and the
 * contract for a new connection approved or later. The contract takes its number the first
 * time it is printed (by whoever may write requests); later prints are the same contract.
 */
export const PrintMenu = ({ r }: { r: ServiceRequest }) => {
  const { t } = useTranslation('request-docs');
  const { message } = App.useApp();
  const canWrite = useCan('requests.write');
  const approved = r.kind === 'new_connection' && APPROVED.includes(r.state);
  const docs: Doc[] = [
    'form',
    ...(r.survey ? (['survey'] as const) : []),
    ...(approved ? (['installation-order', 'contract'] as const) : []),
  ];

  const print = async (doc: Doc) => {
    try {
      if (doc === 'form') return await openPdf(requestPdfPath(r.id));
      if (doc === 'contract' && canWrite) await issueContract(r.id);
      await openPdf(documentPath(r.id, doc));
    } catch (err) {
      void message.error(isApiError(err) ? err.message : t('print.failed'));
    }
  };

  const items: MenuProps['items'] = docs.map((doc) => ({ key: doc, label: t(`print.${doc}`) }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => void print(key as Doc) }}>
      <Button icon={<PrinterOutlined />}>
        {t('print.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
};

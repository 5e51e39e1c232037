import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { receiptPapers, type ReceiptPaper } from '@prapa/contracts';

const KEY = 'receipt.paper';

/** The paper this counter prints on, remembered per browser; none: the printer's own. */
export const storedReceiptPaper = (): ReceiptPaper | undefined => {
  const v = localStorage.getItem(KEY);
  return receiptPapers.find((p) => p === v);
};

export const useReceiptPaper = () => {
  const [paper, setPaper] = useState<ReceiptPaper | undefined>(storedReceiptPaper);
  const choose = (next: ReceiptPaper | undefined) => {
    if (next) localStorage.setItem(KEY, next);
    else localStorage.removeItem(KEY);
    setPaper(next);
  };
  return [paper, choose] as const;
};

const AUTO = 'auto';

/** 80 mm or 58 mm roll, A5 sheet, or whatever the office's receipt printer is set to. */
export const ReceiptPaperSelect = ({
  value,
  onChange,
}: {
  value: ReceiptPaper | undefined;
  onChange: (paper: ReceiptPaper | undefined) => void;
}) => {
  const { t } = useTranslation('payment');
  return (
    <Select<string>
      value={value ?? AUTO}
      onChange={(v) => onChange(receiptPapers.find((p) => p === v))}
      aria-label={t('paper.label')}
      style={{ minWidth: 150 }}
      options={[
        { value: AUTO, label: t('paper.auto') },
        ...receiptPapers.map((p) => ({ value: p, label: t(`paper.${p}`) })),
      ]}
    />
  );
};

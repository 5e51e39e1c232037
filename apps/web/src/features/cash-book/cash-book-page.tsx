import { useState } from 'react';
import { Button, DatePicker, Segmented, Space } from 'antd';
import { BankOutlined, DownloadOutlined, FilePdfOutlined, SendOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { api } from '../../lib/api-client.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { DAY_PATH, MONTH_PATH, useCashBookDay, useCashBookMonth } from './api.ts';
import { CashDayView } from './cash-day-view.tsx';
import { CashMonthView } from './cash-month-view.tsx';
import { DepositModal } from './deposit-modal.tsx';
import { TreasuryModal } from './treasury-modal.tsx';
import { VoidCashModal, type Voiding } from './void-cash-modal.tsx';

type View = 'day' | 'month';

/**
 * /receive_management: the finance office's side of the money. The cash book (สมุดเงินสด)
 * of a day or a month, deposit slips and money sent to the treasury, PDF and Excel.
 */
export const CashBookPage = () => {
  const { t } = useTranslation('cash-book');
  const canWrite = useCan('cashBook.write');
  const [view, setView] = useState<View>('day');
  const [date, setDate] = useState(dayjs());
  const [form, setForm] = useState<'deposit' | 'treasury' | null>(null);
  const [voiding, setVoiding] = useState<Voiding | null>(null);
  const iso = date.format('YYYY-MM-DD');
  const monthKey = date.format('YYYY-MM');
  const day = useCashBookDay(iso, view === 'day');
  const month = useCashBookMonth(monthKey, view === 'month');
  const base = view === 'day' ? DAY_PATH : MONTH_PATH;
  const params = view === 'day' ? { date: iso } : { month: monthKey };
  const d = day.data;
  return (
    <>
      <PageHeader
        description={t('description')}
        actions={
          <Space wrap>
            <Segmented
              value={view}
              onChange={(v) => setView(v as View)}
              options={[
                { value: 'day', label: t('view.day') },
                { value: 'month', label: t('view.month') },
              ]}
            />
            {view === 'day' ? (
              <BeDatePicker
                value={iso}
                onChange={(v) => v && setDate(dayjs(v))}
                allowClear={false}
              />
            ) : (
              <DatePicker
                value={date}
                onChange={(v) => v && setDate(v)}
                picker="month"
                format="MM/BBBB"
                allowClear={false}
              />
            )}
            <Button icon={<FilePdfOutlined />} onClick={() => void openPdf(`${base}/pdf`, params)}>
              {t('action.pdf')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void api.download(`${base}/export`, params)}
            >
              {t('action.export')}
            </Button>
            {canWrite && view === 'day' && d && (
              <>
                <Button type="primary" icon={<BankOutlined />} onClick={() => setForm('deposit')}>
                  {t('action.deposit')}
                </Button>
                <Button icon={<SendOutlined />} onClick={() => setForm('treasury')}>
                  {t('action.treasury')}
                </Button>
              </>
            )}
          </Space>
        }
      />
      {view === 'day' && day.error && <QueryError error={day.error} />}
      {view === 'month' && month.error && <QueryError error={month.error} />}
      {view === 'day' && d && <CashDayView day={d} canVoid={canWrite} onVoid={setVoiding} />}
      {view === 'month' && month.data && (
        <CashMonthView
          month={month.data}
          onDay={(v) => {
            setDate(dayjs(v));
            setView('day');
          }}
        />
      )}
      {d && form === 'deposit' && (
        <DepositModal
          date={iso}
          closing={d.closing}
          accounts={d.accounts}
          onClose={() => setForm(null)}
        />
      )}
      {d && form === 'treasury' && (
        <TreasuryModal
          date={iso}
          closing={d.closing}
          accounts={d.accounts}
          onClose={() => setForm(null)}
        />
      )}
      {voiding && <VoidCashModal doc={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
};

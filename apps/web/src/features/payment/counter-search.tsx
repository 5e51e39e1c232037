import { useRef, useState } from 'react';
import { Alert, Input, Space, Table, type InputRef } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { useCounterFind, type FoundConnection } from './api.ts';
import { CameraScan } from './camera-scan.tsx';

/**
 * The counter's search box. A USB scanner types a bill's barcode (`|biller⏎ref1⏎ref2⏎
 * amount⏎`): while the text starts with "|" and has fewer than four parts, Enter adds a
 * line break instead of searching. One match opens at once; several are a list, ↑/↓ and
 * Enter to open. The camera button reads the same codes from the device's camera.
 */
export const CounterSearch = ({
  onOpen,
  inputRef,
}: {
  onOpen: (id: string) => void;
  inputRef: React.RefObject<InputRef | null>;
}) => {
  const { t } = useTranslation('payment');
  const find = useCounterFind();
  const [text, setText] = useState('');
  const [items, setItems] = useState<FoundConnection[] | null>(null);
  const [cursor, setCursor] = useState(0);
  const [searched, setSearched] = useState('');
  const scan = useRef('');

  const open = (id: string) => {
    setItems(null);
    setText('');
    onOpen(id);
  };

  const search = async (q: string) => {
    if (q.trim() === '') return;
    const found = await find.mutateAsync(q);
    setSearched(q);
    if (found.items.length === 1 && found.items[0]) open(found.items[0].id);
    else {
      setItems(found.items);
      setCursor(0);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (items && items.length > 0 && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setCursor((c) =>
        Math.max(0, Math.min(items.length - 1, c + (e.key === 'ArrowDown' ? 1 : -1))),
      );
      return;
    }
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const value = scan.current + text;
    if (value.startsWith('|') && value.split('\r').length < 4) {
      scan.current = `${value}\r`;
      setText('');
      return;
    }
    scan.current = '';
    const picked = items?.[cursor];
    // Enter again on the same text opens the highlighted row.
    if (items && picked && value === searched) open(picked.id);
    else void search(value);
  };

  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          ref={inputRef}
          size="large"
          autoFocus
          allowClear
          prefix={<ScanOutlined />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') scan.current = '';
          }}
          onKeyDown={onKeyDown}
        />
        <CameraScan
          onScan={(code) => {
            setText(code.replace(/[\r\n]+/g, ' '));
            void search(code);
          }}
        />
      </Space.Compact>
      {find.isError && <Alert type="error" showIcon message={String(find.error.message)} />}
      {items && items.length === 0 && (
        <Alert type="info" showIcon style={{ marginTop: 8 }} message={t('search.none')} />
      )}
      {items && items.length > 0 && (
        <Table<FoundConnection>
          size="small"
          style={{ marginTop: 8 }}
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={items}
          onRow={(r, i) => ({
            onClick: () => open(r.id),
            className: i === cursor ? 'ant-table-row-selected' : '',
            style: { cursor: 'pointer' },
          })}
          columns={[
            { title: t('col.customerNo'), dataIndex: 'customerNo', width: 110 },
            { title: t('col.name'), dataIndex: 'name' },
            { title: t('col.address'), dataIndex: 'address', responsive: ['md'] },
            { title: t('col.meterSerial'), dataIndex: 'meterSerial', responsive: ['lg'] },
            {
              title: t('col.owed'),
              dataIndex: 'owed',
              align: 'right',
              render: (v: number) => formatMoney(v),
            },
          ]}
        />
      )}
    </div>
  );
};

import { useMemo, useState } from 'react';
import { Flex, Input, Select, Table, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '@prapa/contracts';

type Props = { problems: ImportProblem[]; total: number };

/** Every problem of the file with its row and column, narrowed by column or by words. */
export const ProblemsTable = ({ problems, total }: Props) => {
  const { t } = useTranslation('components');
  const [column, setColumn] = useState<string | undefined>();
  const [text, setText] = useState('');

  const columns = useMemo(() => {
    const counts = new Map<string, number>();
    for (const p of problems) {
      const key = p.column ?? '';
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([value, count]) => ({
      value,
      label: `${value || t('importProblems.wholeRow')} (${count.toLocaleString()})`,
    }));
  }, [problems, t]);

  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return problems.filter(
      (p) =>
        (column === undefined || (p.column ?? '') === column) &&
        (!needle ||
          p.message.toLowerCase().includes(needle) ||
          String(p.row) === needle ||
          (p.cell ?? '').toLowerCase() === needle),
    );
  }, [problems, column, text]);

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<string>
          allowClear
          value={column}
          onChange={(value) => setColumn(value ?? undefined)}
          options={columns}
          placeholder={t('importProblems.allColumns')}
          aria-label={t('importProblems.allColumns')}
          style={{ width: 300, maxWidth: '100%' }}
        />
        <Input
          allowClear
          prefix={<SearchOutlined />}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('importProblems.searchProblems')}
          aria-label={t('importProblems.searchProblems')}
          style={{ width: 360, maxWidth: '100%' }}
        />
        {total > problems.length && (
          <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
            {t('importProblems.problemsCapped', {
              shown: problems.length.toLocaleString(),
              total: total.toLocaleString(),
            })}
          </Typography.Text>
        )}
      </Flex>
      <Table<ImportProblem>
        rowKey={(p, i) => `${p.row}-${p.cell ?? ''}-${i ?? 0}`}
        size="small"
        dataSource={shown}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          {
            key: 'row',
            dataIndex: 'row',
            title: t('importProblems.row'),
            width: 90,
            align: 'right',
            sorter: (a, b) => a.row - b.row,
          },
          {
            key: 'column',
            title: t('importProblems.column'),
            width: 260,
            render: (_: unknown, p) =>
              p.column ? (
                <Flex gap={6} align="center">
                  {p.cell && <Typography.Text code>{p.cell}</Typography.Text>}
                  {p.column}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('importProblems.wholeRow')}</Typography.Text>
              ),
          },
          { key: 'message', dataIndex: 'message', title: t('importProblems.problem') },
        ]}
      />
    </>
  );
};

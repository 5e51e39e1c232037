import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export type ChooserColumn = { key: string; title: ReactNode; hideable: boolean };

const storageKey = (key: string) => `prapa.columns.${key}`;

const readHidden = (key: string | undefined, fallback: string[]): string[] => {
  if (!key) return fallback;
  try {
    const raw = localStorage.getItem(storageKey(key));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed)
      ? parsed.filter((v): v is string => typeof v === 'string')
      : fallback;
  } catch {
    return fallback;
  }
};

/** Hidden column keys, remembered per table on this device. */
export const useHiddenColumns = (key: string | undefined, defaults: string[]) => {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(key, defaults));
  const update = (next: string[]) => {
    setHidden(next);
    if (key) localStorage.setItem(storageKey(key), JSON.stringify(next));
  };
  return [hidden, update] as const;
};

type Props = {
  columns: ChooserColumn[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
};

export const ColumnChooser = ({ columns, hidden, onChange }: Props) => {
  const { t } = useTranslation('components');
  const content = (
    <Space orientation="vertical" size={4}>
      {columns
        .filter((column) => column.hideable)
        .map((column) => (
          <Checkbox
            key={column.key}
            checked={!hidden.includes(column.key)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? hidden.filter((key) => key !== column.key)
                  : [...hidden, column.key],
              )
            }
          >
            {column.title}
          </Checkbox>
        ))}
      <Button size="small" type="link" onClick={() => onChange([])} style={{ padding: 0 }}>
        {t('table.showAllColumns')}
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('table.columns')}>
      <Tooltip title={t('table.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('table.columns')} type="text" />
      </Tooltip>
    </Popover>
  );
};

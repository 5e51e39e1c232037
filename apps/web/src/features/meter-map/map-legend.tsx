import { useState } from 'react';
import { Typography } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { LegendEntry } from './map-data.ts';

type Props = {
  entries: LegendEntry[];
  activeId: string | undefined;
  onToggle: (id: string) => void;
  title: string;
};

/** Below antd's `sm`: on a phone the open legend would hide half the map. */
const wideScreen = () => window.matchMedia('(min-width: 576px)').matches;

/**
 * Over the map's lower left: what each colour means; a click shows only that status.
 * Its title folds it away (folded at first on a phone).
 */
export const MapLegend = ({ entries, activeId, onToggle, title }: Props) => {
  const [open, setOpen] = useState(wideScreen);
  if (entries.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={title}
      style={{
        position: 'absolute',
        left: 12,
        bottom: 24,
        zIndex: 1000,
        background: 'rgba(255, 255, 255, 0.95)',
        borderRadius: 8,
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
        padding: '8px 12px',
        maxHeight: '50%',
        overflowY: 'auto',
        minWidth: open ? 180 : undefined,
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          width: '100%',
          padding: 0,
          marginBottom: open ? 4 : 0,
          border: 'none',
          background: 'transparent',
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        <Typography.Text strong style={{ flex: 1, textAlign: 'start' }}>
          {title}
        </Typography.Text>
        {open ? <DownOutlined style={{ fontSize: 11 }} /> : <UpOutlined style={{ fontSize: 11 }} />}
      </button>
      {open &&
        entries.map((entry) => (
          <button
            key={entry.id}
            type="button"
            aria-pressed={entry.id === activeId}
            onClick={() => onToggle(entry.id)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              width: '100%',
              padding: '3px 4px',
              border: 'none',
              borderRadius: 4,
              background: entry.id === activeId ? '#e6f4ff' : 'transparent',
              cursor: 'pointer',
              font: 'inherit',
              textAlign: 'start',
            }}
          >
            <span
              style={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                background: entry.colour,
                border: '1.5px solid #fff',
                boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.2)',
                flex: 'none',
              }}
            />
            <span style={{ flex: 1 }}>{entry.name}</span>
            <Typography.Text type="secondary">{entry.count.toLocaleString()}</Typography.Text>
          </button>
        ))}
    </div>
  );
};

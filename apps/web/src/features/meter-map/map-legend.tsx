import { Typography } from 'antd';
import type { UsageStatus } from '@prapa/contracts';
import type { MapPoint } from './api.ts';

export type LegendEntry = { id: string | null; name: string; colour: string; count: number };

/** The statuses on the map with their counts, in the organisation's status order. */
export const legendOf = (points: MapPoint[], statuses: UsageStatus[]): LegendEntry[] => {
  const byName = new Map<string, LegendEntry>();
  for (const point of points) {
    const entry = byName.get(point.statusName);
    if (entry) entry.count += 1;
    else {
      const status = statuses.find((s) => s.name === point.statusName);
      byName.set(point.statusName, {
        id: status?.id ?? null,
        name: point.statusName,
        colour: point.statusColour,
        count: 1,
      });
    }
  }
  const rank = (entry: LegendEntry) => {
    const index = statuses.findIndex((s) => s.id === entry.id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...byName.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
};

type Props = {
  entries: LegendEntry[];
  activeId: string | undefined;
  onToggle: (id: string) => void;
  title: string;
};

/** Over the map's lower left: what each colour means; a click shows only that status. */
export const MapLegend = ({ entries, activeId, onToggle, title }: Props) => {
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
        minWidth: 180,
      }}
    >
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {title}
      </Typography.Text>
      {entries.map((entry) => (
        <button
          key={entry.id ?? entry.name}
          type="button"
          disabled={!entry.id}
          aria-pressed={entry.id !== null && entry.id === activeId}
          onClick={() => entry.id && onToggle(entry.id)}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            width: '100%',
            padding: '3px 4px',
            border: 'none',
            borderRadius: 4,
            background: entry.id !== null && entry.id === activeId ? '#e6f4ff' : 'transparent',
            cursor: entry.id ? 'pointer' : 'default',
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

/**
 * A small bar chart on recharts, in the theme's colours.
 *   <SimpleBarChart data={[{ key, label, value, colour? }]} format={(v) => …} onBar={(key) => …} />
 * Import it only from screens loaded lazily (screens.ts): recharts must stay out of the
 * login page's bundle (e2e/login-weight.spec.ts).
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** `label` on the axis (short); `hint`, when given, names the bar in full in the tooltip. */
export type BarDatum = {
  key: string;
  label: string;
  value: number;
  colour?: string;
  hint?: string;
};

export type SimpleBarChartProps = {
  data: BarDatum[];
  height?: number;
  /** How a value reads in the tooltip and on the axis (money, %, a count). */
  format?: (value: number) => string;
  /** Bars lie along the y axis: long labels (route names) stay readable on a phone. */
  horizontal?: boolean;
  onBar?: (key: string) => void;
  /** What the chart shows, for screen readers (the figures are in the card's text too). */
  label: string;
  /** What a value counts, named in the tooltip ("debtors"). */
  valueName: string;
};

const BRAND = '#1372BA';

export const SimpleBarChart = ({
  data,
  height = 180,
  format = (v) => String(v),
  horizontal = false,
  onBar,
  label,
  valueName,
}: SimpleBarChartProps) => (
  <div role="img" aria-label={label} style={{ width: '100%', height }}>
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tickFormatter={format} fontSize={11} allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={72} fontSize={11} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" fontSize={11} interval={0} />
            <YAxis tickFormatter={format} fontSize={11} width={48} allowDecimals={false} />
          </>
        )}
        <Tooltip
          formatter={(v) => format(Number(v))}
          labelFormatter={(label, payload) =>
            (payload[0]?.payload as BarDatum | undefined)?.hint ?? String(label)
          }
          cursor={{ fill: 'rgba(19,114,186,0.06)' }}
        />
        <Bar
          dataKey="value"
          name={valueName}
          radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          cursor={onBar ? 'pointer' : undefined}
          onClick={
            onBar
              ? (entry: { payload?: BarDatum }) => entry.payload && onBar(entry.payload.key)
              : undefined
          }
          isAnimationActive={false}
        >
          {data.map((d) => (
            <Cell key={d.key} fill={d.colour ?? BRAND} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  </div>
);

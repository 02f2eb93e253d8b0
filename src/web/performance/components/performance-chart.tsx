import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ListingPerformance } from '#core/api/performance';
import { money } from '../format.ts';

type Metric = {
  key: 'sessions' | 'conversion' | 'unitsOrdered' | 'sales';
  label: string;
  format: (v: number) => string;
  /** The axis's shorter form, where it differs. */
  tick?: (v: number) => string;
};

/**
 * Sessions, Conversion, Units ordered and Sales over the 90 days, one small chart each (their scales
 * differ too much to share an axis), with a marker on the day of each pushed version. Loaded lazily:
 * Recharts stays out of the dashboard's and the listing's first download.
 */
export function PerformanceCharts({ data }: { data: ListingPerformance }) {
  const currency = data.currency ?? '';
  const metrics: Metric[] = [
    { key: 'sessions', label: 'Sessions', format: (v) => v.toLocaleString() },
    { key: 'conversion', label: 'Conversion', format: (v) => `${(v * 100).toFixed(1)}%` },
    { key: 'unitsOrdered', label: 'Units ordered', format: (v) => v.toLocaleString() },
    {
      key: 'sales',
      label: 'Sales',
      format: (v) => money(v, currency),
      tick: (v) => money(v, currency, true),
    },
  ];
  const markers = data.pushes.map((p, i) => ({ ...p, label: `Push ${i + 1}` }));
  // A marker needs its day on the axis: a push made today has no figures yet.
  const known = new Set(data.days.map((d) => d.day));
  const chartData = [...data.days, ...markers.filter((m) => !known.has(m.day)).map((m) => ({ day: m.day }))].sort((a, b) =>
    a.day < b.day ? -1 : a.day > b.day ? 1 : 0,
  );
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {metrics.map((m) => (
        <figure key={m.key} className="grid min-w-0 gap-1" data-testid={`chart-${m.key}`} aria-label={`${m.label} per day`}>
          <figcaption className="text-sm font-medium">{m.label}</figcaption>
          <div className="h-44">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={chartData} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
                <XAxis dataKey="day" tick={{ fontSize: 10 }} minTickGap={24} />
                <YAxis tick={{ fontSize: 10 }} width={48} tickFormatter={(v: number) => (m.tick ?? m.format)(v)} />
                <Tooltip formatter={(v) => (typeof v === 'number' ? m.format(v) : String(v))} />
                <Line
                  type="monotone"
                  dataKey={m.key}
                  stroke="var(--color-primary, #2563eb)"
                  dot={false}
                  strokeWidth={1.5}
                  isAnimationActive={false}
                />
                {markers.map((p) => (
                  <ReferenceLine
                    key={p.versionId}
                    x={p.day}
                    stroke="#f59e0b"
                    strokeDasharray="4 2"
                    label={{ value: p.label, position: 'insideTopRight', fontSize: 10 }}
                    className="push-marker"
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      ))}
    </div>
  );
}

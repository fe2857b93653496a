// A horizontal bar chart drawn on the server as SVG: no chart library and no JavaScript. It scales to its box, so on a
// 390 px phone its 360-unit drawing is shown at about its own size; each bar has its label above it and its value at
// its end. The chart is a picture of the table beside it (the table is the truth): hidden from screen readers.

export type Bar = { label: string; value: number; display: string; tone?: "brand" | "muted" };

const WIDTH = 360;
const ROW = 40;
const LABEL_CHARS = 46;

const clip = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text);

export function BarChart({ bars, testId }: { bars: readonly Bar[]; testId: string }) {
  if (!bars.length) return null;
  const max = Math.max(...bars.map((b) => b.value), 0);
  const height = bars.length * ROW + 4;
  // Room at the bar's end for its value.
  const track = WIDTH - 80;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" className="block h-auto max-w-xl" aria-hidden="true" focusable="false" data-testid={testId}>
      {bars.map((bar, i) => {
        const y = i * ROW;
        const width = max > 0 ? Math.max((bar.value / max) * track, bar.value > 0 ? 2 : 0) : 0;
        return (
          <g key={`${bar.label}-${i}`}>
            <text x={0} y={y + 13} className="fill-slate-700" fontSize={12}>
              {clip(bar.label)}
            </text>
            <rect x={0} y={y + 18} width={track} height={14} rx={3} className="fill-slate-100" />
            {width > 0 ? <rect x={0} y={y + 18} width={width} height={14} rx={3} className={bar.tone === "muted" ? "fill-slate-400" : "fill-brand-600"} /> : null}
            <text x={width + 6} y={y + 29} className="fill-slate-900" fontSize={12} fontWeight={600}>
              {bar.display}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

// Bars of PnL per period, oldest on the left: up from zero for a gain, down for a loss. The table
// beside it holds the same figures for reading and for screen readers; each bar names its figure
// on hover.
import type { PeriodRow } from '../../../domain/contracts/statistics';
import { formatSignedUsd } from '../../../domain/format/format';
import { useWidth } from '../../charts/useWidth';
import { vars } from '../../theme/theme.css';

const HEIGHT = 160;
const LABEL_SPACE = 18;

export function PeriodBars({ rows, labels, label }: { rows: readonly PeriodRow[]; labels: readonly string[]; label: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const max = Math.max(1e-9, ...rows.map((r) => Math.abs(r.pnl_usd)));
  const plot = HEIGHT - LABEL_SPACE;
  const hasLoss = rows.some((r) => r.pnl_usd < 0);
  const hasGain = rows.some((r) => r.pnl_usd > 0);
  // zero in the middle when both signs occur, else at the edge the bars grow from
  const zero = hasLoss && hasGain ? plot / 2 : hasLoss ? 0 : plot;
  const scale = hasLoss && hasGain ? plot / 2 / max : plot / max;
  const step = rows.length > 0 ? width / rows.length : 0;
  const barWidth = Math.max(1, step * 0.7);
  // a label under every n-th bar, so labels do not overlap (about 70 px each)
  const every = Math.max(1, Math.ceil(70 / Math.max(step, 1)));
  return (
    <div ref={ref} style={{ width: '100%' }}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} role="img" aria-label={label} style={{ display: 'block' }}>
          <line x1={0} x2={width} y1={zero} y2={zero} stroke={vars.color.border} />
          {rows.map((r, i) => {
            const h = Math.abs(r.pnl_usd) * scale;
            const x = i * step + (step - barWidth) / 2;
            return (
              <rect
                key={r.start}
                data-bar={r.start}
                x={x}
                y={r.pnl_usd >= 0 ? zero - h : zero}
                width={barWidth}
                height={Math.max(r.closed > 0 ? 1 : 0, h)}
                fill={r.pnl_usd >= 0 ? vars.color.positive : vars.color.negative}
              >
                <title>{`${labels[i]}: ${formatSignedUsd(r.pnl_usd)}`}</title>
              </rect>
            );
          })}
          {rows.map((r, i) =>
            (rows.length - 1 - i) % every === 0 ? (
              <text
                key={`l-${r.start}`}
                x={i * step + step / 2}
                y={HEIGHT - 4}
                fontSize={11}
                textAnchor="middle"
                fill={vars.color.textMuted}
              >
                {labels[i].split('–')[0].slice(0, 5)}
              </text>
            ) : null,
          )}
        </svg>
      )}
    </div>
  );
}

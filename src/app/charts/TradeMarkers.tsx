// A bot's trades on a price chart (issue 54): ▲ where a position opened, ▼ where one closed, each at
// its price over the candle of its time. A mark is a button: hovering, focusing it (Tab) or pressing
// it shows what happened there (position, price, time, exit reason, PnL); Escape hides a pinned one.
import { useState, type KeyboardEvent } from 'react';
import { exitReasonText } from '../../domain/rules/mining/exitReason';
import { formatDateTime, formatSignedUsd } from '../../domain/format/format';
import type { TradeMark } from '../../domain/rules/mining/tradeMarks';
import { fill } from '../i18n/fill';
import { chartsRu } from '../i18n/sections/charts';
import { exitReasonsRu } from '../i18n/sections/exitReasons';
import { vars } from '../theme/theme.css';

const t = chartsRu;
const SIZE = 7;
const LINE_HEIGHT = 15;

/** What a mark's tooltip says, line by line (also its accessible name). */
function tradeLines(m: TradeMark, priceText: (v: number) => string): string[] {
  const lines = [
    fill(m.kind === 'open' ? t.tradeOpenTitle : t.tradeCloseTitle, { id: m.tokenId }),
    fill(t.tradePrice, { price: priceText(m.price) }),
    fill(t.tradeTime, { time: formatDateTime(m.time) }),
  ];
  if (m.kind === 'close') lines.push(fill(t.tradeReason, { reason: exitReasonText(m.exitReason, exitReasonsRu) }));
  else if (m.open) lines.push(t.tradeStillOpen);
  lines.push(fill(m.open ? t.tradePnlSoFar : t.tradePnl, { pnl: formatSignedUsd(m.pnl) }));
  return lines;
}

function markPath(kind: TradeMark['kind'], x: number, y: number): string {
  // ▲ below its price for an opening, ▼ above it for a closing: the tip points at the price
  return kind === 'open'
    ? `M${x},${y} L${x + SIZE},${y + SIZE * 1.6} L${x - SIZE},${y + SIZE * 1.6} Z`
    : `M${x},${y} L${x + SIZE},${y - SIZE * 1.6} L${x - SIZE},${y - SIZE * 1.6} Z`;
}

function Tooltip({
  lines,
  x,
  y,
  kind,
  width,
  height,
}: {
  lines: string[];
  x: number;
  y: number;
  kind: TradeMark['kind'];
  width: number;
  height: number;
}) {
  const boxW = Math.min(width, Math.max(...lines.map((l) => l.length)) * 7.4 + 18);
  const boxH = lines.length * LINE_HEIGHT + 10;
  const left = Math.max(0, Math.min(width - boxW, x - boxW / 2));
  // away from the mark, inside the plot
  const below = kind === 'open' ? y + SIZE * 2 + 4 : y + 6;
  const above = kind === 'open' ? y - boxH - 6 : y - SIZE * 2 - boxH - 4;
  const top = below + boxH <= height ? below : Math.max(0, above);
  return (
    <g transform={`translate(${left}, ${top})`} pointerEvents="none" data-trade-tooltip="">
      <rect width={boxW} height={boxH} rx={6} fill={vars.color.surfaceRaised} stroke={vars.color.border} />
      {lines.map((line, i) => (
        <text key={line} x={8} y={18 + i * LINE_HEIGHT} fontSize={12} fill={vars.color.text} fontWeight={i === 0 ? 600 : 400}>
          {line}
        </text>
      ))}
    </g>
  );
}

export function TradeMarkers({
  trades,
  xOf,
  yOf,
  width,
  height,
  priceText,
}: {
  trades: ReadonlyArray<TradeMark>;
  /** The x of a moment (its candle's centre), or null off the chart. */
  xOf: (time: number) => number | null;
  yOf: (price: number) => number;
  width: number;
  height: number;
  priceText: (v: number) => string;
}) {
  const [hovered, setHovered] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);
  const placed = trades.flatMap((m) => {
    const x = xOf(m.time);
    return x === null ? [] : [{ m, x, y: yOf(m.price), lines: tradeLines(m, priceText) }];
  });
  const shown = placed.find((p) => p.m.id === (hovered ?? pinned));
  const onKey = (e: KeyboardEvent, id: string) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      setPinned(null);
      setHovered(null);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      setPinned((p) => (p === id ? null : id));
    }
  };
  return (
    <g data-trades="" aria-label={t.trades}>
      {placed.map(({ m, x, y, lines }) => {
        const colour = m.kind === 'open' ? vars.color.chartEntry : m.pnl >= 0 ? vars.color.positive : vars.color.negative;
        const active = shown?.m.id === m.id;
        return (
          <g
            key={m.id}
            data-trade={m.id}
            tabIndex={0}
            role="button"
            aria-label={lines.join('. ')}
            aria-pressed={pinned === m.id}
            style={{ cursor: 'pointer', outline: 'none' }}
            onPointerEnter={() => setHovered(m.id)}
            onPointerLeave={() => setHovered(null)}
            onFocus={() => setHovered(m.id)}
            onBlur={() => setHovered(null)}
            onClick={() => setPinned((p) => (p === m.id ? null : m.id))}
            onKeyDown={(e) => onKey(e, m.id)}
          >
            {/* a larger, invisible target for a finger */}
            <circle cx={x} cy={m.kind === 'open' ? y + SIZE : y - SIZE} r={14} fill="transparent" />
            <path
              d={markPath(m.kind, x, y)}
              fill={colour}
              stroke={active ? vars.color.focus : vars.color.surface}
              strokeWidth={active ? 2.5 : 1}
            />
          </g>
        );
      })}
      {shown && <Tooltip lines={shown.lines} x={shown.x} y={shown.y} kind={shown.m.kind} width={width} height={height} />}
    </g>
  );
}

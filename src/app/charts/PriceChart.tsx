// A candle chart with horizontal price lines (channel, entry, current price, stop-losses), drawn
// with visx. Lines marked draggable can be moved with the pointer. Load it lazily (LazyPriceChart):
// visx stays out of the first screen.
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { AxisBottom, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Line } from '@visx/shape';
import { formatClock, formatPrice } from '../../domain/format';
import { vars } from '../theme/theme.css';
import { clampToDomain, priceDomain } from './chartDomain';
import type { ChartLineTone, PriceChartProps } from './chartTypes';

const MARGIN = { top: 12, right: 72, bottom: 28, left: 8 };

const TONE: Record<ChartLineTone, { stroke: string; dash?: string }> = {
  upper: { stroke: vars.color.info },
  lower: { stroke: vars.color.info },
  entry: { stroke: vars.color.textMuted, dash: '4 4' },
  current: { stroke: vars.color.accent, dash: '2 3' },
  stop: { stroke: vars.color.negative, dash: '6 3' },
};

export default function PriceChart({ candles, lines, height = 280, ariaLabel, onLineDrag }: PriceChartProps) {
  const { parentRef, width } = useParentSize({ debounceTime: 60, initialSize: { width: 0, height } });
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ id: string; domain: [number, number] } | null>(null);

  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  // While dragging the scale stays put, otherwise the line would chase the pointer.
  const domain =
    drag?.domain ??
    priceDomain(
      candles,
      lines.map((l) => l.price),
    );
  const y = scaleLinear<number>({ domain, range: [innerH, 0] });
  const x = scaleBand<number>({ domain: candles.map((_, i) => i), range: [0, innerW], padding: 0.3 });
  const step = Math.max(1, Math.ceil(candles.length / Math.max(1, Math.floor(innerW / 80))));
  const tickIdx = candles.map((_, i) => i).filter((i) => i % step === 0);
  // Every price of the chart on the pair's own scale (cents for ETH, five decimals for MATIC).
  const reference = candles.length > 0 ? candles[candles.length - 1].close : (lines[0]?.price ?? 0);
  const priceText = (v: number) => formatPrice(v, reference);

  const priceAt = (clientY: number): number | null => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box) return null;
    const value = y.invert(clientY - box.top - MARGIN.top);
    return clampToDomain(value, domain);
  };

  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag || !onLineDrag) return;
    const price = priceAt(e.clientY);
    if (price !== null) onLineDrag(drag.id, price);
  };
  const endDrag = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    if (svgRef.current?.hasPointerCapture?.(e.pointerId)) svgRef.current.releasePointerCapture(e.pointerId);
    setDrag(null);
  };

  return (
    <div ref={parentRef} style={{ width: '100%', height }}>
      {width > 0 && (
        <svg
          ref={svgRef}
          width={width}
          height={height}
          role="img"
          aria-label={ariaLabel}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          style={{ touchAction: drag ? 'none' : 'pan-y', userSelect: 'none', display: 'block' }}
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {candles.map((c, i) => {
              const x0 = x(i) ?? 0;
              const bw = Math.max(1, x.bandwidth());
              const up = c.close >= c.open;
              const colour = up ? vars.color.positive : vars.color.negative;
              const top = y(Math.max(c.open, c.close));
              const bottom = y(Math.min(c.open, c.close));
              return (
                <g key={c.timestamp}>
                  <line x1={x0 + bw / 2} x2={x0 + bw / 2} y1={y(c.high)} y2={y(c.low)} stroke={colour} strokeWidth={1} />
                  <rect x={x0} y={top} width={bw} height={Math.max(1, bottom - top)} fill={colour} />
                </g>
              );
            })}
            {lines.map((l) => {
              const ly = y(l.price);
              const tone = TONE[l.tone];
              const draggable = Boolean(l.draggable && onLineDrag);
              return (
                <g key={l.id} data-line={l.id}>
                  <Line
                    from={{ x: 0, y: ly }}
                    to={{ x: innerW, y: ly }}
                    stroke={tone.stroke}
                    strokeWidth={drag?.id === l.id ? 3 : 1.5}
                    strokeDasharray={tone.dash}
                  />
                  <text x={4} y={ly - 4} fontSize={11} fill={tone.stroke}>{`${l.label} ${priceText(l.price)}`}</text>
                  {draggable && (
                    <rect
                      x={0}
                      y={ly - 8}
                      width={innerW}
                      height={16}
                      fill="transparent"
                      style={{ cursor: 'ns-resize', touchAction: 'none' }}
                      aria-hidden="true"
                      data-drag={l.id}
                      onPointerDown={(e) => {
                        e.preventDefault();
                        svgRef.current?.setPointerCapture?.(e.pointerId);
                        setDrag({ id: l.id, domain });
                      }}
                    />
                  )}
                </g>
              );
            })}
          </Group>
          <AxisRight
            left={MARGIN.left + innerW}
            top={MARGIN.top}
            scale={y}
            numTicks={5}
            tickFormat={(v) => priceText(Number(v))}
            stroke={vars.color.border}
            tickStroke={vars.color.border}
            tickLabelProps={{ fill: vars.color.textMuted, fontSize: 11 }}
          />
          <AxisBottom
            top={MARGIN.top + innerH}
            left={MARGIN.left}
            scale={x}
            tickValues={tickIdx}
            tickFormat={(i) => (candles[Number(i)] ? formatClock(candles[Number(i)].timestamp) : '')}
            stroke={vars.color.border}
            tickStroke={vars.color.border}
            tickLabelProps={{ fill: vars.color.textMuted, fontSize: 11, textAnchor: 'middle' }}
          />
        </svg>
      )}
    </div>
  );
}

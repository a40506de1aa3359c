// The price chart, loaded with the block that shows it: the visx chunk is fetched on first use.
import { Suspense } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { miningRu } from '../i18n/sections/mining';
import type { PriceChartProps } from './chartTypes';
import { useBotTrades } from './useBotTrades';

const PriceChart = lazyRouteComponent(() => import('./PriceChart'));

/** `tradesOfBot`: the chart marks that bot's trades over its candles (issue 54). */
export function LazyPriceChart(props: PriceChartProps & { loadingText?: string; tradesOfBot?: number }) {
  const { loadingText = miningRu.chart.loading, tradesOfBot, ...chart } = props;
  const { trades } = useBotTrades(tradesOfBot, chart.candles);
  const height = chart.height ?? 280;
  return (
    <Suspense
      fallback={
        <div role="status" style={{ height, display: 'grid', placeItems: 'center' }}>
          {loadingText}
        </div>
      }
    >
      <PriceChart {...chart} trades={trades} />
    </Suspense>
  );
}

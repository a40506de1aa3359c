// The price chart, loaded with the block that shows it: the visx chunk is fetched on first use.
import { Suspense } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { miningRu } from '../i18n/sections/mining';
import type { PriceChartProps } from './chartTypes';

const PriceChart = lazyRouteComponent(() => import('./PriceChart'));

export function LazyPriceChart(props: PriceChartProps & { loadingText?: string }) {
  const { loadingText = miningRu.chart.loading, ...chart } = props;
  const height = chart.height ?? 280;
  return (
    <Suspense
      fallback={
        <div role="status" style={{ height, display: 'grid', placeItems: 'center' }}>
          {loadingText}
        </div>
      }
    >
      <PriceChart {...chart} />
    </Suspense>
  );
}

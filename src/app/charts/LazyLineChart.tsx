// The line chart, loaded with the block that shows it: the visx chunk is fetched on first use.
import { lazy, Suspense } from 'react';
import type { LineChartProps } from './lineChartTypes';

const LineChart = lazy(() => import('./LineChart'));

export function LazyLineChart(props: LineChartProps & { loadingText: string }) {
  const { loadingText, ...chart } = props;
  return (
    <Suspense
      fallback={
        <div role="status" style={{ height: (chart.height ?? 260) + 44, display: 'grid', placeItems: 'center' }}>
          {loadingText}
        </div>
      }
    >
      <LineChart {...chart} />
    </Suspense>
  );
}

// A dashboard block whose body is a lazily loaded chart: the chart code (visx) arrives when the
// block nears the screen, never with the first screen. A chunk that fails to load (offline, new
// deploy) shows a message in the block instead of taking the page down.
import { Component, Suspense, type ReactNode } from 'react';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { muted } from '../ui/ui.css';
import { chartBody, chartSlot } from './dashboard.css';
import { NearViewport } from './NearViewport';

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('chart failed', error);
  }

  override render() {
    return this.state.failed ? (
      <p className={muted} role="alert">
        {dashboardBlocksRu.chartFailed}
      </p>
    ) : (
      this.props.children
    );
  }
}

/** `className` reserves the chart's height (chartSlot by default), before and after it draws. */
export function ChartSlot({ className = chartSlot, children }: { className?: string; children: ReactNode }) {
  const loading = (
    <p className={muted} role="status">
      {dashboardBlocksRu.chartLoading}
    </p>
  );
  return (
    <div className={className}>
      <div className={chartBody}>
        <NearViewport placeholder={loading}>
          <ChartBoundary>
            <Suspense fallback={loading}>{children}</Suspense>
          </ChartBoundary>
        </NearViewport>
      </div>
    </div>
  );
}

// A dashboard block whose body is a lazily loaded chart: the chart code (visx) arrives with the
// block, never with the first screen. A chunk that fails to load (offline, new deploy) shows a
// message in the block instead of taking the page down.
import { Component, Suspense, type ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { muted } from '../ui/ui.css';
import { chartSlot } from './dashboard.css';

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('chart failed', error);
  }

  override render() {
    return this.state.failed ? <p className={muted} role="alert">{ru.dashboard.chartFailed}</p> : this.props.children;
  }
}

export function ChartSlot({ children }: { children: ReactNode }) {
  return (
    <div className={chartSlot}>
      <ChartBoundary>
        <Suspense fallback={<p className={muted} role="status">{ru.dashboard.chartLoading}</p>}>{children}</Suspense>
      </ChartBoundary>
    </div>
  );
}

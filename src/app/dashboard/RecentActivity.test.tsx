import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RecentActivity } from './RecentActivity';

afterEach(cleanup);

describe('recent activity', () => {
  it('names an exit reason as the history does, one wording everywhere (issue 52 item 12)', () => {
    const closed = {
      kind: 'closed' as const,
      at: Date.UTC(2026, 10, 20, 12),
      botId: 3,
      tokenId: 42,
      symbol: 'ETH/USDT',
      network: 'arbitrum',
      pnl: -1.13,
      exitReason: 'upper_stop_losss',
    };
    render(<RecentActivity activity={{ data: [closed], demo: false }} state="ready" />);
    expect(screen.getByText('Выход по верхнему каналу')).toBeTruthy();
  });

  it('says it is loading rather than that there is no activity', () => {
    render(<RecentActivity activity={{ data: [], demo: false }} state="loading" />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка данных...');
    expect(screen.queryByText('Событий пока нет.')).toBeNull();
  });
});

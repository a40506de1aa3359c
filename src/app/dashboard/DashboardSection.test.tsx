import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BotStatistics, MiningPosition, PositionsStatistics, SystemStatistics } from '../../domain/contracts/types';
import type { SessionState, WorkerApi } from '../../worker/api';
import { ANONYMOUS, demoUser, fakePort, renderFrame, signedIn } from '../session/testing';
import { setWorkerApiForTests } from '../worker/client';
import { ru } from '../i18n/ru';
import { DashboardScreen } from './DashboardSection';

const system: SystemStatistics = {
  total_pnl: 900,
  daily_pnl: 42.5,
  weekly_pnl: 120,
  monthly_pnl: 600,
  active_positions: 3,
  win_rate: 61,
  total_liquidity: 20_000,
  total_fees: 77,
};
const positionsStatistics: PositionsStatistics = {
  total_positions: 210,
  active_positions: 3,
  closed_positions: 207,
  total_pnl: 900,
  total_volume: 1_500_000,
  average_roi: 1.8,
  win_rate: 61,
};
const botStatistics: BotStatistics = {
  totalBots: 4,
  activeBots: 2,
  profitableBots: 3,
  unprofitableBots: 1,
  lowRiskBots: 2,
  mediumRiskBots: 2,
  highRiskBots: 0,
  averageSharpe: 1.1,
  totalDailyPnL: 40,
  totalMTDPnL: 555,
};
const closed = {
  token_id: 77,
  bot_id: 1,
  symbol: 'ETH/USDT',
  network: 'arbitrum',
  status: 'closed',
  timestamp: '2026-11-20T08:00:00Z',
  exit_timestamp: '2026-11-20T10:00:00Z',
  exit_reason: 'manual',
  net_pnl_usd: 12.5,
  pnl: 12.5,
  initial_investment_usd: 1000,
} as MiningPosition;

const data: Record<string, unknown> = {
  systemStatistics: system,
  positionsStatistics,
  botStatistics,
  bots: [{ id: 1, name: 'LP', network: 'base', status: 'running', enabled: true }],
  openPositions: [],
  history: { positions: [closed], total: 1, hasMore: false },
  tickers: [{ symbol: 'ETHUSDT', lastPrice: 3012.5, priceChangePercent: 0.4, highPrice: 0, lowPrice: 0, volume: 0, quoteVolume: 0 }],
};

const subscribed: string[] = [];
const commands: Array<[string, unknown]> = [];
let override: Record<string, unknown> = {};

function fakeWorker(): WorkerApi {
  return {
    subscribe: vi.fn(async (topic: string, _params: unknown, cb: (s: unknown) => void) => {
      subscribed.push(topic);
      cb(override[topic] ?? { data: data[topic] ?? null, status: 'live', updatedAt: Date.now() });
      return () => undefined;
    }),
    command: vi.fn(async (name: string, payload: unknown) => {
      commands.push([name, payload]);
    }),
    watchLive: vi.fn(async () => () => undefined),
  } as unknown as WorkerApi;
}

const DASHBOARD_PATHS = [
  '/',
  '/dashboard/risk',
  '/dashboard/performance',
  '/dashboard/portfolio',
  '/analytics',
  '/analytics/performance',
  '/analytics/risk',
  '/analytics/reports',
];

async function renderDashboard(state: SessionState, path = '/') {
  subscribed.length = 0;
  setWorkerApiForTests(fakeWorker());
  await act(async () => {
    await renderFrame(null, { port: fakePort(state), path, pages: Object.fromEntries(DASHBOARD_PATHS.map((p) => [p, DashboardScreen])) });
  });
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
  await screen.findByRole('heading', { level: 1 });
  // The blocks come a step after the cards, once their code is in (OverviewBlocks.tsx).
  await waitFor(() => expect(document.querySelector('[data-page-pending]')).toBeNull());
}

/** The dashboard blocks' titles in page order. */
function blockTitles(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
}

function card(name: string): string {
  return within(screen.getByRole('group', { name: 'Ключевые показатели' })).getByRole('region', { name }).textContent ?? '';
}

afterEach(() => {
  cleanup();
  setWorkerApiForTests(null);
  override = {};
  commands.length = 0;
});

describe('overview dashboard screen', () => {
  it('signed out: the spec sample values labelled демо-данные, and only public market data is asked for', async () => {
    await renderDashboard(ANONYMOUS);
    expect(screen.getByText(/Показатели ниже — образец, а не данные ваших ботов/)).toBeTruthy();
    expect(screen.queryByText(/реальн/)).toBeNull();
    expect(card('Общий капитал')).toContain('демо-данные');
    expect(within(screen.getByRole('region', { name: 'Распределение по сетям' })).getByText('демо-данные')).toBeTruthy();
    expect(subscribed).toEqual(['tickers']);
    // the market block is real even signed out
    const market = screen.getByRole('region', { name: 'Обзор рынка' });
    expect(within(market).queryByText('демо-данные')).toBeNull();
    expect(within(market).getByText('ETH/USDT')).toBeTruthy();
  });

  it('market: no sample prices while the feed is first asked; the labelled sample once it failed', async () => {
    override = { tickers: { data: null, status: 'loading', updatedAt: null } };
    await renderDashboard(signedIn(demoUser('trader')));
    let market = screen.getByRole('region', { name: 'Обзор рынка' });
    expect(within(market).getByRole('status').textContent).toBe(ru.ui.loading);
    expect(within(market).queryByText('демо-данные')).toBeNull();
    cleanup();
    override = { tickers: { data: null, status: 'error', updatedAt: null, error: { status: 502, detail: 'down' } } };
    await renderDashboard(signedIn(demoUser('trader')));
    market = screen.getByRole('region', { name: 'Обзор рынка' });
    expect(within(market).getByText('демо-данные')).toBeTruthy();
  });

  it('signed in: real figures in the cards and blocks, no demo label', async () => {
    await renderDashboard(signedIn(demoUser('trader')));
    expect(screen.queryAllByText('демо-данные')).toHaveLength(0);
    expect(card('Общий капитал').replace(/\s/g, ' ')).toMatch(/20 000,00 \$/);
    expect(card('Активные боты')).toContain('2 из 4');
    expect(card('Средний ROI')).toContain('1,80\u00a0%');
    // a live figure says what it is where its title does not
    expect(card('PnL за день')).toContain('с 00:00 UTC');
    expect(card('Общий объём')).toContain('вложено в позиции, не объём торгов');
    // one closed position, none open: no fall from a peak, nothing at risk now
    expect(card('Оценка риска')).toContain('0 / 100 · низкий');
    expect(card('Оценка риска')).toContain('просадка 0,00\u00a0%');
    expect(card('Оценка риска')).toContain('позиции: нет открытых');
    expect(within(screen.getByRole('region', { name: 'Последние события' })).getByText('Закрыта позиция #77')).toBeTruthy();
    expect(new Set(subscribed)).toEqual(
      new Set(['systemStatistics', 'positionsStatistics', 'botStatistics', 'bots', 'openPositions', 'history', 'metrics', 'tickers']),
    );
  });

  it('a source that failed with nothing to show gives the error with retry; old data gives the "данные на" notice', async () => {
    override = { systemStatistics: { data: null, status: 'error', updatedAt: null, error: { detail: 'Сервер недоступен', status: 503 } } };
    await renderDashboard(signedIn(demoUser('trader')));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Сервер недоступен');
    await act(async () => {
      within(alert).getByRole('button', { name: 'Попробовать снова' }).click();
    });
    expect(commands).toContainEqual(['refresh', { topic: 'systemStatistics', params: {} }]);
    cleanup();
    override = { systemStatistics: { data: system, status: 'offline', updatedAt: Date.UTC(2026, 10, 21, 9, 30) } };
    await renderDashboard(signedIn(demoUser('trader')));
    expect(screen.getByText(/^нет соединения — данные на \d\d:\d\d$/)).toBeTruthy();
  });

  it('each variant leads with what its title promises, and the overview keeps the spec blocks', async () => {
    const expected: Record<string, string[]> = {
      '/': ['Кривая капитала', 'Распределение по сетям', 'Активность по часам', 'Метрики риска'],
      '/dashboard/performance': ['PnL по дням', 'PnL по ботам'],
      '/analytics/performance': ['PnL по дням', 'PnL по ботам'],
      '/dashboard/portfolio': ['Распределение капитала'],
      '/dashboard/risk': ['Оценка риска', 'Просадка', 'Метрики риска', 'Риск открытых позиций'],
      '/analytics/risk': ['Оценка риска', 'Просадка', 'Метрики риска', 'Риск открытых позиций'],
      '/analytics/reports': ['Отчёт по периодам'],
      '/analytics': ['PnL по дням', 'PnL по ботам', 'Просадка', 'Метрики риска'],
    };
    for (const [path, lead] of Object.entries(expected)) {
      await renderDashboard(signedIn(demoUser('trader')), path);
      await screen.findByRole('heading', { level: 2, name: lead[0] });
      expect(blockTitles().slice(0, lead.length), path).toEqual(lead);
      expect(screen.queryAllByRole('group', { name: 'Ключевые показатели' }).length, path).toBe(
        path === '/' || path === '/analytics' ? 1 : 0,
      );
      cleanup();
    }
  });

  it('the risk page explains the score part by part; signed out it is a labelled sample', async () => {
    await renderDashboard(signedIn(demoUser('trader')), '/dashboard/risk');
    const block = await screen.findByRole('region', { name: 'Оценка риска' });
    const rows = within(block)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent ?? '');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^Макс\. просадкавес 40 % · 30 % и больше — 100 баллов0,00\u00a0%0$/);
    expect(rows[2]).toContain('нет открытых');
    cleanup();
    await renderDashboard(ANONYMOUS, '/dashboard/risk');
    const sample = await screen.findByRole('region', { name: 'Оценка риска' });
    expect(within(sample).getByText('демо-данные')).toBeTruthy();
    expect(within(await screen.findByRole('region', { name: 'Риск открытых позиций' })).getByText(/Доступно после входа/)).toBeTruthy();
  });
});

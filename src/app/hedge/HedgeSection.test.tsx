import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HedgeBot, HedgeBotPerformance, User } from '../../domain/contracts/types';
import type { Snapshot } from '../../worker/api';

type Snap = Snapshot<unknown> & { refresh: () => void };
const snapshots = new Map<string, Snap>();
const commands = { mutateAsync: vi.fn(), isPending: false, error: null, reset: () => undefined };
let user: User | null = null;

vi.mock('../data/useSnapshot', () => ({
  useSnapshot: (topic: string, params: Record<string, unknown>, options?: { enabled?: boolean }) => {
    if (options?.enabled === false) return { data: null, status: 'loading', updatedAt: null, refresh: () => undefined };
    return (
      snapshots.get(`${topic}:${JSON.stringify(params)}`) ?? { data: null, status: 'loading', updatedAt: null, refresh: () => undefined }
    );
  },
}));
vi.mock('../data/useCommand', () => ({ useCommand: () => commands }));
let online = true;
vi.mock('../session/SessionContext', () => ({
  useSession: () => ({ status: user ? 'authenticated' : 'anonymous', user, online }),
  useCommandBlock: () => (online ? null : 'Нет соединения с сервером: действие не выполнено'),
}));
vi.mock('../layout/SimplePage', () => ({ SimplePage: ({ children }: { children: ReactNode }) => <div>{children}</div> }));

const { HedgeBotsScreen } = await import('./HedgeSection');
const { renderPage } = await import('../session/testing');

const renderHedge = (search = '') => renderPage(`/hedge-bots${search}`, { '/hedge-bots': HedgeBotsScreen });

function bot(id: number, name: string, status: string): HedgeBot {
  return {
    bot_id: id,
    name,
    status,
    symbol: 'ETHUSDT',
    network: 'arbitrum',
    wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    rpc_url: 'https://x',
    price_open: 3000,
    channel_upper: 3100,
    channel_lower: 2900,
    usdt_start: 10000,
    eth_start: 3.33,
    gate_testnet: false,
    analysis_interval: '5m',
    enable_technical_analysis: true,
    auto_hedge: true,
    auto_rebalance: false,
    max_hedge_positions: 5,
    stop_loss_percent: 5,
  };
}
function perf(active: number, income: number): HedgeBotPerformance {
  return {
    hedge_performance: {
      total_positions: 10,
      active_positions: active,
      total_income: income,
      total_overflow_income: 1,
      total_short_income: 2,
      average_leverage: 3,
    },
    bot_stats: { total_trades: 7 },
  };
}
function live<T>(data: T): Snap {
  return { data, status: 'live', updatedAt: Date.now(), refresh: vi.fn() };
}
function account(role: User['role'], created = 1, max = 5): User {
  return {
    user_id: 1,
    username: role,
    full_name: null,
    email: `${role}@demo.local`,
    role,
    status: 'active',
    total_bots_created: created,
    max_bots: max,
    max_concurrent_bots: 3,
    api_rate_limit: 1000,
  };
}

beforeEach(() => {
  snapshots.clear();
  snapshots.set('hedgeBots:{}', live([bot(1, 'Alpha', 'running'), bot(2, 'Beta', 'paused'), bot(3, 'Gamma', 'error')]));
  snapshots.set('hedgePerformance:{"botId":1}', live(perf(3, 100.5)));
  snapshots.set('hedgePerformance:{"botId":2}', live(perf(1, -0.5)));
  snapshots.set('hedgePerformance:{"botId":3}', {
    data: null,
    status: 'error',
    updatedAt: null,
    error: { detail: 'x', status: 500 },
    refresh: vi.fn(),
  });
  user = account('trader');
});
afterEach(cleanup);
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('HedgeBotsScreen', () => {
  it('shows the statistics over all bots, skipping the failing one', async () => {
    await renderHedge();
    const stats = screen.getByRole('region', { name: 'Статистика хедж-ботов' });
    expect(within(within(stats).getByRole('region', { name: 'Всего ботов' })).getByText('3')).toBeTruthy();
    expect(within(within(stats).getByRole('region', { name: 'Активные боты' })).getByText('1')).toBeTruthy();
    expect(within(within(stats).getByRole('region', { name: 'Активные позиции' })).getByText('4')).toBeTruthy();
    expect(within(stats).getByRole('region', { name: 'Общий доход, USDT' }).textContent).toContain('100,00');
  });

  it('an alert’s link (?bot=) brings that bot’s card into focus', async () => {
    await renderHedge('?bot=2');
    const target = document.getElementById('bot-2')!;
    expect(within(target).getByRole('article', { name: 'Beta' })).toBeTruthy();
    expect(document.activeElement).toBe(target);
    expect(document.getElementById('bot-1')!.getAttribute('tabindex')).toBeNull();
  });

  it('filters by chip with counts, stopped including paused, the chip kept in the address', async () => {
    const { router } = await renderHedge();
    expect(screen.getByRole('button', { name: 'Все (3)' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Остановлены (1)' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Alpha' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Beta' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Beta' })).getByText('Приостановлен')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Работают (1)' }));
    expect(within(await screen.findByRole('article', { name: 'Alpha' })).getByText('Работает')).toBeTruthy();
    expect(router.state.location.search).toEqual({ filter: 'running' });
  });

  it('says there are no bots in the category, or none at all', async () => {
    snapshots.set('hedgeBots:{}', live([bot(1, 'Alpha', 'error')]));
    await renderHedge();
    fireEvent.click(screen.getByRole('button', { name: 'Работают (0)' }));
    expect(await screen.findByText('Нет ботов в этой категории')).toBeTruthy();
    cleanup();
    snapshots.set('hedgeBots:{}', live([]));
    await renderHedge();
    expect(screen.getByText('Нет хедж-ботов')).toBeTruthy();
  });

  it('toggles by the spec rule: start a paused one at once; stop a running one after a question naming its shorts', async () => {
    commands.mutateAsync.mockResolvedValue(true);
    snapshots.set(
      'hedgePositions:{"botId":1}',
      live([{ position_id: 41, bot_id: 1, status: 'active', price_open: 3004.64, leverage: 3, income_module: 0.17, created_at: '' }]),
    );
    await renderHedge();
    fireEvent.click(screen.getByRole('button', { name: 'Запустить бота Beta' }));
    expect(commands.mutateAsync).toHaveBeenCalledWith({ id: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Остановить бота Alpha' }));
    expect(commands.mutateAsync).not.toHaveBeenCalledWith({ id: 1 });
    const dialog = screen.getByRole('dialog', { name: 'Остановка хедж-бота' });
    expect(dialog.textContent).toContain('Будут закрыты его активные хедж-позиции (1):');
    expect(dialog.textContent).toContain('#41');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Остановить Alpha' }));
    expect(commands.mutateAsync).toHaveBeenCalledWith({ id: 1 });
  });

  it('offline, the command buttons are disabled with the reason as their hint', async () => {
    online = false;
    try {
      await renderHedge();
      const stop = screen.getByRole('button', { name: 'Остановить бота Alpha' }) as HTMLButtonElement;
      expect(stop.disabled).toBe(true);
      expect(stop.title).toBe('Нет соединения с сервером: действие не выполнено');
    } finally {
      online = true;
    }
  });

  it('expands details with the first 3 active positions and the rest counted', async () => {
    snapshots.set(
      'hedgePositions:{"botId":1}',
      live(
        [1, 2, 3, 4, 5, 6].map((i) => ({
          position_id: i,
          bot_id: 1,
          status: i === 2 ? 'closed' : 'active',
          price_open: 3000 + i,
          leverage: 2,
          income_module: 1,
          created_at: '',
        })),
      ),
    );
    await renderHedge();
    const card = screen.getByRole('article', { name: 'Alpha' });
    fireEvent.click(within(card).getByRole('button', { name: 'Подробнее' }));
    const list = within(card).getByRole('region', { name: 'Активные позиции' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('#1'), expect.stringContaining('#3'), expect.stringContaining('#4'), 'и еще 2 позиции...']);
    expect(within(card).getByText('Старт USDT')).toBeTruthy();
  });

  it('shows the total income and each of its parts under a label that says what it is', async () => {
    const parts = { total_overflow_income: 40, channel_price_pnl: -25.5, total_short_income: 10, mining_hedge_income: -3 };
    snapshots.set(
      'hedgePerformance:{"botId":1}',
      live({ ...perf(3, 24.5), hedge_performance: { ...perf(3, 24.5).hedge_performance, ...parts } }),
    );
    await renderHedge();
    const card = screen.getByRole('article', { name: 'Alpha' });
    fireEvent.click(within(card).getByRole('button', { name: 'Подробнее' }));
    const value = (label: string) => plain(within(card).getByText(label).nextElementSibling?.textContent);
    const hint = (label: string) => within(card).getByText(label).parentElement?.querySelectorAll('dd')[1]?.textContent;
    expect(value('Общий доход')).toBe('24,50 USDT');
    expect(hint('Общий доход')).toBe('комиссии канала + его ценовой PnL + шорты');
    expect(value('Доход от переполнения (комиссии канала)')).toBe('40,00 USDT');
    expect(value('Ценовой PnL канала (после газа и свопа)')).toBe('−25,50 USDT');
    expect(value('Доход от шортов канала и ручных')).toBe('10,00 USDT');
    expect(value('Шорты позиций майнинга')).toBe('−3,00 USDT');
    expect(hint('Шорты позиций майнинга')).toBe('учтены в PnL этих позиций, не в общем доходе бота');
  });

  it("says so when a backend does not report the channel's price PnL", async () => {
    await renderHedge();
    const card = screen.getByRole('article', { name: 'Alpha' });
    fireEvent.click(within(card).getByRole('button', { name: 'Подробнее' }));
    const label = within(card).getByText('Ценовой PnL канала (после газа и свопа)');
    expect(label.nextElementSibling?.textContent).toBe('—');
    expect(label.parentElement?.textContent).toContain('сервер не сообщает');
    expect(within(card).queryByText('Шорты позиций майнинга')).toBeNull();
  });

  it('shows the error box with retry when the list fails', async () => {
    const refresh = vi.fn();
    snapshots.set('hedgeBots:{}', {
      data: null,
      status: 'error',
      updatedAt: null,
      error: { detail: 'Произошла ошибка', status: 0 },
      refresh,
    });
    await renderHedge();
    expect(screen.getByRole('alert').textContent).toContain('Ошибка загрузки данных');
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(refresh).toHaveBeenCalled();
  });

  it('offers creation only with hedge:create and a free slot; otherwise the yellow notice', async () => {
    await renderHedge();
    expect(screen.getByRole('button', { name: 'Создать хедж-бота' })).toBeTruthy();
    expect(screen.queryByText('Лимит создания ботов достигнут')).toBeNull();
    cleanup();
    user = account('trader', 5, 5);
    await renderHedge();
    expect(screen.queryByRole('button', { name: 'Создать хедж-бота' })).toBeNull();
    expect(screen.getByText('Лимит создания ботов достигнут')).toBeTruthy();
    expect(screen.getByText(/Создано ботов: 5 из 5/)).toBeTruthy();
    cleanup();
    user = account('viewer', 0, 5);
    await renderHedge();
    expect(screen.queryByRole('button', { name: 'Создать хедж-бота' })).toBeNull();
    expect(screen.getByText(/нет прав на создание хедж-ботов/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Запустить|Остановить/ })).toBeNull();
  });
});

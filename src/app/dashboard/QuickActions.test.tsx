import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Bot, MiningPosition } from '../../domain/contracts/types';
import type { SessionState, WorkerApi } from '../../worker/api';
import { ANONYMOUS, demoUser, fakePort, renderFrame, settled, signedIn } from '../session/testing';
import { setWorkerApiForTests } from '../worker/client';
import { QuickActions } from './QuickActions';

const bot = (id: number, name: string, status: Bot['status']) => ({ id, name, status, enabled: status === 'running' }) as Bot;
const bots = [bot(1, 'LP Alpha', 'running'), bot(2, 'LP Beta', 'stopped'), bot(3, 'LP Gamma', 'running')];
const pos = (token_id: number, bot_id: number, pnl: number) =>
  ({ token_id, bot_id, pnl, status: 'open', symbol: 'ETH/USDT' }) as unknown as MiningPosition;
const positions = [pos(10, 1, 5), pos(11, 3, -1), pos(12, 2, 2.5)];

type Call = { name: string; payload: { id?: number; botId?: number; positionId?: number } };

async function renderActions(state: SessionState, command: (name: string, payload: Call['payload']) => Promise<unknown>) {
  setWorkerApiForTests({ command: vi.fn(command) } as unknown as WorkerApi);
  await renderFrame(<QuickActions signedIn={state.status === 'authenticated'} bots={bots} positions={positions} history={[]} />, {
    port: fakePort(state),
  });
}

afterEach(() => {
  cleanup();
  setWorkerApiForTests(null);
});

describe('quick actions', () => {
  it('emergency close asks first, listing what it does; cancel does nothing', async () => {
    const calls: Call[] = [];
    await renderActions(signedIn(demoUser('trader')), async (name, payload) => {
      calls.push({ name, payload });
      return true;
    });
    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'Экстренное закрытие' })));
    const dialog = await screen.findByRole('dialog', { name: 'Экстренное закрытие' });
    const text = dialog.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Закрыть все открытые позиции (3, текущий PnL +6,50 $)?');
    expect(text).toContain('LP Alpha: позиций 1, PnL +5,00 $');
    expect(text).toContain('LP Gamma: позиций 1, PnL −1,00 $');
    expect(text).toContain('#12 ETH/USDT, бот #2: PnL +2,50 $');
    expect(document.activeElement?.textContent).toBe('Отмена');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('emergency close stops the running bots, closes the others positions, and names what failed and why', async () => {
    const calls: Call[] = [];
    await renderActions(signedIn(demoUser('trader')), async (name, payload) => {
      calls.push({ name, payload });
      if (payload.id === 3) throw { detail: 'Бот недоступен', status: 500 };
      return true;
    });
    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'Экстренное закрытие' })));
    const dialog = await screen.findByRole('dialog', { name: 'Экстренное закрытие' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть позиции (3)' }));
    });
    expect(calls).toEqual([
      { name: 'bot.stop', payload: { id: 1 } },
      { name: 'bot.stop', payload: { id: 3 } },
      { name: 'position.close', payload: { botId: 2, positionId: 12 } },
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Закрыто позиций: 2. Остановлено ботов: 1. Не удалось: LP Gamma (Бот недоступен).');
  });

  it('emergency close says the cause when the server cannot be reached', async () => {
    await renderActions(signedIn(demoUser('trader')), async () => {
      throw { detail: 'Ошибка сети или сервера', status: 0 };
    });
    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'Экстренное закрытие' })));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Закрыть позиции (3)' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('LP Alpha (Нет соединения с сервером: действие не выполнено)');
  });

  it('emergency close is disabled offline, with the reason as its hint', async () => {
    await renderActions({ ...signedIn(demoUser('trader')), online: false }, async () => true);
    const button = screen.getByRole('button', { name: 'Экстренное закрытие' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Нет соединения с сервером: действие не выполнено');
  });

  it('signed out or without rights the acting buttons are disabled; links stay', async () => {
    await renderActions(ANONYMOUS, async () => true);
    expect((screen.getByRole('button', { name: 'Экстренное закрытие' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Создать бота' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Экспорт' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Анализ рисков' }).getAttribute('href')).toBe('/dashboard/risk');
    cleanup();
    await renderActions(signedIn(demoUser('viewer')), async () => true);
    expect((screen.getByRole('button', { name: 'Экстренное закрытие' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Создать бота' })).toBeNull();
  });

  it('export without closed positions says there is nothing to export', async () => {
    await renderActions(signedIn(demoUser('trader')), async () => true);
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    expect(screen.getByText('Нечего выгружать: закрытых позиций нет.')).toBeTruthy();
  });
});

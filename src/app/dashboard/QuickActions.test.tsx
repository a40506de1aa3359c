import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Bot } from '../../domain/types';
import type { SessionState, WorkerApi } from '../../worker/api';
import { SessionProvider } from '../session/SessionContext';
import { ANONYMOUS, demoUser, fakePort, signedIn } from '../session/testing';
import { setWorkerApiForTests } from '../worker/client';
import { QuickActions } from './QuickActions';

const bot = (id: number, name: string, status: Bot['status']) => ({ id, name, status, enabled: status === 'running' }) as Bot;
const bots = [bot(1, 'LP Alpha', 'running'), bot(2, 'LP Beta', 'stopped'), bot(3, 'LP Gamma', 'running')];

async function renderActions(state: SessionState, command: (name: string, payload: { id: number }) => Promise<unknown>) {
  setWorkerApiForTests({ command: vi.fn(command) } as unknown as WorkerApi);
  const root = createRootRoute({ component: () => <QuickActions signedIn={state.status === 'authenticated'} bots={bots} history={[]} /> });
  const router = createRouter({
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: () => null })]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(
      <SessionProvider port={fakePort(state)}>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
  });
  await act(async () => {
    await Promise.resolve();
  });
}

afterEach(() => {
  cleanup();
  setWorkerApiForTests(null);
});

describe('quick actions', () => {
  it('emergency close stops every running bot after a confirmation and names the ones that failed', async () => {
    const stopped: number[] = [];
    await renderActions(signedIn(demoUser('trader')), async (_name, { id }) => {
      if (id === 3) throw { detail: 'Бот недоступен', status: 500 };
      stopped.push(id);
      return true;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Экстренное закрытие' }));
    const dialog = screen.getByRole('dialog', { name: 'Экстренное закрытие' });
    expect(dialog.textContent).toContain('Остановить всех работающих ботов (2)?');
    expect(stopped).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Остановить всех' }));
    });
    expect(stopped).toEqual([1]);
    expect(within(dialog).getByRole('alert').textContent).toBe('Остановлено ботов: 1. Не удалось остановить: LP Gamma.');
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

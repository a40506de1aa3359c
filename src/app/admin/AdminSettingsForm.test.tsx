// A command as a mutation, end to end on the page's side: the worker double answers when the test
// says, and the form shows the pending state on its button and the failure in Russian.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { defaultAdminSettings } from '../../domain/rules/admin/adminSettings';
import type { Snapshot, WorkerApi } from '../../worker/api';
import { createQueryClient } from '../data/queryClient';
import { setWorkerApiForTests } from '../worker/client';
import { AdminSettingsForm } from './AdminSettingsForm';

const saved = defaultAdminSettings('LP Ops', 60);

/** A worker that pushes the saved settings and holds each save until the test settles it. */
function worker() {
  const saves: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  setWorkerApiForTests({
    subscribe: vi.fn(async (_topic: string, _params: unknown, push: (s: Snapshot<unknown>) => void) => {
      push({ data: saved, status: 'live', updatedAt: 1 });
      return () => undefined;
    }),
    command: vi.fn((name: string, payload: unknown) => {
      if (name !== 'admin.saveSettings') return Promise.resolve(undefined);
      return new Promise((resolve, reject) => saves.push({ resolve: () => resolve(payload), reject }));
    }),
  } as unknown as WorkerApi);
  return saves;
}

afterEach(() => {
  cleanup();
  setWorkerApiForTests(null);
});

const saveButton = () => screen.getByRole('button', { name: /Сохран/ }) as HTMLButtonElement;

async function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminSettingsForm />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Название системы');
}

describe('a command from a form', () => {
  it('shows its pending state on the button, then the outcome', async () => {
    const saves = worker();
    await renderForm();
    fireEvent.change(screen.getByLabelText('Название системы'), { target: { value: 'Ops' } });
    await act(async () => fireEvent.click(saveButton()));
    expect(saveButton().textContent).toBe('Сохранение...');
    expect(saveButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Отмена' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => saves[0].resolve(undefined));
    expect(saveButton().textContent).toBe('Сохранить');
    expect(saveButton().disabled).toBe(false);
    expect(screen.getByText(/Настройки сохранены/)).toBeTruthy();
  });

  it('says why it failed, in Russian: the server’s reason, or that the server could not be reached', async () => {
    const saves = worker();
    await renderForm();
    await act(async () => fireEvent.click(saveButton()));
    await act(async () => saves[0].reject({ detail: 'Недостаточно прав', status: 403 }));
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    await act(async () => fireEvent.click(saveButton()));
    await act(async () => saves[1].reject(new TypeError('Failed to fetch')));
    expect(screen.getByText('Нет соединения с сервером: действие не выполнено')).toBeTruthy();
  });
});

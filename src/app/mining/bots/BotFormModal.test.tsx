import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { emptyBotForm, type BotFormValues } from '../../../domain/botForm';
import { BotFormModal } from './BotFormModal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(mode: 'create' | 'edit', initial: BotFormValues = emptyBotForm()) {
  const onSubmit = vi.fn(async () => {});
  render(
    <BotFormModal mode={mode} initial={initial} strategies={[{ strategy_id: 3, name: 'Узкий' }]} onSubmit={onSubmit} onClose={vi.fn()} />,
  );
  return onSubmit;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('BotFormModal', () => {
  it('asks for every required field before sending anything', async () => {
    const onSubmit = open('create');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    });
    expect(screen.getByText('Пожалуйста, заполните все обязательные поля')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the form and clears the private key afterwards', async () => {
    const onSubmit = open('create');
    fill('Название', 'Бот');
    fill('Адрес кошелька', '0xabc');
    fill('Приватный ключ', 'secret');
    fill('Стратегия (необязательно)', '3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Бот', privateKey: 'secret', strategyId: '3', rpcUrl: 'https://arb1.arbitrum.io/rpc' }),
    );
    expect((screen.getByLabelText('Приватный ключ') as HTMLInputElement).value).toBe('');
  });

  it('rejects an RPC address that is not a URL', async () => {
    const onSubmit = open('create', { ...emptyBotForm(), name: 'Б', walletAddress: '0x1', privateKey: 'k' });
    fill('RPC URL', 'localhost:8545');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    });
    expect(screen.getByText(/RPC URL должен быть/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edit needs no private key', async () => {
    const onSubmit = open('edit', { ...emptyBotForm(), name: 'Б', walletAddress: '0x1' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(onSubmit).toHaveBeenCalled();
  });

  it("says 'MetaMask не установлен' without a wallet and 'Ошибка подключения к MetaMask' when it refuses", async () => {
    open('create');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Подключить кошелёк' }));
    });
    expect(screen.getByText('MetaMask не установлен')).toBeTruthy();
    vi.stubGlobal('ethereum', {
      request: async () => {
        throw new Error('rejected');
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Подключить кошелёк' }));
    });
    expect(screen.getByText('Ошибка подключения к MetaMask')).toBeTruthy();
  });

  it('shows a server failure in the form', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Ошибка создания бота: лимит');
    });
    render(
      <BotFormModal
        mode="create"
        initial={{ ...emptyBotForm(), name: 'Б', walletAddress: '0x1', privateKey: 'k' }}
        strategies={[]}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    });
    expect(screen.getByText('Ошибка создания бота: лимит')).toBeTruthy();
  });
});

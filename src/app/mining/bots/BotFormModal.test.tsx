import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { emptyBotForm, type BotFormValues } from '../../../domain/rules/mining/botForm';
import { BotFormModal } from './BotFormModal';

/** A private key as a wallet exports it: 0x and 64 hex digits (src/domain/rules/input/inputHygiene.ts). */
const PK = `0x${'ab'.repeat(32)}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(mode: 'create' | 'edit', initial: BotFormValues = emptyBotForm()) {
  const onSubmit = vi.fn(async () => {});
  render(
    <BotFormModal
      mode={mode}
      initial={initial}
      strategies={[
        { strategy_id: 3, name: 'Узкий', symbol: 'ETH/USDT' },
        { strategy_id: 4, name: 'Биткоин', symbol: 'BTC/USDT' },
      ]}
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
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
    // The spec's message, then every empty field at once, each marked where it is.
    expect(screen.getByRole('alert').textContent).toBe(
      'Пожалуйста, заполните все обязательные поля Не заполнено: Название, Адрес кошелька, Приватный ключ.',
    );
    expect(screen.getByLabelText('Название').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Приватный ключ').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the form', async () => {
    const onSubmit = open('create');
    fill('Название', 'Бот');
    fill('Адрес кошелька', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    fill('Приватный ключ', PK);
    fill('Стратегия (необязательно)', '3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Бот', privateKey: PK, strategyId: '3', rpcUrl: 'https://arb1.arbitrum.io/rpc' }),
    );
  });

  it('checks the wallet address with the server rule as it is typed, and refuses to send a bad one', async () => {
    const onSubmit = open('create', { ...emptyBotForm(), name: 'Б', privateKey: PK });
    fill('Адрес кошелька', '0x1');
    expect(screen.getByText('Адрес кошелька должен начинаться с 0x и содержать 40 шестнадцатеричных символов')).toBeTruthy();
    fill('Адрес кошелька', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'.replace('aAeb', 'aaeb'));
    expect(screen.getByText(/Контрольная сумма адреса кошелька/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    fill('Адрес кошелька', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(screen.queryByText(/Контрольная сумма/)).toBeNull();
  });

  it('the RPC URL follows the network until it is edited by hand', () => {
    open('create');
    fill('Сеть', 'polygon');
    expect((screen.getByLabelText('RPC URL') as HTMLInputElement).value).toBe('https://polygon-rpc.com');
    fill('Сеть', 'bsc');
    expect((screen.getByLabelText('RPC URL') as HTMLInputElement).value).toBe('https://bsc-dataseed.bnbchain.org');
    fill('RPC URL', 'https://my-node.example/rpc');
    fill('Сеть', 'arbitrum');
    expect((screen.getByLabelText('RPC URL') as HTMLInputElement).value).toBe('https://my-node.example/rpc');
  });

  it("warns when the bot's pair differs from its strategy's", () => {
    open('create');
    fill('Стратегия (необязательно)', '4');
    expect(screen.getByRole('status').textContent).toContain('Пара бота (ETH/USDT) не совпадает с парой стратегии (BTC/USDT)');
    fill('Торговая пара', 'BTC/USDT');
    expect(screen.queryByText(/не совпадает с парой стратегии/)).toBeNull();
  });

  it('rejects an RPC address that is not a URL', async () => {
    const onSubmit = open('create', {
      ...emptyBotForm(),
      name: 'Б',
      walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      privateKey: PK,
    });
    fill('RPC URL', 'localhost:8545');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    });
    expect(screen.getByText(/RPC URL должен быть/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edit needs no private key', async () => {
    const onSubmit = open('edit', { ...emptyBotForm(), name: 'Б', walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
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
        initial={{ ...emptyBotForm(), name: 'Б', walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', privateKey: PK }}
        strategies={[]}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    });
    expect(screen.getByText('Ошибка создания бота: лимит')).toBeTruthy();
    // What was typed stays, the key included, so a refusal does not mean typing it again.
    expect((screen.getByLabelText('Приватный ключ') as HTMLInputElement).value).toBe(PK);
  });
});

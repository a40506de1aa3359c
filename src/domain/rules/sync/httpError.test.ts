import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';
import { OFFLINE_COMMAND_DETAIL, commandFailureText, errorDetail, failureText, offlineCommandDetail, toApiError } from './httpError';
import { candleLimit, marketSymbol, parseKlines, primaryData } from '../market/marketData';
import { normaliseHistoryPage, normaliseOpenPositions, periodStart } from '../mining/normalisePositions';

describe('request error rules (docs/product.md §8)', () => {
  it('detail from the body, else the status text, else the Russian default', () => {
    expect(errorDetail({ detail: 'Нет' }, 'Bad Request')).toBe('Нет');
    expect(errorDetail({ detail: [{ msg: 'a' }, { msg: 'b' }] }, '')).toBe('a, b');
    expect(errorDetail({}, 'Bad Request')).toBe('Bad Request');
    expect(errorDetail(null, '')).toBe('Произошла ошибка');
  });

  it('anything thrown becomes {detail, status}', () => {
    expect(toApiError({ detail: 'x', status: 409, extra: 1 })).toEqual({ detail: 'x', status: 409 });
    expect(toApiError(new Error('boom'))).toEqual({ detail: 'boom', status: 0 });
    expect(toApiError(undefined, 'Ошибка входа в систему')).toEqual({ detail: 'Ошибка входа в систему', status: 0 });
  });
});

describe('market and position shapes', () => {
  it('symbols lose the slash; limits default to 100 and stay in 1-1000', () => {
    expect(marketSymbol('eth/usdt')).toBe('ETHUSDT');
    expect(candleLimit(undefined)).toBe(100);
    expect(candleLimit(5000)).toBe(1000);
    expect(candleLimit(0)).toBe(1);
  });

  it('primary envelope must have code 0; malformed rows are invalid-format errors', () => {
    expect(primaryData({ code: 0, data: [1] })).toEqual([1]);
    expect(() => primaryData({ code: 50001, msg: 'down' })).toThrow();
    expect(() => parseKlines([[1, 'x', '1', '1', '1', '1']])).toThrowError(
      expect.objectContaining({ detail: 'Неверный формат ответа сервера' }) as never,
    );
  });

  it('open positions: an array or {positions}; history paging', () => {
    const p = { token_id: 1 };
    expect(normaliseOpenPositions([p])).toEqual([p]);
    expect(normaliseOpenPositions({ positions: [p] })).toEqual([p]);
    expect(() => normaliseOpenPositions({ nope: 1 })).toThrow();
    expect(normaliseHistoryPage({ positions: Array(25).fill(p), total: 60 }, 25, 25).hasMore).toBe(true);
    expect(normaliseHistoryPage({ positions: Array(10).fill(p), total: 60 }, 50, 25).hasMore).toBe(false);
    expect(periodStart('7d', Date.UTC(2026, 0, 8))).toBe('2026-01-01T00:00:00.000Z');
    expect(periodStart('all', 0)).toBeNull();
  });

  it('socket backoff doubles with jitter up to 30 s', () => {
    expect(backoffDelay(0, () => 1)).toBe(1_000);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(8_000);
    expect(backoffDelay(10, () => 1)).toBe(30_000);
  });
});

describe('offlineCommandDetail', () => {
  it("keeps the worker's sentence naming the server, else says the plain one", () => {
    expect(offlineCommandDetail({ detail: `${OFFLINE_COMMAND_DETAIL} (Server2)`, status: 0 })).toBe(`${OFFLINE_COMMAND_DETAIL} (Server2)`);
    expect(offlineCommandDetail({ detail: 'Failed to fetch', status: 0 })).toBe(OFFLINE_COMMAND_DETAIL);
  });
});

describe('commandFailureText', () => {
  it("says the offline sentence for a lost connection, the server's detail otherwise, and the fallback for anything else", () => {
    expect(commandFailureText({ detail: 'Ошибка сети или сервера', status: 0 }, 'Не удалось')).toBe(OFFLINE_COMMAND_DETAIL);
    expect(commandFailureText({ detail: `${OFFLINE_COMMAND_DETAIL} (Server2)`, status: 0 }, 'Не удалось')).toBe(
      `${OFFLINE_COMMAND_DETAIL} (Server2)`,
    );
    expect(commandFailureText({ detail: 'Неверный пароль', status: 400 }, 'Не удалось')).toBe('Неверный пароль');
    expect(commandFailureText({ detail: ' ', status: 500 }, 'Не удалось')).toBe('Не удалось');
    expect(commandFailureText(new Error('boom'), 'Не удалось')).toBe('Не удалось');
  });
});

describe('failureText', () => {
  it("names what failed, then the server's detail", () => {
    expect(failureText('Ошибка', { status: 409, detail: 'Бот уже запущен' })).toBe('Ошибка: Бот уже запущен');
  });

  it('says the offline sentence when the server was unreachable, and a default for no detail', () => {
    expect(failureText('Ошибка', { status: 0, detail: '' })).toBe(`Ошибка: ${OFFLINE_COMMAND_DETAIL}`);
    expect(failureText('Ошибка', { status: 500, detail: ' ' })).toBe('Ошибка: Произошла ошибка');
    expect(failureText('Ошибка', new Error('x'))).toBe('Ошибка: Произошла ошибка');
  });
});

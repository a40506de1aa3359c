import { describe, expect, it } from 'vitest';
import { problemWords, serverCheckText } from './serverCheckText';

const ORIGIN = 'https://ops.example.net';

describe('serverCheckText', () => {
  it('says a server conforms, and how its market feeds answered', () => {
    expect(serverCheckText({ outcome: 'ok', calls: 62, market: { primary: true, fallback: true } }, ORIGIN)).toEqual({
      ok: true,
      lines: [
        'Соединение установлено: сервер отвечает и поддерживает контракт API (вызовов проверено: 62).',
        'Рыночные данные: основной и резервный источники отвечают.',
      ],
    });
    expect(serverCheckText({ outcome: 'ok', calls: 62, market: { primary: false, fallback: true } }, ORIGIN)).toEqual({
      ok: false,
      lines: [
        'Соединение установлено: сервер отвечает и поддерживает контракт API (вызовов проверено: 62).',
        'Основной источник рыночных данных не отвечает в ожидаемом формате.',
      ],
    });
  });

  it('names what failed in Russian, with what to do about it', () => {
    expect(serverCheckText({ outcome: 'unreachable' }, ORIGIN).lines[0]).toContain(`CORS_ORIGINS=${ORIGIN}`);
    expect(serverCheckText({ outcome: 'notDashboard', status: 404 }, ORIGIN).lines).toEqual([
      'По этому адресу нет сервера ботов: /api/health ответил 404.',
    ]);
    expect(serverCheckText({ outcome: 'invalid', problem: 'addressScheme' }, ORIGIN).lines).toEqual([
      'Адрес не проверен: адрес должен начинаться с http:// или https://.',
    ]);
    expect(
      serverCheckText({ outcome: 'contractMismatch', missing: ['GET /api/bots/{id}'], missingCount: 1, calls: 62, market: null }, ORIGIN)
        .lines,
    ).toEqual(['Сервер отвечает, но поддерживает не весь контракт API (нет вызовов: 1 из 62): GET /api/bots/{id}.']);
    expect(serverCheckText({ outcome: 'timeout' }, ORIGIN)).toEqual({ ok: false, lines: ['Сервер не ответил за 8 с.'] });
  });
});

describe('problemWords', () => {
  it("words a slot's problem, the name's limit filled in", () => {
    expect(problemWords('nameLong')).toBe('Название — не длиннее 40 символов');
    expect(problemWords('lastServer')).toBe('Нельзя удалить единственный настроенный сервер');
  });
});

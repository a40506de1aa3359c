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
    expect(serverCheckText({ outcome: 'cors', origin: 'http://b.test:9000' }, ORIGIN).lines[0]).toBe(
      `Сервер http://b.test:9000 отвечает, но не разрешает запросы с этой страницы (CORS): запустите его с CORS_ORIGINS=${ORIGIN} (несколько адресов — через запятую).`,
    );
    expect(serverCheckText({ outcome: 'unreachable', origin: 'http://b.test', secure: false }, ORIGIN).lines).toEqual([
      'Сервер http://b.test не отвечает: проверьте адрес и что сервер запущен.',
    ]);
    expect(serverCheckText({ outcome: 'unreachable', origin: 'https://b.test', secure: true }, ORIGIN).lines[1]).toMatch(
      /сертификат, которому браузер не доверяет: откройте https:\/\/b.test\/api\/health/,
    );
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

describe('serverCheckText: the page policy (issue 52)', () => {
  const csp = { outcome: 'csp' as const, origin: 'http://b.test' };
  it('says the page policy refused it, not the server, and what to do: save, reload, or change the deployment', () => {
    const lead = 'Браузер не пустил запрос к http://b.test: его запрещает политика безопасности страницы (CSP), а не сервер.';
    expect(serverCheckText({ ...csp, saved: false }, ORIGIN)).toEqual({
      ok: false,
      lines: [lead, 'Сохраните сервер и перезагрузите страницу: приложение разрешает соединения с серверами, которые вы сохранили сами.'],
      reload: false,
    });
    expect(serverCheckText({ ...csp, saved: true }, ORIGIN)).toMatchObject({
      reload: true,
      lines: [lead, expect.stringMatching(/после перезагрузки/)],
    });
    const without = serverCheckText({ ...csp, saved: true }, ORIGIN, false);
    expect(without.reload).toBe(false);
    expect(without.lines[1]).toContain(`добавьте http://b.test в список allowed переменной SERVERS_CONFIG на сервере ${ORIGIN}`);
  });
});

describe('problemWords', () => {
  it("words a slot's problem, the name's limit filled in", () => {
    expect(problemWords('nameLong')).toBe('Название — не длиннее 40 символов');
    expect(problemWords('lastServer')).toBe('Нельзя удалить единственный настроенный сервер');
  });
});

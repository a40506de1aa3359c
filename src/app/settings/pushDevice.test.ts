// Why turning push on failed (issue 52): the browser's refusal named, not 'Произошла ошибка'.
import { describe, expect, it } from 'vitest';
import { PushSetupError, pushFailure, pushFailureText } from './pushDevice';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('push failures say why', () => {
  it('tells the causes apart from what the browser raised', () => {
    expect(pushFailure(domError('AbortError', 'Registration failed - push service not available'), 'supported')).toBe('no-service');
    expect(pushFailure(domError('NotSupportedError'), 'supported')).toBe('no-service');
    expect(pushFailure(domError('NotAllowedError', 'Registration failed - permission denied'), 'supported')).toBe('permission');
    expect(pushFailure(domError('NotAllowedError'), 'ios-browser')).toBe('ios-not-installed');
    expect(
      pushFailure(domError('InvalidStateError', 'A subscription with a different applicationServerKey already exists'), 'supported'),
    ).toBe('key-changed');
    expect(pushFailure(new PushSetupError('service-worker'), 'supported')).toBe('service-worker');
    expect(pushFailure({ detail: 'Сервер недоступен', status: 503 }, 'supported')).toBeNull();
  });

  it('words each cause from the catalogue, and falls back to the server’s own answer', () => {
    expect(pushFailureText('no-service', null)).toMatch(
      /^Не удалось включить push-уведомления: в этом браузере нет службы push-уведомлений/,
    );
    expect(pushFailureText('key-changed', null)).toMatch(/сервер сменил ключ push-уведомлений/);
    expect(pushFailureText('ios-not-installed', null)).toMatch(/только в установленное приложение/);
    expect(pushFailureText('permission', null)).toMatch(/Браузер запретил уведомления/);
    expect(pushFailureText(null, { detail: 'Сервер недоступен', status: 503 })).toBe(
      'Не удалось включить push-уведомления: Сервер недоступен',
    );
    expect(pushFailureText(null, { detail: 'Ошибка сети или сервера', status: 0 })).toMatch(
      /^Не удалось включить push-уведомления: Нет соединения/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { allowedEndpoint } from './endpoint';

describe('push endpoints the server may call', () => {
  it('any https push service, wherever the subscription says', () => {
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).not.toBeNull();
    expect(allowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', false)).not.toBeNull();
    expect(allowedEndpoint('https://push.example.org:8443/p/1', false)).not.toBeNull();
  });

  it('never plain http, this machine or a private network in production', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/p',
      'https://localhost/p',
      'https://[::1]/p',
      'https://10.0.0.5/p',
      'https://192.168.1.2/p',
      'https://172.20.0.1/p',
      'https://169.254.169.254/latest',
      'https://user:pw@push.example.org/p',
      'ftp://push.example.org/p',
      'not a url',
    ])
      expect(allowedEndpoint(url, false), url).toBeNull();
  });

  it('loopback (http too) only when the configuration allows it, for tests', () => {
    expect(allowedEndpoint('http://127.0.0.1:4567/push/a', true)).not.toBeNull();
    expect(allowedEndpoint('http://localhost:4567/push/a', true)).not.toBeNull();
    expect(allowedEndpoint('http://10.0.0.5/push/a', true)).toBeNull();
  });
});

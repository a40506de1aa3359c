// Which push endpoints the server may call: by the name as written, then by every address the
// name resolves to; loopback only when the tests' configuration allows it.
import { describe, expect, it } from 'vitest';
import { allowedEndpoint, checkEndpoint, resolveEndpoint, type Lookup, type ResolvedAddress } from './endpoint';

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });
/** A resolver that knows a few names. */
const names =
  (table: Record<string, ResolvedAddress[]>): Lookup =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

describe('push endpoints by name', () => {
  it('any https push service, wherever the subscription says', () => {
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).not.toBeNull();
    expect(allowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', false)).not.toBeNull();
    expect(allowedEndpoint('https://push.example.org:8443/p/1', false)).not.toBeNull();
    expect(allowedEndpoint('https://[2606:4700::1111]/p', false)).not.toBeNull();
  });

  it('never plain http, local names, or addresses of this machine or a private or special network', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/p',
      'https://localhost/p',
      'https://LOCALHOST.:18777/p',
      'https://vm:18777/x',
      'https://runsc:443/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://printer.local/p',
      'https://router.lan/p',
      'https://push.example.org./p',
      'https://[::1]/p',
      'https://[::127.0.0.1]/p',
      'https://[::ffff:127.0.0.1]/p',
      'https://[::ffff:0:7f00:1]/p',
      'https://[64:ff9b::7f00:1]/p',
      'https://[2002:7f00:1::]/p',
      'https://[fec0::1]/p',
      'https://[fd00::1]/p',
      'https://[fe80::1]/p',
      'https://[ff02::1]/p',
      'https://10.0.0.5/p',
      'https://192.168.1.2/p',
      'https://172.20.0.1/p',
      'https://100.64.0.1/p',
      'https://169.254.169.254/latest',
      'https://224.0.0.1/p',
      'https://0.0.0.0/p',
      'https://2130706433/p',
      'https://user:pw@push.example.org/p',
      'ftp://push.example.org/p',
      'not a url',
    ])
      expect(allowedEndpoint(url, false), url).toBeNull();
  });

  it('loopback (http too) only when the configuration allows it, and nothing else besides', () => {
    expect(allowedEndpoint('http://127.0.0.1:4567/push/a', true)).not.toBeNull();
    expect(allowedEndpoint('http://localhost:4567/push/a', true)).not.toBeNull();
    expect(allowedEndpoint('http://[::1]:4567/push/a', true)).not.toBeNull();
    for (const url of ['http://10.0.0.5/push/a', 'https://[fd00::1]/p', 'http://8.8.8.8/p', 'https://vm:1/p', 'https://router.lan/p'])
      expect(allowedEndpoint(url, true), url).toBeNull();
  });
});

describe('push endpoints by address', () => {
  const lookup = names({
    'push.example.org': [v4('93.184.215.14'), v6('2606:2800:21f:cb07:6820:80da:af6b:8b2c')],
    'rebind.example.com': [v4('127.0.0.1')],
    'half.example.com': [v4('93.184.215.14'), v4('10.0.0.7')],
    'mapped.example.com': [v6('::ffff:169.254.169.254')],
    'nat64.example.com': [v6('64:ff9b::a00:1')],
    'cgnat.example.com': [v4('100.100.100.100')],
    'tests.example.com': [v4('127.0.0.1'), v6('::1')],
  });
  const strict = { allowLoopback: false, lookup };

  it('a name is allowed when every address it has is public; the first is the one to connect to', async () => {
    expect(await resolveEndpoint(new URL('https://push.example.org/p'), strict)).toEqual(v4('93.184.215.14'));
    expect(await resolveEndpoint(new URL('https://[2606:4700::1111]/p'), strict)).toEqual(v6('2606:4700::1111'));
  });

  it('one loopback, private, mapped, NAT64 or shared address refuses the name; so does a name that does not resolve', async () => {
    for (const host of [
      'rebind.example.com',
      'half.example.com',
      'mapped.example.com',
      'nat64.example.com',
      'cgnat.example.com',
      'nx.example.com',
    ])
      expect(await resolveEndpoint(new URL(`https://${host}/p`), strict), host).toBeNull();
  });

  it('with loopback allowed, a name of loopback addresses only; plain http only to loopback', async () => {
    const tests = { allowLoopback: true, lookup };
    expect(await resolveEndpoint(new URL('http://tests.example.com:4567/p'), tests)).toEqual(v4('127.0.0.1'));
    expect(await resolveEndpoint(new URL('http://push.example.org/p'), tests)).toBeNull();
    expect(await resolveEndpoint(new URL('https://push.example.org/p'), tests)).not.toBeNull();
    expect(await resolveEndpoint(new URL('https://half.example.com/p'), tests)).toBeNull();
  });

  it('at subscription: the form and the addresses the name has now; a name that does not resolve now is taken', async () => {
    expect(await checkEndpoint('https://push.example.org/p', strict)).toBe(true);
    expect(await checkEndpoint('https://nx.example.com/p', strict)).toBe(true);
    expect(await checkEndpoint('https://rebind.example.com/p', strict)).toBe(false);
    expect(await checkEndpoint('https://vm:18777/x', strict)).toBe(false);
    expect(await checkEndpoint('https://[::127.0.0.1]/p', strict)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkSlotSetting,
  connectSources,
  normaliseAddress,
  parseServersPreset,
  resolveSlots,
  serverAddresses,
  worldDatabaseName,
  type ServersPreset,
  savedSlotSources,
  widenConnectSrc,
} from './serverSlots';

const ORIGIN = 'https://ops.example.net';

describe('normaliseAddress', () => {
  it('keeps scheme, host, port and path prefix, without a trailing slash', () => {
    expect(normaliseAddress(' https://API.Example.net:8443/lp/ ')).toEqual({ address: 'https://api.example.net:8443/lp' });
    expect(normaliseAddress('http://127.0.0.1:8080')).toEqual({ address: 'http://127.0.0.1:8080' });
  });

  it('names what is wrong', () => {
    expect(normaliseAddress('')).toEqual({ problem: 'addressRequired' });
    expect(normaliseAddress('api.example.net')).toEqual({ problem: 'addressScheme' });
    expect(normaliseAddress('ftp://api.example.net')).toEqual({ problem: 'addressScheme' });
    expect(normaliseAddress('http://')).toEqual({ problem: 'addressInvalid' });
    expect(normaliseAddress('https://me:pw@api.example.net')).toEqual({ problem: 'addressCredentials' });
    expect(normaliseAddress('https://api.example.net/?x=1')).toEqual({ problem: 'addressQuery' });
    expect(normaliseAddress('https://api.example.net/#top')).toEqual({ problem: 'addressQuery' });
  });

  it('refuses plain http from an https page, except loopback', () => {
    expect(normaliseAddress('http://api.example.net', ORIGIN)).toEqual({ problem: 'addressInsecure' });
    expect(normaliseAddress('http://localhost:8080', ORIGIN)).toEqual({ address: 'http://localhost:8080' });
    expect(normaliseAddress('http://api.example.net', 'http://127.0.0.1:8080')).toEqual({ address: 'http://api.example.net' });
  });
});

describe('checkSlotSetting', () => {
  it('trims the name, normalises every address and keeps market addresses optional', () => {
    expect(
      checkSlotSetting({ name: ' Прод ', api: 'https://a.example.net/', marketPrimary: ' ', marketFallback: 'https://m.example.net/f/' }),
    ).toEqual({
      setting: { name: 'Прод', api: 'https://a.example.net', marketFallback: 'https://m.example.net/f' },
    });
  });

  it('gives the first problem and its field', () => {
    expect(checkSlotSetting({ name: ' ', api: 'https://a.example.net' })).toEqual({ problem: 'nameRequired', field: 'name' });
    expect(checkSlotSetting({ name: 'x'.repeat(41), api: 'https://a.example.net' })).toEqual({ problem: 'nameLong', field: 'name' });
    expect(checkSlotSetting({ name: 'A', api: 'https://a.example.net', marketPrimary: 'nope' })).toEqual({
      problem: 'addressScheme',
      field: 'marketPrimary',
    });
    expect(checkSlotSetting({ name: 'A', api: 'https://a.example.net/' }, { taken: ['https://a.example.net'] })).toEqual({
      problem: 'addressTaken',
      field: 'api',
    });
  });
});

describe('resolveSlots', () => {
  const preset: ServersPreset = {
    servers: [null, { name: 'Резерв', api: 'https://b.example.net', marketPrimary: 'https://feed.example.net/p' }],
    allowed: [],
  };

  it('slot 1 is the page origin, the others unset, with nothing configured', () => {
    const slots = resolveSlots({ origin: ORIGIN, edits: [], preset: null });
    expect(slots.map((s) => [s.id, s.name, s.source, s.addresses?.apiBase ?? null])).toEqual([
      [1, 'Server1', 'origin', ORIGIN],
      [2, 'Server2', null, null],
      [3, 'Server3', null, null],
      [4, 'Server4', null, null],
    ]);
    expect(slots[0].addresses).toEqual(serverAddresses(ORIGIN));
    expect(slots[0].addresses?.marketPrimary).toBe(`${ORIGIN}/market/primary`);
    expect(slots[0].addresses?.wsBase).toBe('wss://ops.example.net');
  });

  it('the build variables stand in for slot 1, a preset wins over them, the user over both', () => {
    const build = { VITE_API_BASE: 'https://built.example.net', VITE_MARKET_FALLBACK: 'https://fb.example.net' };
    const built = resolveSlots({ origin: ORIGIN, edits: [], preset: null, build });
    expect(built[0]).toMatchObject({
      source: 'build',
      addresses: { apiBase: 'https://built.example.net', marketFallback: 'https://fb.example.net' },
    });

    const presetOne = resolveSlots({
      origin: ORIGIN,
      edits: [],
      preset: { servers: [{ name: 'Главный', api: 'https://p.example.net' }], allowed: [] },
      build,
    });
    expect(presetOne[0]).toMatchObject({ name: 'Главный', source: 'preset', addresses: { apiBase: 'https://p.example.net' } });

    const slots = resolveSlots({
      origin: ORIGIN,
      edits: [{ id: 2, name: 'Мой', api: 'https://mine.example.net' }],
      preset,
      build,
    });
    expect(slots[1]).toMatchObject({ name: 'Мой', source: 'user', hasDefault: true, addresses: { apiBase: 'https://mine.example.net' } });
    expect(slots[1].addresses?.marketPrimary).toBe('https://mine.example.net/market/primary');
  });

  it('a preset slot keeps its market address; a removed slot is unset over its preset and can go back', () => {
    const slots = resolveSlots({ origin: ORIGIN, edits: [], preset });
    expect(slots[1]).toMatchObject({ name: 'Резерв', source: 'preset', addresses: { marketPrimary: 'https://feed.example.net/p' } });
    const removed = resolveSlots({ origin: ORIGIN, edits: [{ id: 2, removed: true }], preset });
    expect(removed[1]).toMatchObject({ name: 'Server2', addresses: null, source: null, hasDefault: true });
    expect(removed[2]).toMatchObject({ addresses: null, hasDefault: false });
  });
});

describe('parseServersPreset', () => {
  it('reads servers in slot order, nulls leave slots unset, allowed origins are checked', () => {
    expect(
      parseServersPreset({
        servers: [{ name: 'A', api: 'https://a.example.net/' }, null, { api: 'http://10.1.2.3:8080' }],
        allowed: ['https://b.example.net', '*'],
        other: true,
      }),
    ).toEqual({
      preset: {
        servers: [{ name: 'A', api: 'https://a.example.net' }, null, { name: 'Server3', api: 'http://10.1.2.3:8080' }],
        allowed: ['https://b.example.net', '*'],
      },
    });
    expect(parseServersPreset({})).toEqual({ preset: { servers: [], allowed: [] } });
  });

  it('names a bad entry', () => {
    expect(parseServersPreset([])).toHaveProperty('problem');
    expect(parseServersPreset({ servers: [1, 2, 3, 4, 5] })).toHaveProperty('problem');
    expect(parseServersPreset({ servers: [{ name: 'A', api: 'a.example.net' }] })).toEqual({ problem: 'servers[0].api: addressScheme' });
    expect(parseServersPreset({ servers: [{ api: 'https://a.example.net' }, { api: 'https://a.example.net/' }] })).toEqual({
      problem: 'servers[1].api: addressTaken',
    });
    expect(parseServersPreset({ allowed: ['https://b.example.net/path'] })).toHaveProperty('problem');
  });
});

describe('connect sources and the page policy', () => {
  const preset: ServersPreset = {
    servers: [{ name: 'A', api: 'https://a.example.net/lp', marketPrimary: 'https://feed.example.net/p' }],
    allowed: ['http://127.0.0.1:9001'],
  };

  it("lists 'self', the preset servers' origins and the allowed ones, each with its socket form", () => {
    expect(connectSources(null)).toEqual(["'self'"]);
    expect(connectSources(preset)).toEqual([
      "'self'",
      'https://a.example.net',
      'wss://a.example.net',
      'https://feed.example.net',
      'wss://feed.example.net',
      'http://127.0.0.1:9001',
      'ws://127.0.0.1:9001',
    ]);
    expect(connectSources({ servers: [], allowed: ['*'] })).toEqual(["'self'", 'http:', 'https:', 'ws:', 'wss:']);
  });

  it('lists the origins of the servers the user saved, and nothing of a cleared slot (issue 52)', () => {
    expect(
      savedSlotSources([
        { id: 2, name: 'Резерв', api: 'https://b.example.net/api', marketPrimary: 'https://feed.example.net/x' },
        { id: 3, removed: true },
        { id: 4, name: 'Лаб', api: 'http://127.0.0.1:9002' },
      ]),
    ).toEqual([
      'https://b.example.net',
      'wss://b.example.net',
      'https://feed.example.net',
      'wss://feed.example.net',
      'http://127.0.0.1:9002',
      'ws://127.0.0.1:9002',
    ]);
  });

  it("widens a policy's connect-src by those origins and leaves everything else as it was", () => {
    const policy = "default-src 'self'; script-src 'self'; connect-src 'self' https://a.example.net; frame-ancestors 'none'";
    expect(widenConnectSrc(policy, ['https://b.example.net', 'wss://b.example.net', 'https://a.example.net'])).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self' https://a.example.net https://b.example.net wss://b.example.net; frame-ancestors 'none'",
    );
    // made from default-src when the policy has no connect-src
    expect(widenConnectSrc("default-src 'self'; img-src data:", ['https://b.example.net'])).toBe(
      "default-src 'self'; img-src data:; connect-src 'self' https://b.example.net",
    );
    // nothing to add, nothing restricted, or a source that could break out of the directive: as it was
    expect(widenConnectSrc(policy, [])).toBe(policy);
    expect(widenConnectSrc("img-src 'self'", ['https://b.example.net'])).toBe("img-src 'self'");
    expect(widenConnectSrc(policy, ["https://x.net; script-src 'unsafe-inline'"])).toBe(policy);
  });
});

describe('worldDatabaseName', () => {
  it('keeps the old name for the page origin, and one database per other address', () => {
    expect(worldDatabaseName(ORIGIN, ORIGIN)).toBe('lp-ops');
    expect(worldDatabaseName('https://b.example.net', ORIGIN)).toBe('lp-ops@https://b.example.net');
  });
});

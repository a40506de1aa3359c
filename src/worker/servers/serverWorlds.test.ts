import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerRow } from '../../domain/rules/servers/serverOverview';
import type { SessionState, ServersView, Snapshot } from '../api';
import { systemClock } from '../clock';
import { MemoryAuthStore } from '../../db/authStore';
import { MemoryFrameStore } from '../../db/frameStore';
import { MemoryMirror } from '../../db/mirror';
import { fakeFetch, testUser } from '../testing/fakeFetch';
import { ServerWorlds, type ServerWorldsDeps } from './serverWorlds';
import { MemorySlotStore } from '../../db/slotStore';
import type { WorldSlot } from './world';

const ORIGIN = 'http://a.test';
const B = 'http://b.test';

/** A backend at `base` whose tokens and figures carry its letter. */
function backend(base: string, letter: string, reachable: () => boolean = () => true) {
  const user = { ...testUser, user_id: letter === 'A' ? 7 : 70, username: `trader-${letter}` };
  const reply = (body: unknown) => (reachable() ? { body } : ('network' as const));
  return fakeFetch(
    {
      'POST /api/auth/login': () => reply({ access_token: `${letter}-access`, refresh_token: `${letter}-refresh`, expires_in: 3600, user }),
      'POST /api/auth/logout': () => reply({}),
      // A says its bots trade on paper, B with real funds.
      'GET /api/health': () => reply({ status: 'ok', mode: letter === 'A' ? 'paper' : 'live' }),
      'GET /api/profile/me': () => reply(user),
      'GET /api/system/statistics': (c) =>
        c.auth
          ? reply({
              total_pnl: 1,
              daily_pnl: letter === 'A' ? 10 : -4,
              weekly_pnl: 1,
              monthly_pnl: 1,
              active_positions: letter === 'A' ? 3 : 1,
              win_rate: 50,
              total_liquidity: letter === 'A' ? 1000 : 500,
              total_fees: 1,
            })
          : { status: 401, body: { detail: 'Не авторизован' } },
      'GET /api/bots/statistics': () => reply({ total_bots: 2, running_bots: letter === 'A' ? 2 : 1 }),
      'POST /api/bots/5/start': () => reply({ success: true }),
    },
    base,
  );
}

function setup(options: { preset?: unknown; bReachable?: () => boolean } = {}) {
  const a = backend(ORIGIN, 'A');
  const b = backend(B, 'B', options.bReachable);
  const c = backend('http://c.test', 'C');
  const calls = () => [...a.calls, ...b.calls, ...c.calls];
  const storages = new Map<string, { store: MemoryAuthStore; mirror: MemoryMirror; frames: MemoryFrameStore; destroyed: boolean }>();
  const store = new MemorySlotStore();
  const deps: ServerWorldsDeps = {
    origin: ORIGIN,
    store,
    shared: {
      fetch: (input, init) => (input.startsWith(B) ? b.fetch : input.startsWith('http://c.test') ? c.fetch : a.fetch)(input, init),
      createSocket: null,
      clock: systemClock,
      userAgent: 'ua',
      browserOnline: () => true,
    },
    storageFor: (slot: WorldSlot) => {
      const storage = storages.get(slot.database) ?? {
        store: new MemoryAuthStore(),
        mirror: new MemoryMirror(),
        frames: new MemoryFrameStore(),
        destroyed: false,
      };
      storage.destroyed = false;
      storages.set(slot.database, storage);
      return {
        store: storage.store,
        mirror: storage.mirror,
        frames: storage.frames,
        destroy: async () => {
          storage.destroyed = true;
        },
      };
    },
    fetchPreset: async () => options.preset ?? null,
    check: async () => ({ outcome: 'ok' }),
  };
  return { deps, store, storages, calls, a, b };
}

/** Slot 2 set to server B, and the user signed in on both; slot 2 is active after. */
async function signInOnBoth(worlds: ServerWorlds) {
  await worlds.ready();
  await worlds.save(2, { name: 'Второй', api: B });
  await worlds.active!.data.sessionApi.login('trader', 'demo1234');
  await worlds.select(2);
  await worlds.active!.data.sessionApi.login('trader', 'demo1234');
}

async function watchView(worlds: ServerWorlds) {
  let view: ServersView | null = null;
  await worlds.watch((v) => {
    view = v;
  });
  return () => view!;
}

describe('server slots in the worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a worker started after a server was saved reaches it without another reload', async () => {
    const { deps } = setup();
    const first = new ServerWorlds(deps);
    await first.ready();
    expect(await first.save(2, { name: 'Второй', api: B })).toEqual({ ok: true, reload: true });
    const next = new ServerWorlds(deps); // the page reloaded: its worker's policy came with B
    await next.ready();
    expect(await next.save(2, { name: 'Второй (переименован)', api: B })).toEqual({ ok: true, reload: false });
  });

  it("says which server trades on paper, as each one's health says; an unreachable one is asked again when it answers", async () => {
    let bUp = false;
    const { deps } = setup({ bReachable: () => bUp });
    const worlds = new ServerWorlds(deps);
    const view = await watchView(worlds);
    await worlds.save(2, { name: 'Второй', api: B });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().slots.map((s) => s.mode)).toEqual(['paper', null, null, null]);
    bUp = true;
    await worlds.select(2);
    await worlds.active!.data.sessionApi.login('trader', 'demo1234');
    await vi.advanceTimersByTimeAsync(0);
    expect(view().slots.map((s) => s.mode)).toEqual(['paper', 'live', null, null]);
  });

  it('stores user edits over the preset, refuses bad ones, and goes back to the preset on reset', async () => {
    const { deps, store } = setup({ preset: { servers: [null, { name: 'Резерв', api: 'http://c.test' }] } });
    const worlds = new ServerWorlds(deps);
    const view = await watchView(worlds);
    await vi.advanceTimersByTimeAsync(0);
    expect(view().slots.map((s) => [s.name, s.addresses?.apiBase ?? null, s.source])).toEqual([
      ['Server1', ORIGIN, 'origin'],
      ['Резерв', 'http://c.test', 'preset'],
      ['Server3', null, null],
      ['Server4', null, null],
    ]);
    expect(store.preset).toEqual({ servers: [null, { name: 'Резерв', api: 'http://c.test' }], allowed: [] });

    expect(await worlds.save(2, { name: 'Мой', api: 'b.test' })).toEqual({ ok: false, problem: 'addressScheme', field: 'api' });
    expect(await worlds.save(2, { name: 'Мой', api: `${ORIGIN}/` })).toEqual({ ok: false, problem: 'addressTaken', field: 'api' });
    // B is outside this worker's policy until a reload (docs/decisions/0120); the preset's C is within it.
    expect(await worlds.save(2, { name: ' Мой ', api: `${B}/` })).toEqual({ ok: true, reload: true });
    expect(view().slots[1]).toMatchObject({
      name: 'Мой',
      source: 'user',
      hasDefault: true,
      addresses: { apiBase: B, wsBase: 'ws://b.test' },
    });
    expect([...store.edits.values()]).toEqual([{ id: 2, name: 'Мой', api: B }]);
    expect(await worlds.save(3, { name: 'Три', api: 'http://c.test' })).toEqual({ ok: true, reload: false });

    expect(await worlds.remove(3)).toEqual({ ok: true });
    expect(await worlds.reset(2)).toEqual({ ok: true });
    expect(view().slots[1]).toMatchObject({ name: 'Резерв', source: 'preset' });
    expect(await worlds.remove(2)).toEqual({ ok: true });
    expect(view().slots[1]).toMatchObject({ name: 'Server2', addresses: null });
    expect(await worlds.remove(1)).toEqual({ ok: false, problem: 'lastServer' });

    // A later start reads the same slots from the store, offline too (no /config.json).
    const again = new ServerWorlds({ ...deps, fetchPreset: async () => undefined });
    const viewAgain = await watchView(again);
    expect(viewAgain().slots.map((s) => s.addresses?.apiBase ?? null)).toEqual([ORIGIN, null, null, null]);
  });

  it('keeps one session per server: each token goes only to its issuer, and signing out of one keeps the other', async () => {
    const { deps, calls, storages } = setup();
    const worlds = new ServerWorlds(deps);
    const view = await watchView(worlds);
    await signInOnBoth(worlds);
    expect(view().active).toBe(2);
    expect(
      view()
        .slots.slice(0, 2)
        .map((s) => [s.signedIn, s.username]),
    ).toEqual([
      [true, 'trader-A'],
      [true, 'trader-B'],
    ]);
    expect(storages.get('lp-ops')!.store.row?.accessToken).toBe('A-access');
    expect(storages.get(`lp-ops@${B}`)!.store.row?.accessToken).toBe('B-access');

    // Both sessions check themselves; no request to one server carries the other's token.
    await vi.advanceTimersByTimeAsync(61_000);
    const sent = calls().filter((c) => c.auth);
    expect(sent.some((c) => c.url.startsWith(ORIGIN))).toBe(true);
    expect(sent.some((c) => c.url.startsWith(B))).toBe(true);
    for (const call of sent) expect(call.auth!.startsWith(call.url.startsWith(B) ? 'B-' : 'A-'), call.url).toBe(true);

    await worlds.active!.data.sessionApi.logout();
    expect(
      view()
        .slots.slice(0, 2)
        .map((s) => s.signedIn),
    ).toEqual([true, false]);
    await worlds.select(1);
    expect(worlds.active!.data.session.currentUser?.username).toBe('trader-A');
  });

  it("moves the app's subscriptions with the active server, each answered from its own world", async () => {
    const { deps, storages } = setup();
    const worlds = new ServerWorlds(deps);
    await signInOnBoth(worlds);
    await worlds.select(1);

    const seen: Array<Snapshot<{ daily_pnl: number }>> = [];
    let session: SessionState | null = null;
    const stop = worlds.route.subscribe('systemStatistics', {}, (s) => seen.push(s as Snapshot<{ daily_pnl: number }>));
    worlds.route.watchSession(
      (s) => {
        session = s;
      },
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toMatchObject({ status: 'live', data: { daily_pnl: 10 } });
    expect(session!.user?.username).toBe('trader-A');

    seen.length = 0;
    await worlds.select(2);
    expect(seen[0]).toEqual({ data: null, status: 'loading', updatedAt: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toMatchObject({ status: 'live', data: { daily_pnl: -4 } });
    expect(session!.user?.username).toBe('trader-B');
    // Each world mirrors into its own storage.
    expect([...storages.get('lp-ops')!.mirror.rows.keys()]).toContain('7:systemStatistics:{}');
    expect([...storages.get(`lp-ops@${B}`)!.mirror.rows.keys()]).toEqual(['70:systemStatistics:{}']);
    stop();
  });

  it("an unreachable server fails its own commands at once with its name, and the overview shows both servers' last figures", async () => {
    let bUp = true;
    const { deps } = setup({ bReachable: () => bUp });
    const worlds = new ServerWorlds(deps);
    await signInOnBoth(worlds);

    let rows: ServerRow[] = [];
    const stop = await worlds.watchOverview((r) => {
      rows = r;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(rows.map((r) => [r.name, r.status, r.capital, r.dailyPnl, r.activeBots, r.openPositions])).toEqual([
      ['Server1', 'online', 1000, 10, 2, 3],
      ['Второй', 'online', 500, -4, 1, 1],
    ]);

    bUp = false;
    await vi.advanceTimersByTimeAsync(5_500);
    expect(rows[1]).toMatchObject({ status: 'offline', capital: 500 });
    expect(rows[0]).toMatchObject({ status: 'online' });
    await expect(worlds.command('bot.start', { id: 5 })).rejects.toEqual({
      detail: 'Нет соединения с сервером: действие не выполнено (Второй)',
      status: 0,
    });
    await worlds.select(1);
    await expect(worlds.command('bot.start', { id: 5 })).resolves.toBe(true);
    stop();
  });

  it("a server that never answers holds up nothing of another's: switching, the other's data, its own row", async () => {
    const { deps } = setup();
    const hang = new Promise<never>(() => undefined);
    const worlds = new ServerWorlds({
      ...deps,
      fetchPreset: () => hang,
      shared: { ...deps.shared, fetch: (input, init) => (input.startsWith(B) ? hang : deps.shared.fetch(input, init)) },
    });
    await worlds.ready();
    await worlds.save(2, { name: 'Второй', api: B });
    await worlds.active!.data.sessionApi.login('trader', 'demo1234');
    await worlds.select(2);
    await worlds.select(1);
    let rows: ServerRow[] = [];
    const stop = await worlds.watchOverview((r) => {
      rows = r;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(rows.map((r) => [r.name, r.status, r.capital])).toEqual([
      ['Server1', 'online', 1000],
      ['Второй', 'signedOut', null],
    ]);
    stop();
  });

  it("a slot moved to another address signs out of the old server and deletes that world's data", async () => {
    const { deps, storages, b } = setup();
    const worlds = new ServerWorlds(deps);
    await worlds.ready();
    await worlds.save(2, { name: 'Второй', api: B });
    await worlds.select(2);
    await worlds.active!.data.sessionApi.login('trader', 'demo1234');
    await worlds.save(2, { name: 'Второй', api: 'http://c.test' });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.count('POST /api/auth/logout')).toBe(1);
    expect(storages.get(`lp-ops@${B}`)!.destroyed).toBe(true);
    expect(worlds.active!.slot.addresses.apiBase).toBe('http://c.test');
    expect(worlds.active!.data.session.currentUser).toBeNull();
  });
});

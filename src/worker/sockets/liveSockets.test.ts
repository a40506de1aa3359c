import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../domain/rules/sync/live';
import { systemClock } from '../clock';
import { LiveSockets, SOCKET_NO_TOKEN_DETAIL, type SocketLike } from './liveSockets';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  serverClose(code = 1006) {
    this.onclose?.({ code });
  }
  /** What the client sent (auth frames). */
  sent: string[] = [];
  readyState = 1;
  send(data: string) {
    this.sent.push(data);
  }
  /** A frame from the server. */
  push(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

function setup(token: string | null = 'T1') {
  const sockets: FakeSocket[] = [];
  const messages: LiveMessage[] = [];
  const errors: string[] = [];
  let current = token;
  const refresh = vi.fn(async () => {
    current = 'T2';
    return 'T2';
  });
  const resumed: number[] = [];
  const live = new LiveSockets({
    wsBase: 'ws://h',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    token: () => current,
    refreshToken: refresh,
    clock: systemClock,
    random: () => 1, // the top of the jitter range
    onMessage: (m) => messages.push(m),
    onError: (d) => errors.push(d),
    onResumed: (botId) => resumed.push(botId),
  });
  return { live, sockets, messages, errors, refresh, resumed, setToken: (t: string) => (current = t) };
}

describe('live sockets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens /ws/{botId}?token= per watched bot and closes the ones no longer watched', () => {
    const t = setup();
    t.live.watch([3, 4]);
    expect(t.sockets.map((s) => s.url)).toEqual(['ws://h/ws/3?token=T1', 'ws://h/ws/4?token=T1']);
    t.live.watch([4]);
    expect(t.sockets[0].closedWith).toBe(1000);
    expect(t.live.watched()).toEqual([4]);
  });

  it('without a token it reports the error and opens nothing', () => {
    const t = setup(null);
    t.live.watch([3]);
    expect(t.sockets).toHaveLength(0);
    expect(t.errors).toEqual([SOCKET_NO_TOKEN_DETAIL]);
    expect(SOCKET_NO_TOKEN_DETAIL).toMatch(/[Тт]окен.*не найден.*войти/);
  });

  it('reconnects with exponential backoff (1 s, 2 s, 4 s… capped at 30 s) and resets after hello', async () => {
    const t = setup();
    t.live.watch([3]);
    t.sockets[0].serverClose();
    await vi.advanceTimersByTimeAsync(999);
    expect(t.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sockets).toHaveLength(2);
    t.sockets[1].serverClose();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(t.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sockets).toHaveLength(3);
    t.sockets[2].serverClose();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(t.sockets).toHaveLength(4);
    for (let i = 0; i < 6; i += 1) {
      t.sockets[t.sockets.length - 1].serverClose();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(t.sockets).toHaveLength(10);
    t.sockets[9].push({ type: 'hello', bot_id: 3, ts: 1 });
    t.sockets[9].serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.sockets).toHaveLength(11);
  });

  it('jitter spreads the delay over the upper half of the step', async () => {
    const t = setup();
    const low = new LiveSockets({
      wsBase: 'ws://h',
      createSocket: (url) => {
        const s = new FakeSocket(url);
        t.sockets.push(s);
        return s;
      },
      token: () => 'x',
      refreshToken: async () => 'x',
      clock: systemClock,
      random: () => 0,
      onMessage: () => undefined,
    });
    low.watch([9]);
    t.sockets[0].serverClose();
    await vi.advanceTimersByTimeAsync(500);
    expect(t.sockets).toHaveLength(2);
  });

  it('4401 refreshes the token before reconnecting; 4403 gives up; intentional close does not reconnect', async () => {
    const t = setup();
    t.live.watch([3, 4]);
    t.sockets[0].serverClose(4401);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.refresh).toHaveBeenCalledWith('T1');
    expect(t.sockets[2].url).toBe('ws://h/ws/3?token=T2');
    t.sockets[1].serverClose(4403);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.live.watched()).toEqual([3]);
    t.live.stopAll();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.sockets).toHaveLength(3);
  });

  it("4400 and 4404 give up too (a malformed id, a bot that is not the user's)", async () => {
    const t = setup();
    t.live.watch([3, 4]);
    t.sockets[0].serverClose(4400);
    t.sockets[1].serverClose(4404);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.live.watched()).toEqual([]);
    expect(t.sockets).toHaveLength(2);
  });

  it('hands every open socket the fresh token when the tokens rotate', () => {
    const t = setup();
    t.live.watch([3, 4]);
    t.setToken('T9');
    t.live.renew();
    expect(t.sockets.map((s) => s.sent)).toEqual([
      [JSON.stringify({ type: 'auth', token: 'T9' })],
      [JSON.stringify({ type: 'auth', token: 'T9' })],
    ]);
  });

  it('after a break, the hello of the new socket says the bot resumed (its missed updates are fetched again)', async () => {
    const t = setup();
    t.live.watch([3]);
    t.sockets[0].push({ type: 'hello', bot_id: 3, ts: 1 });
    expect(t.resumed).toEqual([]);
    t.sockets[0].serverClose(4401);
    await vi.advanceTimersByTimeAsync(1_000);
    t.sockets[1].push({ type: 'hello', bot_id: 3, ts: 2 });
    expect(t.resumed).toEqual([3]);
  });

  it('passes on validated messages and ignores malformed and unknown ones', () => {
    const t = setup();
    t.live.watch([3]);
    const s = t.sockets[0];
    s.push('not json');
    s.push({ type: 'mystery', bot_id: 3, ts: 1 });
    s.push({ type: 'bot_status', bot_id: 3, ts: 1 }); // missing fields
    s.push({ type: 'bot_status', bot_id: 3, status: 'error', running: false, ts: 2 });
    expect(t.messages).toEqual([{ type: 'bot_status', bot_id: 3, status: 'error', running: false, ts: 2 }]);
  });
});

// The alert service over a real database with a stand-in simulator and sender: the once-a-minute
// limit, the periodic look at positions and daily PnL, and what reaches the open tabs.
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_RULES } from '../../src/domain/rules/alerts/alertRules';
import type { LiveMessage } from '../../src/domain/rules/sync/live';
import type { MiningPosition } from '../../src/domain/contracts/types';
import { runMigrations, type Migration } from '../db/migrate';
import { coreMigrations } from '../db/migrations';
import { LiveHub } from '../live/hub';
import type { SimEvent, Simulator } from '../sim/contract';
import { simMigrations } from '../sim/migrations';
import { addBot, addHedgeBot, addUser } from '../sim/testing/fixtures';
import { AlertService } from './alerts';
import { pushMigrations } from './migrations';
import type { PushSender } from './sender';
import { PushStore } from './store';

function setup() {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, [...coreMigrations, ...(simMigrations as Migration[]), ...pushMigrations]);
  const store = new PushStore(db);
  const hub = new LiveHub();
  let clock = Date.UTC(2026, 2, 1, 12, 0, 0);
  const open: MiningPosition[] = [];
  const daily = new Map<number, number>();
  const listeners = new Set<(e: SimEvent) => void>();
  const sim = {
    openPositions: () => open,
    botFigures: (id: number) => ({ daily_pnl: daily.get(id) ?? 0 }),
    onEvent: (l: (e: SimEvent) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as unknown as Simulator;
  /** The simulator announcing an event. */
  const emit = (e: SimEvent) => listeners.forEach((l) => l(e));
  const enqueue = vi.fn();
  const service = new AlertService({ store, hub, sim, sender: { enqueue } as unknown as PushSender, now: () => clock });
  service.start(null);
  const user = addUser(db, 'alice');
  const bot = addBot(db, user, null, true, { name: 'Альфа' });
  const hedge = addHedgeBot(db, user, true, { name: 'Хедж' });
  store.saveDevice(
    user,
    null,
    { endpoint: 'https://push.example.org/a', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    'Телефон',
    10,
  );
  const heard: LiveMessage[] = [];
  hub.subscribe(bot, (m) => heard.push(m));
  hub.subscribe(hedge, (m) => heard.push(m));
  return { db, store, hub, emit, service, enqueue, user, bot, hedge, open, daily, heard, advance: (ms: number) => (clock += ms) };
}

const position = (over: Partial<MiningPosition>): MiningPosition =>
  ({
    token_id: 41,
    bot_id: 0,
    symbol: 'ETH/USDT',
    status: 'open',
    exit_reason: null,
    current_price: 3000,
    lower_price: 2900,
    upper_price: 3100,
    current_eth_value: 500,
    current_position_value_usd: 1000,
    needs_rebalancing: false,
    net_pnl_usd: 1,
    pnl: 1,
    ...over,
  }) as MiningPosition;

describe('alert service', () => {
  it('at most one alert per rule and position a minute', () => {
    const s = setup();
    const close = () =>
      s.emit({
        type: 'position_closed',
        bot_id: s.bot,
        user_id: s.user,
        token_id: 41,
        reason: 'lower_stop_loss',
        ts: 0,
        position: position({ bot_id: s.bot, status: 'closed', exit_reason: 'lower_stop_loss', exit_price: 2890 }),
      });
    close();
    s.service.drain();
    s.advance(59_999);
    close();
    s.service.drain();
    expect(s.store.alerts(s.user).items).toHaveLength(1);
    s.advance(1);
    close();
    s.service.drain();
    expect(s.store.alerts(s.user).items).toHaveLength(2);
    expect(s.enqueue).toHaveBeenCalledTimes(2);
    const [, message] = s.enqueue.mock.calls[0];
    expect(JSON.parse(message.payload)).toMatchObject({ type: 'alert', alert: { kind: 'stop_loss', title: 'Стоп-лосс: Альфа' } });
  });

  it('the periodic look announces a position leaving its range, on the bot’s socket too', () => {
    const s = setup();
    s.store.saveRules(s.user, { ...DEFAULT_ALERT_RULES, kinds: { ...DEFAULT_ALERT_RULES.kinds, out_of_range: true } });
    s.service.rulesChanged(s.user);
    s.open.push(position({ bot_id: s.bot }));
    s.service.observe();
    expect(s.store.alerts(s.user).items).toHaveLength(0);
    s.open[0] = position({ bot_id: s.bot, current_price: 3200 });
    s.service.observe();
    s.service.observe();
    const [alert] = s.store.alerts(s.user).items;
    expect(alert).toMatchObject({ kind: 'out_of_range', title: 'Вне диапазона: Альфа', url: `/mining/positions?bot=${s.bot}&position=41` });
    expect(alert.body).toContain('выше диапазона позиции #41');
    expect(s.heard.filter((m) => m.type === 'alert')).toEqual([{ type: 'alert', bot_id: s.bot, alert, ts: expect.any(Number) }]);
    const [, message] = s.enqueue.mock.calls[0];
    expect(message.urgency).toBe('normal');
  });

  it('a large daily loss goes to every bot’s socket of the user and links to the statistics', () => {
    const s = setup();
    s.store.saveRules(s.user, { ...DEFAULT_ALERT_RULES, kinds: { ...DEFAULT_ALERT_RULES.kinds, daily_loss: true }, daily_loss_usdt: 100 });
    s.service.rulesChanged(s.user);
    s.daily.set(s.bot, -150);
    s.service.observe();
    const [alert] = s.store.alerts(s.user).items;
    expect(alert).toMatchObject({ kind: 'daily_loss', title: 'Крупный убыток за сутки', url: '/mining/statistics', bot_id: null });
    expect(alert.body).toBe('PnL за 24 часа: −150,00\u00a0$ (порог −100 USDT)');
    expect(new Set(s.heard.filter((m) => m.type === 'alert').map((m) => m.bot_id))).toEqual(new Set([s.bot, s.hedge]));
  });

  it('a hedge position stopped out links to the hedge bot', () => {
    const s = setup();
    s.store.saveRules(s.user, { ...DEFAULT_ALERT_RULES, kinds: { ...DEFAULT_ALERT_RULES.kinds, hedge_stopped: true } });
    s.service.rulesChanged(s.user);
    s.emit({
      type: 'hedge_closed',
      bot_id: s.hedge,
      user_id: s.user,
      position_id: 9,
      token_id: null,
      reason: 'stop_loss',
      ts: 0,
      position: {
        position_id: 9,
        bot_id: s.hedge,
        status: 'closed',
        exit_reason: 'stop_loss',
        price_open: 3000,
        leverage: 3,
        income_module: -4.2,
        created_at: '',
        current_price: 3060,
        symbol: 'ETH/USDT',
      },
    });
    s.service.drain();
    expect(s.store.alerts(s.user).items[0]).toMatchObject({
      kind: 'hedge_stopped',
      title: 'Хедж закрыт по стоп-лоссу: Хедж',
      url: `/hedge-bots?bot=${s.hedge}`,
      tag: `hedge-${s.hedge}-9`,
    });
  });

  it('keeps the newest 200 alerts of a user', () => {
    const s = setup();
    for (let i = 0; i < 205; i++)
      s.store.addAlert(s.user, {
        kind: 'bot_error',
        title: `#${i}`,
        body: '',
        url: '/',
        tag: 't',
        bot_id: null,
        position_id: null,
        quiet: false,
        createdMs: i,
      });
    const list = s.store.alerts(s.user);
    expect(list.items).toHaveLength(200);
    expect(list.items[0].title).toBe('#204');
    expect(list.unread).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { alertTag, evaluateAlert, mayRepeat, rangeSide, repeatKey, type AlertEvent, type AlertMemory } from './alertEvaluation';
import { ALERT_REPEAT_MS, DEFAULT_ALERT_RULES, withRuleDefaults } from './alertRules';
import { needsRebalancing } from '../mining/rebalancing';
import type { AlertRules } from '../../contracts/push';
import type { HedgePosition, MiningPosition } from '../../contracts/types';

const all: AlertRules = withRuleDefaults({
  kinds: { stop_loss: true, out_of_range: true, rebalancing: true, bot_error: true, hedge_stopped: true, daily_loss: true },
  daily_loss_usdt: 50,
});

function position(over: Partial<MiningPosition> = {}): MiningPosition {
  return {
    token_id: 41,
    bot_id: 3,
    symbol: 'ETH/USDT',
    status: 'open',
    exit_reason: null,
    current_price: 3000,
    lower_price: 2900,
    upper_price: 3100,
    current_eth_value: 500,
    current_position_value_usd: 1000,
    needs_rebalancing: false,
    net_pnl_usd: -12.5,
    pnl: -12.5,
    ...over,
  } as MiningPosition;
}

/** Runs events one after another from empty memory; returns every draft's kind and the memory. */
function run(events: AlertEvent[], rules = all) {
  let memory: AlertMemory = {};
  const kinds: string[] = [];
  for (const e of events) {
    const r = evaluateAlert(e, rules, memory);
    memory = r.memory;
    kinds.push(...r.drafts.map((d) => d.kind));
  }
  return { kinds, memory };
}

const observed = (over: Partial<MiningPosition>): AlertEvent => ({ type: 'position_observed', bot_id: 3, position: position(over) });
const closed = (exit_reason: string, over: Partial<MiningPosition> = {}): AlertEvent => ({
  type: 'position_closed',
  bot_id: 3,
  ts: 1,
  position: position({ status: 'closed', exit_reason, exit_price: 2890, ...over }),
});

describe('alert rules evaluation', () => {
  it('a stop-loss exit on either side raises one alert with bot, pair, price, result and side', () => {
    const r = evaluateAlert(closed('lower_stop_loss'), DEFAULT_ALERT_RULES, {});
    expect(r.drafts).toEqual([
      { kind: 'stop_loss', botId: 3, positionId: 41, symbol: 'ETH/USDT', price: 2890, pnl: -12.5, detail: 'lower' },
    ]);
    expect(evaluateAlert(closed('upper_stop_losss'), all, {}).drafts[0].detail).toBe('upper');
    expect(evaluateAlert(closed('upper_stop_loss'), all, {}).drafts[0].detail).toBe('upper');
  });

  it('other exits raise nothing, and the stop-loss rule can be off', () => {
    expect(run([closed('manual'), closed('system_restart_cleanup')]).kinds).toEqual([]);
    const off = withRuleDefaults({ kinds: { ...all.kinds, stop_loss: false } });
    expect(run([closed('lower_stop_loss')], off).kinds).toEqual([]);
  });

  it('out of range is announced when the price leaves lower–upper, once, and again after it came back', () => {
    const { kinds, memory } = run([
      observed({ current_price: 3000 }),
      observed({ current_price: 3150 }),
      observed({ current_price: 3160 }),
      observed({ current_price: 3050 }),
      observed({ current_price: 2850 }),
    ]);
    expect(kinds).toEqual(['out_of_range', 'out_of_range']);
    expect(memory['range:41']).toBe('out');
    expect(evaluateAlert(observed({ current_price: 3150 }), all, {}).drafts[0]).toMatchObject({ detail: 'above', price: 3150 });
  });

  it('the price exactly on a bound is still in range', () => {
    expect(rangeSide({ current_price: 3100, lower_price: 2900, upper_price: 3100 })).toBeNull();
    expect(rangeSide({ current_price: 2899.99, lower_price: 2900, upper_price: 3100 })).toBe('below');
  });

  it('rebalancing follows docs/product.md §9: the ETH share more than 10 points from 50 %', () => {
    expect(needsRebalancing(position({ current_eth_value: 600, current_position_value_usd: 1000 }))).toBe(false);
    expect(needsRebalancing(position({ current_eth_value: 601, current_position_value_usd: 1000 }))).toBe(true);
    expect(needsRebalancing(position({ current_eth_value: 399, current_position_value_usd: 1000 }))).toBe(true);
    // no amounts: the server's flag
    expect(needsRebalancing(position({ current_position_value_usd: 0, needs_rebalancing: true }))).toBe(true);
    const { kinds } = run([
      observed({ current_eth_value: 500 }),
      observed({ current_eth_value: 700 }),
      observed({ current_eth_value: 710 }),
    ]);
    expect(kinds).toEqual(['rebalancing']);
  });

  it('a closed position is forgotten, so memory does not grow with history', () => {
    const { memory } = run([observed({ current_price: 3150 }), closed('manual')]);
    expect(memory).toEqual({});
  });

  it('switching a rule on does not announce a state reached before', () => {
    const off = withRuleDefaults({ kinds: { ...all.kinds, out_of_range: false } });
    const first = evaluateAlert(observed({ current_price: 3150 }), off, {});
    expect(first.drafts).toEqual([]);
    expect(evaluateAlert(observed({ current_price: 3160 }), all, first.memory).drafts).toEqual([]);
  });

  it('a bot going to error alerts once; repeats and other statuses do not', () => {
    const status = (s: string): AlertEvent => ({ type: 'bot_status', bot_id: 7, status: s, running: false, ts: 1 });
    expect(run([status('running'), status('error'), status('error'), status('stopped'), status('error')]).kinds).toEqual([
      'bot_error',
      'bot_error',
    ]);
    expect(run([status('error')], withRuleDefaults({ kinds: { ...all.kinds, bot_error: false } })).kinds).toEqual([]);
  });

  it('a hedge position stopped out or liquidated alerts; a take-profit, a manual close or an open short do not', () => {
    const hedge = (status: string, exit_reason: string | null): AlertEvent => ({
      type: 'hedge_position_update',
      bot_id: 5,
      ts: 1,
      position: {
        position_id: 9,
        bot_id: 5,
        status,
        exit_reason,
        price_open: 3000,
        leverage: 3,
        income_module: -4.2,
        created_at: '',
        current_price: 3060,
        symbol: 'ETH/USDT',
      } as HedgePosition,
    });
    expect(evaluateAlert(hedge('closed', 'stop_loss'), all, {}).drafts).toEqual([
      { kind: 'hedge_stopped', botId: 5, positionId: 9, symbol: 'ETH/USDT', price: 3060, pnl: -4.2, detail: 'stop_loss' },
    ]);
    expect(run([hedge('liquidated', null)]).kinds).toEqual(['hedge_stopped']);
    expect(run([hedge('closed', 'take_profit'), hedge('closed', 'manual'), hedge('active', null)]).kinds).toEqual([]);
    expect(run([hedge('closed', 'stop_loss')], DEFAULT_ALERT_RULES).kinds).toEqual([]);
  });

  it('a large daily loss alerts when the loss crosses the threshold, and again only after it recovered', () => {
    const day = (value: number): AlertEvent => ({ type: 'daily_pnl', value });
    expect(run([day(-10), day(-50), day(-80), day(-20), day(-51)]).kinds).toEqual(['daily_loss', 'daily_loss']);
    expect(evaluateAlert(day(-60), all, {}).drafts[0]).toMatchObject({ kind: 'daily_loss', pnl: -60, botId: null });
    expect(run([day(-500)], DEFAULT_ALERT_RULES).kinds).toEqual([]);
  });

  it('defaults: stop-loss and bot error on, the rest off', () => {
    expect(DEFAULT_ALERT_RULES.kinds).toEqual({
      stop_loss: true,
      out_of_range: false,
      rebalancing: false,
      bot_error: true,
      hedge_stopped: false,
      daily_loss: false,
    });
    expect(withRuleDefaults({ kinds: { stop_loss: false } as AlertRules['kinds'] }).kinds).toMatchObject({
      stop_loss: false,
      bot_error: true,
    });
  });

  it('at most one alert per rule and position a minute; tags are per position', () => {
    const draft = evaluateAlert(closed('lower_stop_loss'), all, {}).drafts[0];
    expect(repeatKey(draft)).toBe('stop_loss:3:41');
    expect(mayRepeat(undefined, 1000)).toBe(true);
    expect(mayRepeat(1000, 1000 + ALERT_REPEAT_MS - 1)).toBe(false);
    expect(mayRepeat(1000, 1000 + ALERT_REPEAT_MS)).toBe(true);
    expect(alertTag(draft)).toBe('position-3-41');
    expect(alertTag({ kind: 'out_of_range', botId: 3, positionId: 41 })).toBe('position-3-41');
    expect(alertTag({ kind: 'bot_error', botId: 3, positionId: null })).toBe('bot-3');
    expect(alertTag({ kind: 'hedge_stopped', botId: 5, positionId: 9 })).toBe('hedge-5-9');
    expect(alertTag({ kind: 'daily_loss', botId: null, positionId: null })).toBe('daily-loss');
  });
});

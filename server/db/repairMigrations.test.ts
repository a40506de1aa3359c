// Issue 19: rows stored before the channel and hedge-limit rules are repaired on the next start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { channelProblem } from '../../src/domain/rules/strategies/strategyChannelCheck';
import { simMigrations } from '../sim/migrations';
import { coreMigrations } from './migrations';
import { openDatabase } from './open';

const dirs: string[] = [];
const db = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-repair-'));
  dirs.push(dir);
  return openDatabase(dir);
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const at = new Date().toISOString();
const addUser = (d: ReturnType<typeof db>) =>
  Number(
    d
      .prepare(
        "INSERT INTO users (username, email, password_hash, role, status, created_at, updated_at) VALUES ('u', 'u@x.local', 'h', 'trader', 'active', ?, ?)",
      )
      .run(at, at).lastInsertRowid,
  );

describe('repair migrations', () => {
  it('repairs stored strategies with impossible channels and leaves sound ones alone', () => {
    const d = db();
    const user = addUser(d);
    const insert = d.prepare(`INSERT INTO strategies (user_id, name, symbol, network, channel_width, channel_width_unit, upper_channel,
      lower_channel, upper_stop_losses, lower_stop_losses, upper_stop_losses_percent, lower_stop_losses_percent, created_at, updated_at)
      VALUES (?, ?, 'ETH/USDT', 'arbitrum', 10000, 'USDT', ?, ?, ?, ?, ?, ?, ?, ?)`);
    const bad = insert.run(user, 'bad', 7874, 0, '[7000]', '[0,0]', '[90]', '[0,5]', at, at).lastInsertRowid;
    const good = insert.run(user, 'good', 3100, 2900, '[3080]', '[2920]', '[90]', '[10]', at, at).lastInsertRowid;
    const goodBefore = JSON.stringify(d.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(good));
    coreMigrations.find((m) => m.id === '0003_strategy_channels')!.up(d);
    const read = (id: number | bigint) => {
      const r = d.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(id) as Record<string, string | number>;
      return {
        lower_channel: Number(r.lower_channel),
        upper_channel: Number(r.upper_channel),
        upper_stop_losses: JSON.parse(String(r.upper_stop_losses)) as number[],
        lower_stop_losses: JSON.parse(String(r.lower_stop_losses)) as number[],
        upper_stop_losses_percent: JSON.parse(String(r.upper_stop_losses_percent)) as number[],
        lower_stop_losses_percent: JSON.parse(String(r.lower_stop_losses_percent)) as number[],
      };
    };
    const repaired = read(bad);
    expect(repaired.lower_channel).toBeGreaterThan(0);
    expect(repaired.lower_stop_losses_percent).toEqual([0.1, 5]);
    expect(channelProblem(repaired)).toBeNull();
    expect(JSON.stringify(d.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(good))).toBe(goodBefore);
    d.close();
  });

  it('closes the newest active hedge shorts beyond a bot max_hedge_positions', () => {
    const d = db();
    const user = addUser(d);
    d.prepare("INSERT INTO bot_ids (id, kind) VALUES (7, 'hedge')").run();
    d.prepare(
      `INSERT INTO hedge_bots (bot_id, user_id, name, symbol, network, wallet_address, private_key_enc, rpc_url, price_open, channel_upper,
        channel_lower, usdt_start, eth_start, gate_api_key_enc, gate_api_secret_enc, analysis_interval, max_hedge_positions,
        stop_loss_percent, status, created_at, updated_at)
      VALUES (7, ?, 'Хедж ETH', 'ETHUSDT', 'arbitrum', '0x1', 'x', 'https://a', 3000, 3100, 2900, 1, 1, 'x', 'x', '5m', 5, 5, 'running', ?, ?)`,
    ).run(user, at, at);
    const hedge = d.prepare(
      `INSERT INTO sim_hedges (bot_id, user_id, symbol, status, price_open, leverage, amount_usdt, compensation_percent, tp_price, sl_price, fees_usd, created_ms)
      VALUES (7, ?, 'ETHUSDT', 'active', 3000, 3, 100, 25, 2900, 3150, 0, ?)`,
    );
    for (let i = 0; i < 6; i++) hedge.run(user, i);
    simMigrations.find((m) => m.id === '1003_sim_hedge_limit')!.up(d as never);
    const active = d
      .prepare("SELECT position_id FROM sim_hedges WHERE bot_id = 7 AND status = 'active' ORDER BY position_id")
      .all() as Array<{
      position_id: number;
    }>;
    expect(active).toHaveLength(5);
    const closed = d.prepare("SELECT exit_reason, pnl_usd FROM sim_hedges WHERE bot_id = 7 AND status = 'closed'").all();
    expect(closed).toEqual([{ exit_reason: 'limit_cleanup', pnl_usd: 0 }]);
    d.close();
  });
});

// The demo of docs/architecture.md#fixed-contracts, seeded on first start with an empty database (not when DEMO=0):
// five accounts (password demo1234), strategies, mining bots (one running), a running hedge bot
// for trader and admin, a bot for premium; then the simulator back-fills weeks of history.
import crypto from 'node:crypto';
import type { Role } from '../../src/domain/contracts/types';
import { DEFAULT_RPC_URL } from '../../src/domain/rules/mining/botForm';
import { newStrategy } from '../../src/domain/rules/strategies/strategyDefaults';
import { setStopPercent, setWidth } from '../../src/domain/rules/strategies/channelEditor';
import { sanitiseStrategy } from '../../src/domain/rules/strategies/strategySanitise';
import type { AppContext } from '../app';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { countCreation, nextBotId } from '../services/miningBots';
import { seedJournalsAndWallets, type DemoBot } from '../journal/history';
import { simInternals } from '../sim/engine/simulator';

export const DEMO_PASSWORD = 'demo1234';

/** Limits chosen so the app's own polling (a handful of topics every 5 s, all day) never hits them. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  username: string;
  role: Role;
  full_name: string;
  max_bots: number;
  max_concurrent_bots: number;
  api_rate_limit: number;
}> = [
  { username: 'admin', role: 'admin', full_name: 'Администратор демо', max_bots: 50, max_concurrent_bots: 20, api_rate_limit: 100_000 },
  { username: 'trader', role: 'trader', full_name: 'Трейдер демо', max_bots: 20, max_concurrent_bots: 10, api_rate_limit: 50_000 },
  { username: 'premium', role: 'premium', full_name: 'Премиум демо', max_bots: 10, max_concurrent_bots: 5, api_rate_limit: 50_000 },
  { username: 'user', role: 'user', full_name: 'Пользователь демо', max_bots: 5, max_concurrent_bots: 3, api_rate_limit: 20_000 },
  { username: 'viewer', role: 'viewer', full_name: 'Наблюдатель демо', max_bots: 5, max_concurrent_bots: 3, api_rate_limit: 20_000 },
];

const demoEmail = (username: string) => `${username}@demo.local`;

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

function isEmpty(ctx: AppContext): boolean {
  return (ctx.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n === 0;
}

export function hasDemoAccounts(ctx: AppContext): boolean {
  return !!ctx.db.prepare("SELECT 1 FROM users WHERE email = 'trader@demo.local'").get();
}

/**
 * The demo's size. The defaults are docs/architecture.md#fixed-contracts's demo; the benchmark (issue 9) asks for more
 * with DEMO_HISTORY (closed positions per user) and DEMO_OPEN (open positions for admin, reached
 * with as many extra running bots).
 */
export interface DemoScale {
  closedPerUser: number;
  adminOpen: number;
}

export function demoScaleFromEnv(env: NodeJS.ProcessEnv = process.env): DemoScale {
  const int = (v: string | undefined, fallback: number, max: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
  };
  return { closedPerUser: int(env.DEMO_HISTORY, 220, 50_000), adminOpen: int(env.DEMO_OPEN, 0, 1_000) };
}

const EXTRA_SYMBOLS = ['ETH/USDT', 'BTC/USDT', 'BNB/USDT', 'ARB/USDT'] as const;

/** Seeds the demo when the database has no users. Returns whether it did. */
export async function seedDemo(ctx: AppContext, scale: DemoScale = demoScaleFromEnv()): Promise<boolean> {
  if (!isEmpty(ctx)) return false;
  const { db, secrets, sim } = ctx;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const price = (symbol: string) => {
    const p = sim.price(symbol);
    return Number.isFinite(p) && p > 0 ? p : undefined;
  };
  const miningBotIds: number[] = [];
  const hedgeBotIds: number[] = [];
  const demoBots: DemoBot[] = [];
  const now = new Date().toISOString();

  const addStrategy = (
    userId: number,
    name: string,
    symbol: string,
    width: number,
    stopLoss: number,
    maxPositions = 3,
    stops: { upper: number; lower: number } = { upper: 90, lower: 10 },
  ): number => {
    const base = newStrategy(price(symbol), symbol);
    const mid = base.upper_channel / 2 + base.lower_channel / 2;
    const placed = setStopPercent(setStopPercent(setWidth(base, width, mid), 'upper', 0, stops.upper), 'lower', 0, stops.lower);
    const s = sanitiseStrategy({
      ...placed,
      name,
      description: 'Демо-стратегия',
      position_size_percent: 20,
    });
    const info = db
      .prepare(
        `INSERT INTO strategies (user_id, name, description, symbol, network, is_active, strategy_type,
        position_size_percent, channel_width, channel_width_unit, upper_channel, lower_channel, upper_channel_percent,
        lower_channel_percent, upper_stop_losses, lower_stop_losses, stops_unit, upper_stop_losses_percent,
        lower_stop_losses_percent, exit_strategy_upper, exit_strategy_lower, stop_loss_percent, max_positions, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, 1, 'liquidity_mining', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        s.name,
        s.description,
        s.symbol,
        s.network,
        s.position_size_percent,
        s.channel_width,
        s.channel_width_unit,
        s.upper_channel,
        s.lower_channel,
        s.upper_channel_percent,
        s.lower_channel_percent,
        JSON.stringify(s.upper_stop_losses),
        JSON.stringify(s.lower_stop_losses),
        s.stops_unit,
        JSON.stringify(s.upper_stop_losses_percent),
        JSON.stringify(s.lower_stop_losses_percent),
        s.exit_strategy_upper,
        s.exit_strategy_lower,
        stopLoss,
        maxPositions,
        now,
        now,
      );
    return Number(info.lastInsertRowid);
  };

  const addBot = (userId: number, name: string, symbol: string, network: string, strategyId: number, running: boolean) => {
    countCreation(db, userId);
    const id = nextBotId(db, 'mining');
    db.prepare(
      `INSERT INTO bots (bot_id, user_id, name, status, running, network, symbol, wallet_address, private_key_enc, rpc_url,
        strategy_id, initial_investment, started_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      userId,
      name,
      running ? 'running' : 'stopped',
      running ? 1 : 0,
      network,
      symbol,
      `0x${hex(20)}`,
      secrets.seal(`0x${hex(32)}`),
      DEFAULT_RPC_URL,
      strategyId,
      10_000,
      running ? now : null,
      now,
      now,
    );
    demoBots.push({ id, kind: 'mining', running, deposit: 10_000 });
    miningBotIds.push(id);
  };

  /** A running hedge bot on ETH: its channel `channel` percent either side of the price, its stop-loss `stopLoss` percent. */
  const addHedgeBot = (userId: number, name: string, channel: number, stopLoss: number) => {
    countCreation(db, userId);
    const id = nextBotId(db, 'hedge');
    const open = Math.round(price('ETHUSDT') ?? 3000);
    db.prepare(
      `INSERT INTO hedge_bots (bot_id, user_id, name, symbol, network, wallet_address, private_key_enc, rpc_url, price_open,
        channel_upper, channel_lower, usdt_start, eth_start, gate_api_key_enc, gate_api_secret_enc, gate_testnet, analysis_interval,
        enable_technical_analysis, auto_hedge, auto_rebalance, max_hedge_positions, stop_loss_percent, status, created_at, updated_at)
      VALUES (?, ?, ?, 'ETHUSDT', 'arbitrum', ?, ?, ?, ?, ?, ?, 10000, 3.33, ?, ?, 1, '5m', 1, 1, 1, 5, ?, 'running', ?, ?)`,
    ).run(
      id,
      userId,
      name,
      `0x${hex(20)}`,
      secrets.seal(`0x${hex(32)}`),
      DEFAULT_RPC_URL,
      open,
      Math.round(open * (1 + channel / 100)),
      Math.round(open * (1 - channel / 100)),
      secrets.seal(hex(16)),
      secrets.seal(hex(32)),
      stopLoss,
      now,
      now,
    );
    demoBots.push({ id, kind: 'hedge', running: true });
    hedgeBotIds.push(id);
  };

  db.transaction(() => {
    const ids: Record<string, number> = {};
    DEMO_ACCOUNTS.forEach((a, i) => {
      // the benchmark's extra open positions each need a running bot of admin's
      const maxBots = a.username === 'admin' ? Math.max(a.max_bots, 10 + scale.adminOpen) : a.max_bots;
      ids[a.username] = insertUser(db, {
        username: a.username,
        email: demoEmail(a.username),
        full_name: a.full_name,
        password_hash: hashes[i],
        role: a.role,
        status: 'active',
        max_bots: maxBots,
        max_concurrent_bots: a.max_concurrent_bots,
        api_rate_limit: a.api_rate_limit,
      });
    });
    for (const who of ['trader', 'admin']) {
      const uid = ids[who];
      const trader = who === 'trader';
      // each user's own strategies and hedge bot: two users never run the same book (docs/decisions/0112-pool-fee-sharing.md)
      const eth = trader
        ? addStrategy(uid, 'ETH узкий канал', 'ETH/USDT', 8, 5, 5)
        : addStrategy(uid, 'ETH узкий канал', 'ETH/USDT', 7, 5, 5, { upper: 85, lower: 15 });
      const btc = trader
        ? addStrategy(uid, 'BTC широкий канал', 'BTC/USDT', 15, 8)
        : addStrategy(uid, 'BTC широкий канал', 'BTC/USDT', 18, 8, 3, { upper: 88, lower: 12 });
      // Three running bots on three pools, so at least three positions are open whatever the
      // price did: the ladder rule lets one bot hold a second position only a quarter channel
      // away from the first, and never a third inside its stops.
      addBot(uid, trader ? 'LP Alpha' : 'Admin LP ETH', 'ETH/USDT', 'arbitrum', eth, true);
      addBot(uid, trader ? 'LP Beta' : 'Admin LP BTC', 'BTC/USDT', 'polygon', btc, false);
      addBot(uid, trader ? 'LP Gamma' : 'Admin LP BTC Arbitrum', 'BTC/USDT', 'arbitrum', btc, true);
      addBot(uid, trader ? 'LP Delta' : 'Admin LP ETH BSC', 'ETH/USDT', 'bsc', eth, true);
      if (trader) addHedgeBot(uid, 'Хедж ETH', 5, 5);
      else addHedgeBot(uid, 'Admin Хедж ETH', 4, 4);
    }
    const premiumStrategy = addStrategy(ids.premium, 'ETH средний канал', 'ETH/USDT', 12, 6);
    addBot(ids.premium, 'Premium LP', 'ETH/USDT', 'arbitrum', premiumStrategy, true);
    // every running bot holds at least one position: one bot per extra open position asked for
    const extraBots = scale.adminOpen;
    for (let i = 0; i < extraBots; i++) {
      const symbol = EXTRA_SYMBOLS[i % EXTRA_SYMBOLS.length];
      const strategy = addStrategy(ids.admin, `Нагрузка ${i + 1}`, symbol, 8 + (i % 5), 5, 5);
      addBot(ids.admin, `Admin LP ${i + 1}`, symbol, 'arbitrum', strategy, true);
    }
  })();

  sim.backfillDemo({ miningBotIds, hedgeBotIds, closedPerUser: scale.closedPerUser });
  // journals and wallets follow the history, in time order (issue 54)
  seedJournalsAndWallets(db, simInternals(sim), demoBots, sim.now());
  return true;
}

export function demoAccountsText(): string {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(8)} ${demoEmail(a.username).padEnd(20)} пароль ${DEMO_PASSWORD}`);
  return ['Демо-аккаунты:', ...lines].join('\n');
}

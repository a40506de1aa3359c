// Server bot → the Bot UI model of docs/product.md §3, and the bot statistics of the server.
import { networkRisk, strategyRisk } from './botRisk';
import type { Network } from '../../contracts/values';
import type { Bot, BotKind, BotStatistics, BotStatus, ServerBot } from '../../contracts/types';

const DEFAULT_BOT_NAME = 'Без названия';
const DEFAULT_BOT_SYMBOL = 'ETH/USDT';

/** docs/product.md §3: the networks whose bots are of kind liquidity_mining. */
const LIQUIDITY_MINING_NETWORKS: ReadonlySet<string> = new Set(['arbitrum', 'ethereum', 'polygon'] satisfies Network[]);

/** Kind is derived from the network: arbitrum, ethereum, polygon → liquidity_mining, else unknown. */
export function botKind(network: string): BotKind {
  return LIQUIDITY_MINING_NETWORKS.has(network.toLowerCase()) ? 'liquidity_mining' : 'unknown';
}

/** running stays running, error stays error; paused and anything unknown → stopped. */
export function botStatus(status: unknown, running?: unknown): BotStatus {
  const s = typeof status === 'string' ? status.toLowerCase() : '';
  if (s === 'running') return 'running';
  if (s === 'error') return 'error';
  if (s === '' && running === true) return 'running';
  return 'stopped';
}

function num(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function isServerBot(value: unknown): value is ServerBot {
  return typeof value === 'object' && value !== null && typeof (value as ServerBot).bot_id === 'number';
}

/**
 * `authenticated` is true for bots read through the mining-bot API (docs/product.md §6): their risk is the
 * network's; other bots take the strategy rule.
 */
export function normaliseBot(raw: ServerBot, authenticated: boolean): Bot {
  const network = text(raw.network) ?? '';
  const status = botStatus(raw.status, raw.running);
  const bot: Bot = {
    id: raw.bot_id,
    name: text(raw.name) ?? DEFAULT_BOT_NAME,
    kind: botKind(network),
    symbol: text(raw.symbol) ?? DEFAULT_BOT_SYMBOL,
    network,
    enabled: status === 'running',
    sharpe: num(raw.sharpe),
    dailyPnL: num(raw.daily_pnl),
    mtdPnL: num(raw.mtd_pnl),
    risk: authenticated ? networkRisk(network) : strategyRisk(raw.strategy_details),
    status,
    createdAt: text(raw.created_at) ?? '',
    lastActive: text(raw.last_active) ?? text(raw.updated_at),
    totalPnL: num(raw.total_pnl),
    winRate: num(raw.win_rate),
    totalTrades: num(raw.total_trades),
    avgTradeSize: num(raw.avg_trade_size),
    strategy: text(raw.strategy) ?? text(raw.strategy_details?.name),
    strategyId: typeof raw.strategy_id === 'number' ? raw.strategy_id : null,
    walletAddress: text(raw.wallet_address) ?? '',
  };
  if (text(raw.rpc_url)) bot.rpcUrl = raw.rpc_url;
  if (typeof raw.user_id === 'number') bot.ownerId = raw.user_id;
  if (text(raw.owner)) bot.owner = raw.owner;
  return bot;
}

/** The server's statistics (`total_bots`, `running_bots` plus the camelCase fields) as BotStatistics. */
export function normaliseBotStatistics(raw: Record<string, unknown>): BotStatistics {
  return {
    totalBots: num(raw.totalBots ?? raw.total_bots),
    activeBots: num(raw.activeBots ?? raw.running_bots ?? raw.active_bots),
    profitableBots: num(raw.profitableBots ?? raw.profitable_bots),
    unprofitableBots: num(raw.unprofitableBots ?? raw.unprofitable_bots),
    lowRiskBots: num(raw.lowRiskBots ?? raw.low_risk_bots),
    mediumRiskBots: num(raw.mediumRiskBots ?? raw.medium_risk_bots),
    highRiskBots: num(raw.highRiskBots ?? raw.high_risk_bots),
    averageSharpe: num(raw.averageSharpe ?? raw.average_sharpe),
    totalDailyPnL: num(raw.totalDailyPnL ?? raw.total_daily_pnl),
    totalMTDPnL: num(raw.totalMTDPnL ?? raw.total_mtd_pnl),
  };
}

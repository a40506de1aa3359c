// The journal's messages, built from the server's own values: numbers written by the product's
// formatting (src/domain/format/format.ts), codes through the catalogue's words, and the one text an
// operator gives (a stop's reason) stripped of control and invisible characters and cut short.
import { formatLeverage, formatPrice, formatSignedUsd, formatUsd } from '../../src/domain/format/format';
import type { HedgePosition, MiningPosition } from '../../src/domain/contracts/types';
import type { LogLevel } from '../../src/domain/contracts/values';
import { oneLine } from '../../src/domain/rules/mining/journal';
import { TEXT } from '../http/texts';

const T = TEXT.journal;
const REASON_MAX = 100;

export interface JournalLine {
  level: LogLevel;
  message: string;
}

/** An exit reason in words; a code the catalogue does not know is named as "another reason", never echoed. */
function reasonText(code: string | null | undefined): string {
  return (code && Object.prototype.hasOwnProperty.call(T.reasons, code) ? T.reasons[code] : null) ?? T.otherReason;
}

export function stopLine(stopType: string | null | undefined, reason: string | null | undefined): JournalLine {
  const how = T.stopTypes[stopType ?? 'graceful'] ?? T.stopTypes.graceful;
  const why = oneLine(reason ?? '')
    .trim()
    .slice(0, REASON_MAX);
  return { level: 'info', message: why ? T.stoppedWhy(how, why) : T.stopped(how) };
}

/** A start the server refused (a limit): its own answer, as the rest of a sentence. */
export function startRefusedLine(detail: string): JournalLine {
  return { level: 'error', message: T.startRefused(detail.charAt(0).toLowerCase() + detail.slice(1)) };
}

export function openedLine(p: MiningPosition, reopened: boolean): JournalLine {
  const price = (v: number) => formatPrice(v, p.entry_price);
  const text = reopened ? T.reopened : T.opened;
  return {
    level: 'info',
    message: text(
      p.token_id,
      p.symbol,
      price(p.entry_price),
      price(p.lower_price),
      price(p.upper_price),
      formatUsd(p.initial_investment_usd),
    ),
  };
}

/** A stop-loss exit or a cleanup is worth a look (warning); a liquidation is an error. */
function closeLevel(reason: string): LogLevel {
  if (reason === 'liquidated') return 'error';
  if (reason === 'manual') return 'info';
  return reason in T.reasons ? 'warning' : 'info';
}

export function closedLine(p: MiningPosition, reason: string): JournalLine {
  const exit = typeof p.exit_price === 'number' ? p.exit_price : p.current_price;
  return {
    level: closeLevel(reason),
    message: T.closed(p.token_id, reasonText(reason), formatPrice(exit, p.entry_price), formatSignedUsd(p.pnl)),
  };
}

export function hedgeOpenedLine(h: HedgePosition): JournalLine {
  return {
    level: 'info',
    message: T.hedgeOpened(h.position_id, formatUsd(h.amount_usdt ?? 0), formatLeverage(h.leverage), formatPrice(h.price_open)),
  };
}

export function hedgeClosedLine(h: HedgePosition, reason: string): JournalLine {
  const price = formatPrice(h.current_price ?? h.price_open, h.price_open);
  const result = formatSignedUsd(h.income_module);
  if (reason === 'liquidated') return { level: 'error', message: T.hedgeLiquidated(h.position_id, price, result) };
  return { level: reason === 'stop_loss' ? 'warning' : 'info', message: T.hedgeClosed(h.position_id, reasonText(reason), price, result) };
}

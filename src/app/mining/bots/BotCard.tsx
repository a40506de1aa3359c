// One mining bot as a card (docs/product.md §2 "Bots tab"): name, symbol, network, active/stopped badge,
// Sharpe, 24h PnL, MTD, risk, wallet, strategy; the buttons the user's role allows.
import { formatNumber, formatSignedUsd } from '../../../domain/format/format';
import type { Bot, RiskLevel } from '../../../domain/contracts/types';
import { miningRu } from '../../i18n/sections/mining';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Fact } from '../positions/PositionFacts';
import { facts, mono, panel, row, spread } from '../common/mining.css';
import { networkName } from '../../i18n/labels';
import { Link } from '@tanstack/react-router';
import { fill } from '../../i18n/fill';
import { ru } from '../../i18n/ru';
import { miningBotRu } from '../../i18n/sections/miningBot';
import { button } from '../../ui/ui.css';

const t = miningRu.bots;
const o = miningBotRu;

const RISK_TONE: Record<RiskLevel, BadgeTone> = { LOW: 'positive', MEDIUM: 'warning', HIGH: 'negative' };

export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export interface BotActions {
  onToggle?: (bot: Bot) => void;
  onEdit?: (bot: Bot) => void;
  onDelete?: (bot: Bot) => void;
}

export function BotCard({
  bot,
  busy = false,
  blockedReason = null,
  onToggle,
  onEdit,
  onDelete,
}: {
  bot: Bot;
  busy?: boolean;
  /** Why commands cannot run now (offline): the buttons are disabled and say so. */ blockedReason?: string | null;
} & BotActions) {
  const off = busy || !!blockedReason;
  const hint = blockedReason ?? undefined;
  const running = bot.enabled;
  const badge =
    bot.status === 'error' ? (
      <Badge tone="negative">{t.error}</Badge>
    ) : running ? (
      <Badge tone="positive">{t.running}</Badge>
    ) : (
      <Badge>{t.stopped}</Badge>
    );
  return (
    <article className={panel} aria-label={bot.name} data-bot={bot.id}>
      <div className={spread}>
        <h3 style={{ margin: 0, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>{bot.name}</h3>
        {badge}
      </div>
      <p style={{ margin: '4px 0 12px' }}>
        {bot.symbol} · {networkName(bot.network)}
        {bot.owner && <> · {fill(ru.ui.owner, { name: bot.owner })}</>}
      </p>
      <dl className={facts}>
        <Fact label={t.sharpe}>{formatNumber(bot.sharpe)}</Fact>
        <Fact label={t.pnl24h} sign={bot.dailyPnL}>
          {formatSignedUsd(bot.dailyPnL)}
        </Fact>
        <Fact label={t.mtd} sign={bot.mtdPnL}>
          {formatSignedUsd(bot.mtdPnL)}
        </Fact>
        <Fact label={t.risk}>
          <Badge tone={RISK_TONE[bot.risk]}>{t.riskLevel[bot.risk]}</Badge>
        </Fact>
        <Fact label={t.wallet}>
          <span className={mono} title={bot.walletAddress}>
            {shortAddress(bot.walletAddress)}
          </span>
        </Fact>
        <Fact label={t.strategy}>{bot.strategy ?? t.noStrategy}</Fact>
      </dl>
      <div className={row} style={{ marginTop: 12 }}>
        <Link
          to="/mining/bots/$botId/journal"
          params={{ botId: bot.id }}
          className={button.secondary}
          aria-label={fill(o.journalOf, { name: bot.name })}
        >
          {o.openJournal}
        </Link>
        <Link
          to="/mining/bots/$botId"
          params={{ botId: bot.id }}
          className={button.ghost}
          aria-label={fill(o.detailOf, { name: bot.name })}
        >
          {o.openDetail}
        </Link>
      </div>
      {(onToggle || onEdit || onDelete) && (
        <div className={row} style={{ marginTop: 8 }}>
          {onToggle && (
            <Button variant={running ? 'secondary' : 'primary'} onClick={() => onToggle(bot)} disabled={off} title={hint}>
              {running ? t.stop : t.start}
            </Button>
          )}
          {onEdit && (
            <Button onClick={() => onEdit(bot)} disabled={off} title={hint}>
              {t.edit}
            </Button>
          )}
          {onDelete && (
            <Button variant="danger" onClick={() => onDelete(bot)} disabled={off} title={hint}>
              {t.delete}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

// The bot's wallet (issue 54): balances per token with their USD value and the total, and the last
// transactions (time, kind, amount, gas, a link to the network's block explorer when the server
// gives one). Offline, the last-known figures stay with how old they are.
import { useEffect, useState, type ReactNode } from 'react';
import type { WalletBalance, WalletTransaction } from '../../../domain/contracts/bots';
import { externalLink } from '../../../domain/rules/mining/explorer';
import { formatAmount, formatDateTime, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import { formatAge, formatDateTimeSeconds } from '../../../domain/format/moments';
import type { Bot } from '../../../domain/contracts/types';
import type { Snapshot } from '../../../worker/api';
import { useSnapshot } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningBotRu } from '../../i18n/sections/miningBot';
import { EmptyState, ErrorCard, LoadingCard, StaleNotice } from '../../ui/States';
import { shortAddress } from '../bots/BotCard';
import { mono, muted, panel, panelTitle } from '../common/mining.css';
import * as css from './wallet.css';

const t = miningBotRu.wallet;
/** How often the data's age is written again while nothing new arrives (offline). */
const AGE_TICK_MS = 30_000;
const TRANSACTIONS_SHOWN = 12;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function AsOf({ snapshot, now }: { snapshot: Snapshot<unknown>; now: number }) {
  if (snapshot.updatedAt === null) return null;
  return (
    <p className={muted} style={{ margin: '0 0 8px', fontSize: '0.85rem' }}>
      {fill(t.asOf, { time: formatDateTime(snapshot.updatedAt), age: formatAge(Math.max(0, now - snapshot.updatedAt)) })}
    </p>
  );
}

function Balances({ wallet }: { wallet: WalletBalance }) {
  if (wallet.balances.length === 0) return <EmptyState>{t.noBalances}</EmptyState>;
  return (
    <table className={css.table} aria-label={t.balances}>
      <thead>
        <tr>
          <th className={css.cell}>{t.token}</th>
          <th className={css.numeric}>{t.amount}</th>
          <th className={css.numeric}>{t.value}</th>
        </tr>
      </thead>
      <tbody>
        {wallet.balances.map((b) => (
          <tr key={b.token}>
            <td className={css.cell}>{b.token}</td>
            <td className={css.numeric}>{formatAmount(b.amount, b.token)}</td>
            <td className={css.numeric}>{formatUsd(b.usd_value)}</td>
          </tr>
        ))}
        <tr className={css.totalRow}>
          <td className={css.cell} colSpan={2}>
            {t.total}
          </td>
          <td className={css.numeric} data-wallet-total="">
            {formatUsd(wallet.total_usd)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Transaction({ tx }: { tx: WalletTransaction }) {
  const link = externalLink(tx.explorer_url);
  const hash = shortAddress(tx.tx_hash);
  return (
    <li className={css.tx} data-tx={tx.id}>
      <span>
        <strong>{t.kinds[tx.type] ?? tx.type}</strong>
        <span className={css.label}>{formatDateTimeSeconds(tx.timestamp)}</span>
      </span>
      <span>
        <span className={css.label}>{t.sum}</span>
        {formatAmount(tx.amount, tx.token)}
      </span>
      <span>
        <span className={css.label}>{t.value}</span>
        {formatSignedUsd(tx.usd_value)}
      </span>
      <span>
        <span className={css.label}>{t.gas}</span>
        {typeof tx.gas_usd === 'number' ? formatUsd(tx.gas_usd) : t.gasUnknown}
      </span>
      <span>
        <span className={css.label}>
          {t.hash} · {t.status[tx.status] ?? tx.status}
        </span>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className={mono} aria-label={fill(t.openExplorer, { hash })}>
            {hash} ↗
          </a>
        ) : (
          <span className={mono}>{hash}</span>
        )}
      </span>
    </li>
  );
}

function Block<T>({ snapshot, children }: { snapshot: Snapshot<T>; children: (data: T) => ReactNode }) {
  if (snapshot.data === null) {
    if (snapshot.status === 'error' || snapshot.status === 'offline')
      return <ErrorCard message={`${t.loadError}: ${snapshot.error?.detail ?? ''}`} />;
    return <LoadingCard />;
  }
  return <>{children(snapshot.data)}</>;
}

/** A bot's balances and last transactions (not asked for without a bot). */
export function useWallet(botId: number) {
  const balance = useSnapshot('walletBalance', { botId });
  const transactions = useSnapshot('walletTransactions', { botId, limit: TRANSACTIONS_SHOWN });
  return { balance, transactions };
}

export function BotWallet({ bot, wallet }: { bot: Bot; wallet: ReturnType<typeof useWallet> }) {
  const { balance, transactions } = wallet;
  const now = useNow();
  return (
    <section className={panel} aria-labelledby="bot-wallet">
      <h2 id="bot-wallet" className={panelTitle}>
        {t.title}
      </h2>
      <p style={{ margin: '0 0 12px' }}>
        <span className={muted}>{t.address}: </span>
        <span className={mono}>{bot.walletAddress}</span>
      </p>
      <div className={css.grid}>
        <div>
          <h3 style={{ margin: '0 0 8px', fontSize: '1rem' }}>{t.balances}</h3>
          <StaleNotice snapshot={balance} />
          <AsOf snapshot={balance} now={now} />
          <Block snapshot={balance}>{(wallet) => <Balances wallet={wallet} />}</Block>
        </div>
        <div>
          <h3 style={{ margin: '0 0 8px', fontSize: '1rem' }}>{t.transactions}</h3>
          <StaleNotice snapshot={transactions} />
          <AsOf snapshot={transactions} now={now} />
          <Block snapshot={transactions}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState>{t.noTransactions}</EmptyState>
              ) : (
                <ul className={css.txList} aria-label={t.transactions}>
                  {list.map((tx) => (
                    <Transaction key={tx.id} tx={tx} />
                  ))}
                </ul>
              )
            }
          </Block>
        </div>
      </div>
    </section>
  );
}

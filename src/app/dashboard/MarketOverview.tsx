// Market overview: last price and 24 h change of the main pairs (public market data through the worker).
import type { Block as BlockModel, TickerLike } from './dashboardModel';
import { formatNumber, formatPercent, formatPrice } from '../../domain/format/format';
import { ru } from '../i18n/ru';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { signClass } from '../ui/sign';
import { Block } from './Block';
import { listSub, right, table, td, th } from './dashboard.css';

const t = dashboardBlocksRu.market;

/** 'ETHUSDT' → 'ETH/USDT' for display. */
function pairName(symbol: string): string {
  const m = /^(.+?)(USDT|USDC|BUSD|USD)$/.exec(symbol);
  return m ? `${m[1]}/${m[2]}` : symbol;
}

function price(value: number): string {
  return value < 10 ? formatNumber(value, 4) : formatPrice(value);
}

/** `market` null: the feed's first answer is awaited. */
export function MarketOverview({ market, className }: { market: BlockModel<TickerLike[]> | null; className?: string }) {
  return (
    <Block title={t.title} demo={market?.demo} className={className}>
      {market === null ? (
        <p className={listSub} role="status">
          {ru.ui.loading}
        </p>
      ) : market.data.length === 0 ? (
        <p className={listSub}>{t.empty}</p>
      ) : (
        <table className={table}>
          <thead>
            <tr>
              <th className={th} scope="col">
                {t.symbol}
              </th>
              <th className={`${th} ${right}`} scope="col">
                {t.price}
              </th>
              <th className={`${th} ${right}`} scope="col">
                {t.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {market.data.map((tk) => (
              <tr key={tk.symbol}>
                <td className={td}>{pairName(tk.symbol)}</td>
                <td className={`${td} ${right}`}>{price(tk.lastPrice)}</td>
                {/* Unknown (the fallback feed has no 24 h figures) reads '—', never 0,00 %. */}
                <td className={`${td} ${right} ${signClass(tk.priceChangePercent, 5)}`}>{formatPercent(tk.priceChangePercent, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Block>
  );
}

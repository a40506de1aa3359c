import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { negative, positive } from '../ui/ui.css';
import { MarketOverview } from './MarketOverview';

afterEach(cleanup);

describe('MarketOverview', () => {
  it('shows a 24 h change the feed did not give as unknown, never as 0,00 %; zero is neutral', () => {
    const data = [
      { symbol: 'ETHUSDT', lastPrice: 3012.5, priceChangePercent: null },
      { symbol: 'BTCUSDT', lastPrice: 64000, priceChangePercent: 0 },
      { symbol: 'ARBUSDT', lastPrice: 1.85, priceChangePercent: -1.5 },
    ];
    render(<MarketOverview market={{ data, demo: false }} />);
    const cells = (pair: string) => within(screen.getByText(pair).closest('tr')!).getAllByRole('cell');
    const eth = cells('ETH/USDT')[2];
    expect(eth.textContent).toBe('—');
    expect(eth.className).not.toContain(positive);
    const btc = cells('BTC/USDT')[2];
    expect(btc.textContent).toBe('0,00\u00a0%');
    expect(btc.className).not.toContain(positive);
    expect(btc.className).not.toContain(negative);
    const arb = cells('ARB/USDT')[2];
    expect(arb.textContent).toBe('−1,50\u00a0%');
    expect(arb.className).toContain(negative);
  });
});

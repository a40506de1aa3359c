import { describe, expect, it } from 'vitest';
import { closeEstimate } from './closeEstimate';

describe('close estimate (issue 52 item 2)', () => {
  it('takes the closing costs off the current PnL and keeps their accuracy', () => {
    expect(closeEstimate({ pnl: -0.87, closing_costs_usd: 0.26, closing_costs_accuracy_usd: 0.05 })).toEqual({
      result: -0.87 - 0.26,
      costs: 0.26,
      accuracy: 0.05,
    });
  });

  it('gives no estimate when the server states no costs', () => {
    expect(closeEstimate({ pnl: 3 })).toBeNull();
    expect(closeEstimate({ pnl: 3, closing_costs_usd: 1 })).toBeNull();
  });
});

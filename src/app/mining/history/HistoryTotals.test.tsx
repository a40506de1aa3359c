import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { HistoryTotals } from './HistoryTotals';

afterEach(cleanup);
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('history totals', () => {
  it('gives the fees of the filtered set in dollars and cents (issue 52 item 12)', () => {
    const totals = { count: 600, closed: 600, wins: 300, winRate: 50, pnl: -12.345, fees: 376.9086 };
    render(<HistoryTotals totals={{ data: totals, status: 'live', updatedAt: 1 }} />);
    const fees = screen.getByText('Комиссии').nextElementSibling;
    expect(plain(fees?.textContent)).toBe('376,91 $');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { formatPercent } from '../../domain/format/format';
import { MetricCard } from './MetricCard';

afterEach(cleanup);

describe('MetricCard', () => {
  it('shows title and value, names itself by the title', () => {
    render(<MetricCard title="Всего ботов" value="12" />);
    const card = screen.getByRole('region', { name: 'Всего ботов' });
    expect(within(card).getByText('12')).toBeTruthy();
    expect(card.textContent).not.toContain('vs last period');
  });

  it('shows a rising delta with an up arrow and "vs last period"', () => {
    render(<MetricCard title="PnL" value="$1 200.00" delta={12.5} icon="💰" />);
    const card = screen.getByRole('region', { name: 'PnL' });
    expect(card.textContent).toContain('▲');
    expect(card.textContent).not.toContain('▼');
    expect(card.textContent).toContain(formatPercent(12.5));
    expect(card.textContent).toContain('vs last period');
    expect(card.textContent).toContain('💰');
  });

  it('shows a falling delta with a down arrow and the size without sign', () => {
    render(<MetricCard title="Комиссии" value="$3.00" delta={-4.25} />);
    const card = screen.getByRole('region', { name: 'Комиссии' });
    expect(card.textContent).toContain('▼');
    expect(card.textContent).toContain(formatPercent(4.25));
    expect(card.textContent).not.toContain('-');
  });

  it('ignores a delta that is not a finite number', () => {
    render(<MetricCard title="Доход" value="—" delta={Number.NaN} />);
    expect(screen.getByRole('region', { name: 'Доход' }).textContent).not.toContain('vs last period');
  });
});

import { describe, expect, it } from 'vitest';
import { exitReasonKind, exitReasonText } from './exitReason';

const texts = { upper: 'U', lower: 'L', manual: 'M', rebalance: 'R', cleanup: 'C', liquidated: 'Liq', none: 'N/A' };

describe('exit reasons (docs/product.md §2 history)', () => {
  it('maps the known codes, including the server spelling upper_stop_losss', () => {
    expect(exitReasonKind('upper_stop_losss')).toBe('upper');
    expect(exitReasonKind('lower_stop_loss')).toBe('lower');
    expect(exitReasonKind('manual')).toBe('manual');
    expect(exitReasonKind('rebalance')).toBe('rebalance');
    expect(exitReasonKind('system_restart_cleanup')).toBe('cleanup');
    expect(exitReasonKind('liquidated')).toBe('liquidated');
    expect(exitReasonKind('none')).toBe('none');
    expect(exitReasonKind(null)).toBe('none');
  });

  it('shows anything else raw, even near misses', () => {
    expect(exitReasonText('upper_stop_loss', texts)).toBe('upper_stop_loss');
    expect(exitReasonText('liquidation', texts)).toBe('liquidation');
    expect(exitReasonText('liquidated', texts)).toBe('Liq');
    expect(exitReasonText('toString', texts)).toBe('toString');
    expect(exitReasonText('manual', texts)).toBe('M');
  });
});

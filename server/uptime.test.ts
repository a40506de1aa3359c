import { describe, expect, it } from 'vitest';
import { uptimePercent } from './uptime';

const H = 3600_000;

describe('system uptime', () => {
  it('is 100 % for a server that has run without a break since its first start', () => {
    expect(uptimePercent([{ started_ms: 0, last_seen_ms: 10 * H }], 10 * H)).toBe(100);
  });

  it('counts the gap between two runs as downtime', () => {
    // up 0-6 h, down 6-8 h, up 8-10 h → 8 of 10 hours
    expect(
      uptimePercent(
        [
          { started_ms: 0, last_seen_ms: 6 * H },
          { started_ms: 8 * H, last_seen_ms: 10 * H },
        ],
        10 * H,
      ),
    ).toBe(80);
  });

  it('looks only at the recent window', () => {
    const runs = [
      { started_ms: 0, last_seen_ms: H },
      { started_ms: 100 * H, last_seen_ms: 110 * H },
    ];
    expect(uptimePercent(runs, 110 * H, 20 * H)).toBe(50);
  });

  it('has no figure before any run', () => {
    expect(uptimePercent([], 5)).toBe(0);
  });
});

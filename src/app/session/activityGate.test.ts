import { describe, expect, it } from 'vitest';
import { createActivityGate } from './activityGate';

describe('createActivityGate', () => {
  it('passes the first event, then at most one per 60 s', () => {
    const gate = createActivityGate();
    expect(gate(1_000)).toBe(true);
    expect(gate(1_001)).toBe(false);
    expect(gate(60_999)).toBe(false);
    expect(gate(61_000)).toBe(true);
    expect(gate(100_000)).toBe(false);
    expect(gate(121_000)).toBe(true);
  });
});

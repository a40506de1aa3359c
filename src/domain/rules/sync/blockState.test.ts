import { describe, expect, it } from 'vitest';
import { combineStates, sourceState } from './blockState';

describe('block states (issue 52 item 3)', () => {
  it('calls a source ready only once it answered, even with an empty list', () => {
    expect(sourceState(undefined)).toBe('loading');
    expect(sourceState({ data: null, status: 'loading' })).toBe('loading');
    expect(sourceState({ data: [], status: 'live' })).toBe('ready');
    expect(sourceState({ data: [1], status: 'offline' })).toBe('ready'); // the mirror's last-known figures
  });

  it('tells a source out of reach from one that failed', () => {
    expect(sourceState({ data: null, status: 'offline' })).toBe('offline');
    expect(sourceState({ data: null, status: 'error' })).toBe('error');
    // the worker's stand-in after a failed fetch (an empty history page) is no empty answer
    expect(sourceState({ data: { positions: [] }, status: 'offline', demo: true })).toBe('offline');
    expect(sourceState({ data: [], status: 'error', demo: true })).toBe('error');
  });

  it('makes a block as ready as its least ready source', () => {
    expect(combineStates(['ready', 'loading'])).toBe('loading');
    expect(combineStates(['loading', 'offline'])).toBe('offline');
    expect(combineStates(['offline', 'error', 'ready'])).toBe('error');
    expect(combineStates(['ready', 'ready'])).toBe('ready');
    expect(combineStates([])).toBe('ready');
  });
});

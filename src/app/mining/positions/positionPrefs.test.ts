import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { forgetPositionPrefs, useCardMode, useOpenFolds } from './positionPrefs';

beforeEach(() => {
  localStorage.clear();
  forgetPositionPrefs();
});

describe('positionPrefs', () => {
  it('keeps the view, and falls back to the grid on anything else', () => {
    localStorage.setItem('positions.view', '"table"');
    const { result } = renderHook(() => useCardMode());
    expect(result.current[0]).toBe('grid');
    act(() => result.current[1]('list'));
    expect(result.current[0]).toBe('list');
    forgetPositionPrefs();
    expect(renderHook(() => useCardMode()).result.current[0]).toBe('list');
  });

  it('keeps each position’s open folds apart, in the folds’ own order, and drops unknown ones', () => {
    localStorage.setItem('positions.openFolds', JSON.stringify({ '1-7': ['chart', 'nonsense'], '1-8': 'x' }));
    const seven = renderHook(() => useOpenFolds('1-7'));
    expect(seven.result.current[0]).toEqual(['chart']);
    act(() => seven.result.current[1]('hedge'));
    expect(seven.result.current[0]).toEqual(['hedge', 'chart']);
    act(() => seven.result.current[1]('chart'));
    expect(seven.result.current[0]).toEqual(['hedge']);
    expect(renderHook(() => useOpenFolds('1-8')).result.current[0]).toEqual([]);
    forgetPositionPrefs();
    expect(JSON.parse(localStorage.getItem('positions.openFolds')!)).toEqual({ '1-7': ['hedge'] });
  });

  it('forgets the positions toggled longest ago beyond a hundred', () => {
    for (let i = 0; i < 105; i++) {
      const { result } = renderHook(() => useOpenFolds(`1-${i}`));
      act(() => result.current[1]('chart'));
    }
    const kept = Object.keys(JSON.parse(localStorage.getItem('positions.openFolds')!));
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe('1-5');
    expect(kept.at(-1)).toBe('1-104');
  });
});

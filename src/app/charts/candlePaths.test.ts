import { describe, expect, it } from 'vitest';
import { candlePaths, candleShape, type CandleGeometry } from './candlePaths';

// Price 100 at y = 200, one pixel per unit of price, a higher price higher up (a smaller y).
const y = (price: number) => 300 - price;
const at = (i: number): CandleGeometry => ({ left: 10 * i, width: 6, y });

describe('candleShape', () => {
  it('draws the wick from high to low through the middle and the body between open and close', () => {
    expect(candleShape({ open: 100, high: 120, low: 90, close: 110 }, at(1))).toEqual({
      wick: 'M13 180V210',
      body: 'M10 190h6v10h-6Z',
    });
  });

  it('keeps a body at least a pixel tall when the candle opens and closes at one price', () => {
    expect(candleShape({ open: 100, high: 100, low: 100, close: 100 }, at(0)).body).toBe('M0 200h6v1h-6Z');
  });

  it('rounds to hundredths of a pixel', () => {
    const shape = candleShape({ open: 1.23456, high: 2, low: 1, close: 1.5 }, { left: 0.333333, width: 1.0049, y: (p) => 100 - p * 10 });
    expect(shape.body).toBe('M0.33 85h1v2.65h-1Z');
  });
});

describe('candlePaths', () => {
  it('puts rising candles (close at or above open) and falling ones in their own paths, in order', () => {
    const paths = candlePaths(
      [
        { open: 100, high: 120, low: 90, close: 110 },
        { open: 110, high: 115, low: 95, close: 100 },
        { open: 100, high: 105, low: 95, close: 100 },
      ],
      at,
    );
    expect(paths.risingWicks).toBe('M3 180V210M23 195V205');
    expect(paths.risingBodies).toBe('M0 190h6v10h-6ZM20 200h6v1h-6Z');
    expect(paths.fallingWicks).toBe('M13 185V205');
    expect(paths.fallingBodies).toBe('M10 190h6v10h-6Z');
  });

  it('draws nothing for no candles', () => {
    expect(candlePaths([], at)).toEqual({ risingWicks: '', risingBodies: '', fallingWicks: '', fallingBodies: '' });
  });
});

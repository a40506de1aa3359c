import { describe, expect, it } from 'vitest';
import { EventRelay } from './eventRelay';

describe('EventRelay', () => {
  it('hands events to the listeners there are', () => {
    const relay = new EventRelay<string>();
    const a: string[] = [];
    const b: string[] = [];
    relay.listen((e) => a.push(e));
    const stopB = relay.listen((e) => b.push(e));
    relay.emit('x');
    stopB();
    relay.emit('y');
    expect(a).toEqual(['x', 'y']);
    expect(b).toEqual(['x']);
  });

  it('keeps events that arrive before anyone listens for the first listener, once', () => {
    const relay = new EventRelay<string>();
    relay.emit('expired');
    relay.emit('navigate');
    const first: string[] = [];
    const second: string[] = [];
    relay.listen((e) => first.push(e));
    relay.listen((e) => second.push(e));
    expect(first).toEqual(['expired', 'navigate']);
    expect(second).toEqual([]);
  });

  it('holds only what came before anyone listened: later news nobody hears is gone', () => {
    const relay = new EventRelay<string>();
    const stop = relay.listen(() => undefined);
    stop();
    relay.emit('stale');
    const seen: string[] = [];
    relay.listen((e) => seen.push(e));
    relay.emit('fresh');
    expect(seen).toEqual(['fresh']);
  });

  it('holds a few at most, the latest', () => {
    const relay = new EventRelay<number>();
    for (let i = 0; i < 20; i++) relay.emit(i);
    const seen: number[] = [];
    relay.listen((e) => seen.push(e));
    expect(seen).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, FORMATTERS_KEPT, formattersKept, isQuietTime, isTimeZone, localMinutes } from './quietHours';

const at = (iso: string) => Date.parse(iso);
const rules = (start: string, end: string, time_zone: string, enabled = true) => ({ quiet_hours: { enabled, start, end }, time_zone });

describe('quiet hours', () => {
  it('reads the local time of the user’s zone, daylight saving included', () => {
    expect(localMinutes(at('2026-03-01T20:30:00Z'), 'Europe/Moscow')).toBe(23 * 60 + 30);
    expect(localMinutes(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(7 * 60);
    expect(localMinutes(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(8 * 60);
    expect(localMinutes(at('2026-07-15T12:00:00Z'), 'Not/AZone')).toBe(12 * 60);
  });

  it('a window over midnight covers late evening and early morning, not the day', () => {
    const night = rules('23:00', '07:00', 'Europe/Moscow');
    expect(isQuietTime(at('2026-03-01T20:30:00Z'), night)).toBe(true); // 23:30 MSK
    expect(isQuietTime(at('2026-03-02T03:59:00Z'), night)).toBe(true); // 06:59
    expect(isQuietTime(at('2026-03-02T04:00:00Z'), night)).toBe(false); // 07:00
    expect(isQuietTime(at('2026-03-01T12:00:00Z'), night)).toBe(false); // 15:00
  });

  it('a daytime window, a switched-off window and an empty window', () => {
    const lunch = rules('12:00', '13:00', 'UTC');
    expect(isQuietTime(at('2026-03-01T12:30:00Z'), lunch)).toBe(true);
    expect(isQuietTime(at('2026-03-01T13:00:00Z'), lunch)).toBe(false);
    expect(isQuietTime(at('2026-03-01T12:30:00Z'), rules('12:00', '13:00', 'UTC', false))).toBe(false);
    expect(isQuietTime(at('2026-03-01T12:30:00Z'), rules('12:00', '12:00', 'UTC'))).toBe(false);
  });

  it('knows real zones from made-up ones', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('a zone in any spelling is its canonical name; the formatters kept stay few whatever is asked', () => {
    expect(canonicalTimeZone('europe/MOSCOW')).toBe('Europe/Moscow');
    expect(canonicalTimeZone('Europe/Moscow')).toBe('Europe/Moscow');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    const variants = Array.from({ length: 500 }, (_, i) =>
      [...'america/new_york'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join(''),
    );
    for (const zone of variants) expect(localMinutes(Date.parse('2026-01-15T12:00:00Z'), zone)).toBe(7 * 60);
    for (const zone of Intl.supportedValuesOf('timeZone').slice(0, 200)) localMinutes(0, zone);
    expect(formattersKept()).toBeLessThanOrEqual(FORMATTERS_KEPT);
  });
});

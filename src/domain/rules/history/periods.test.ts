import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, lastPeriods, nextPeriodStart, periodFigures, periodLabel, periodStartOf, periodTotals } from './periods';

const iso = (ms: number) => new Date(ms).toISOString();

describe('time zones', () => {
  it('canonicalises a known zone and refuses an unknown one', () => {
    expect(canonicalTimeZone('europe/moscow')).toBe('Europe/Moscow');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});

describe('calendar periods', () => {
  it('cuts days at the zone’s midnight', () => {
    // 23:30 UTC on 14 March is 02:30 on 15 March in Moscow
    const t = Date.parse('2026-03-14T23:30:00Z');
    expect(iso(periodStartOf(t, 'day', 'Europe/Moscow'))).toBe('2026-03-14T21:00:00.000Z');
    expect(iso(periodStartOf(t, 'day', 'UTC'))).toBe('2026-03-14T00:00:00.000Z');
    expect(iso(periodStartOf(t, 'day', 'Asia/Kolkata'))).toBe('2026-03-14T18:30:00.000Z');
  });

  it('starts weeks on Monday and months on the 1st', () => {
    const sunday = Date.parse('2026-03-15T12:00:00Z');
    expect(iso(periodStartOf(sunday, 'week', 'UTC'))).toBe('2026-03-09T00:00:00.000Z');
    expect(iso(periodStartOf(Date.parse('2026-03-16T00:00:00Z'), 'week', 'UTC'))).toBe('2026-03-16T00:00:00.000Z');
    expect(iso(periodStartOf(sunday, 'month', 'Europe/Moscow'))).toBe('2026-02-28T21:00:00.000Z');
  });

  it('gives a day of a clock change its true length', () => {
    // New York springs forward on 8 March 2026: that day is 23 hours long
    const start = periodStartOf(Date.parse('2026-03-08T15:00:00Z'), 'day', 'America/New_York');
    expect(iso(start)).toBe('2026-03-08T05:00:00.000Z');
    expect(nextPeriodStart(start, 'day', 'America/New_York') - start).toBe(23 * 3_600_000);
  });

  it('starts a day whose midnight was skipped at its first hour', () => {
    // Chile moves 00:00 to 01:00 on 6 September 2026: the day begins at 04:00 UTC
    const start = periodStartOf(Date.parse('2026-09-06T12:00:00Z'), 'day', 'America/Santiago');
    expect(iso(start)).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(nextPeriodStart(Date.parse('2026-09-05T04:00:00Z'), 'day', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
  });

  it('lists the last periods without gaps, the current one last', () => {
    const now = Date.parse('2026-03-15T10:00:00Z');
    const weeks = lastPeriods(now, 'week', 'UTC', 3);
    expect(weeks.map((p) => iso(p.start))).toEqual(['2026-02-23T00:00:00.000Z', '2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z']);
    for (let i = 1; i < weeks.length; i++) expect(weeks[i].start).toBe(weeks[i - 1].end);
    expect(iso(weeks[2].end)).toBe('2026-03-16T00:00:00.000Z');
    const months = lastPeriods(now, 'month', 'UTC', 3);
    expect(months.map((p) => iso(p.start).slice(0, 10))).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  });
});

describe('period figures', () => {
  const periods = lastPeriods(Date.parse('2026-03-15T10:00:00Z'), 'day', 'UTC', 2);
  const at = (s: string) => Date.parse(s);

  it('adds each closed position to the period it closed in', () => {
    const rows = periodFigures(periods, [
      { closed_ms: at('2026-03-14T00:00:00Z'), pnl_usd: 10, fees_usd: 1, invested_usd: 100 },
      { closed_ms: at('2026-03-14T23:59:59Z'), pnl_usd: -4, fees_usd: 0.5, invested_usd: 100 },
      { closed_ms: at('2026-03-15T01:00:00Z'), pnl_usd: 3, fees_usd: 0.25, invested_usd: 50 },
      { closed_ms: at('2026-03-13T23:59:59Z'), pnl_usd: 99, fees_usd: 9, invested_usd: 9 }, // before the first period
    ]);
    expect(rows[0]).toMatchObject({ closed: 2, wins: 1, pnl_usd: 6, fees_usd: 1.5, invested_usd: 200, roi_percent: 3, win_rate: 50 });
    expect(rows[1]).toMatchObject({ closed: 1, wins: 1, pnl_usd: 3, roi_percent: 6, win_rate: 100 });
  });

  it('adds periods up, ROI and win rate over the sums', () => {
    const rows = periodFigures(periods, [
      { closed_ms: at('2026-03-14T01:00:00Z'), pnl_usd: 10, fees_usd: 1, invested_usd: 100 },
      { closed_ms: at('2026-03-15T01:00:00Z'), pnl_usd: -2, fees_usd: 0.5, invested_usd: 300 },
    ]);
    expect(periodTotals(rows)).toEqual({ closed: 2, wins: 1, pnl_usd: 8, fees_usd: 1.5, invested_usd: 400, roi_percent: 2, win_rate: 50 });
  });

  it('lists an empty period with zeros', () => {
    expect(periodFigures(periods, [])[0]).toMatchObject({ closed: 0, pnl_usd: 0, roi_percent: 0, win_rate: 0 });
  });
});

describe('period labels', () => {
  it('names a day, a week and a month in the zone', () => {
    const [day] = lastPeriods(Date.parse('2026-03-14T23:30:00Z'), 'day', 'Europe/Moscow', 1);
    expect(periodLabel(iso(day.start), iso(day.end), 'day', 'Europe/Moscow')).toBe('15.03.2026');
    const [week] = lastPeriods(Date.parse('2026-03-15T12:00:00Z'), 'week', 'UTC', 1);
    expect(periodLabel(iso(week.start), iso(week.end), 'week', 'UTC')).toBe('09.03–15.03.2026');
    const [month] = lastPeriods(Date.parse('2026-03-15T12:00:00Z'), 'month', 'UTC', 1);
    expect(periodLabel(iso(month.start), iso(month.end), 'month', 'UTC')).toBe('Март 2026');
  });
});

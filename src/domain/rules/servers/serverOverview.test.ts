import { describe, expect, it } from 'vitest';
import { serverRow, serverTotals, showsServerRows, type ServerRowInput } from './serverOverview';
import type { BotStatistics, SystemStatistics } from '../../contracts/types';

const system = (capital: number, pnl: number, open: number) =>
  ({ total_liquidity: capital, daily_pnl: pnl, active_positions: open }) as unknown as SystemStatistics;
const bots = (active: number) => ({ activeBots: active }) as unknown as BotStatistics;

const input = (over: Partial<ServerRowInput> = {}): ServerRowInput => ({
  slotId: 1,
  name: 'Server1',
  signedIn: true,
  username: 'trader',
  reachable: true,
  system: { data: system(10_000, 12.5, 3), updatedAt: 1000, offline: false },
  bots: { data: bots(2) },
  ...over,
});

describe('serverRow', () => {
  it('reads the figures of a signed-in, reachable server', () => {
    expect(serverRow(input())).toEqual({
      slotId: 1,
      name: 'Server1',
      status: 'online',
      username: 'trader',
      updatedAt: 1000,
      capital: 10_000,
      dailyPnl: 12.5,
      activeBots: 2,
      openPositions: 3,
    });
  });

  it('is offline with its last-known figures when the server cannot be reached', () => {
    expect(serverRow(input({ reachable: false }))).toMatchObject({ status: 'offline', capital: 10_000, updatedAt: 1000 });
    expect(serverRow(input({ system: { data: system(1, 2, 3), updatedAt: 5, offline: true } }))).toMatchObject({
      status: 'offline',
      updatedAt: 5,
    });
  });

  it('shows nothing of a server the user is not signed in on, and never demo figures', () => {
    expect(serverRow(input({ signedIn: false }))).toMatchObject({ status: 'signedOut', username: null, capital: null, activeBots: null });
    expect(
      serverRow(
        input({ system: { data: system(1, 2, 3), updatedAt: 5, offline: false, demo: true }, bots: { data: bots(2), demo: true } }),
      ),
    ).toMatchObject({ status: 'online', capital: null, activeBots: null, updatedAt: null });
  });
});

describe('rows across servers', () => {
  const rows = [
    serverRow(input()),
    serverRow(
      input({
        slotId: 2,
        reachable: false,
        system: { data: system(5_000, -2.5, 1), updatedAt: 9, offline: true },
        bots: { data: bots(1) },
      }),
    ),
    serverRow(input({ slotId: 3, signedIn: false })),
  ];

  it('are shown when the user is signed in on more than one server', () => {
    expect(showsServerRows(rows.map((r) => r.status !== 'signedOut'))).toBe(true);
    expect(showsServerRows([true, false, false])).toBe(false);
  });

  it('total the signed-in servers, last-known figures included', () => {
    expect(serverTotals(rows)).toEqual({ capital: 15_000, dailyPnl: 10, activeBots: 3, openPositions: 4, counted: 2 });
  });
});

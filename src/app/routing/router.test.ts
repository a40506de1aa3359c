import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from '../data/queryClient';
import { ANONYMOUS, demoUser, signedIn } from '../session/testing';
import type { SessionState } from '../../worker/api';
import { AccessRefused } from './admit';
import { navItems } from './navigation';
import { createAppRouter, routeNeedsLogin } from './router';

const routerAt = (path: string, session: SessionState = ANONYMOUS) =>
  createAppRouter({ queryClient: createQueryClient(), session }, createMemoryHistory({ initialEntries: [path] }));

describe('routeNeedsLogin', () => {
  const router = routerAt('/');

  it('names the pages whose guard shows the login card to a guest', () => {
    expect(routeNeedsLogin(router, '/mining/positions')).toBe(true);
    expect(routeNeedsLogin(router, '/admin')).toBe(true);
    expect(routeNeedsLogin(router, '/settings')).toBe(true);
  });

  it('leaves out the public pages and the account screens', () => {
    expect(routeNeedsLogin(router, '/')).toBe(false);
    expect(routeNeedsLogin(router, '/dashboard/risk')).toBe(false);
    expect(routeNeedsLogin(router, '/settings/api')).toBe(false);
    expect(routeNeedsLogin(router, '/login')).toBe(false);
  });
});

describe('the navigations, from the route table', () => {
  const router = routerAt('/');
  const paths = (name: Parameters<typeof navItems>[1]) => navItems(router, name).map((item) => item.to);

  it('the main navigation lists only "/" and "/mining"; the sections menu every other section, the admin panel for admin:read', () => {
    expect(navItems(router, 'main')).toEqual([
      { to: '/', label: 'Обзор' },
      { to: '/mining', label: 'Майнинг' },
    ]);
    expect(navItems(router, 'sections')).toEqual([
      { to: '/hedge-bots', label: 'Хедж-боты' },
      { to: '/positions', label: 'Управление позициями' },
      { to: '/signals', label: 'Сигналы' },
      { to: '/spot', label: 'Спот' },
      { to: '/futures', label: 'Фьючерсы' },
      { to: '/settings', label: 'Настройки' },
      { to: '/admin', label: 'Админ-панель', permission: 'admin:read' },
    ]);
  });

  it('under /dashboard and /analytics, the eight dashboard pages with their titles', () => {
    expect(navItems(router, 'dashboard')).toEqual([
      { to: '/', label: 'Обзор' },
      { to: '/dashboard/performance', label: 'Эффективность' },
      { to: '/dashboard/portfolio', label: 'Портфель' },
      { to: '/dashboard/risk', label: 'Риски' },
      { to: '/analytics', label: 'Аналитика' },
      { to: '/analytics/performance', label: 'Аналитика эффективности' },
      { to: '/analytics/risk', label: 'Аналитика рисков' },
      { to: '/analytics/reports', label: 'Отчёты' },
    ]);
  });

  it("each section's tab bar lists its pages", () => {
    expect(paths('mining')).toEqual([
      '/mining',
      '/mining/bots',
      '/mining/strategies',
      '/mining/positions',
      '/mining/statistics',
      '/mining/history',
    ]);
    expect(paths('settings')).toEqual(['/settings', '/settings/security', '/settings/api', '/settings/notifications']);
    expect(paths('signals')).toEqual(['/signals', '/signals/active', '/signals/history', '/signals/settings']);
    expect(paths('spot')).toEqual(['/spot', '/spot/positions', '/spot/orders', '/spot/analytics']);
    expect(paths('futures')).toEqual(['/futures', '/futures/positions', '/futures/orders', '/futures/leverage', '/futures/analytics']);
  });
});

describe('a page refused to its visitor', () => {
  const refusal = async (path: string, session: SessionState) => {
    const router = routerAt(path, session);
    await router.load();
    return router.state.matches.map((m) => m.error).find((e) => e instanceof AccessRefused) ?? null;
  };

  it('is not loaded for a guest on a login route, nor for a trader on /admin', async () => {
    expect(await refusal('/mining/bots', ANONYMOUS)).toBeInstanceOf(AccessRefused);
    expect(await refusal('/settings/security', ANONYMOUS)).toBeInstanceOf(AccessRefused);
    expect(await refusal('/admin', signedIn(demoUser('trader')))).toBeInstanceOf(AccessRefused);
  });

  it('a public page is, for anyone', async () => {
    expect(await refusal('/positions', ANONYMOUS)).toBeNull();
  });
});

describe("a page's search params in the address", () => {
  const searchAt = async (path: string, session: SessionState = signedIn(demoUser('admin'))) => {
    const router = routerAt(path, session);
    await router.load();
    return router.state.matches[router.state.matches.length - 1].search as Record<string, unknown>;
  };

  it('a bad value falls back to the default and the good ones beside it are kept', async () => {
    const admin = await searchAt('/admin?tab=users&role=trader&status=bogus&q=mal');
    expect(admin).toMatchObject({ tab: 'users', role: 'trader', q: 'mal' });
    expect(admin.status).toBeUndefined();
    const history = await searchAt('/mining/history?status=deleted&period=7d&limit=1000&pair=eth/usdt');
    expect(history).toMatchObject({ period: '7d', pair: 'ETH/USDT' });
    expect([history.status, history.limit]).toEqual([undefined, undefined]);
    const hedge = await searchAt('/hedge-bots?bot=x&filter=stopped');
    expect(hedge).toMatchObject({ filter: 'stopped' });
    expect(hedge.bot).toBeUndefined();
  });
});

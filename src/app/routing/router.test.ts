import { describe, expect, it } from 'vitest';
import { createAppRouter, routeNeedsLogin } from './router';

describe('routeNeedsLogin', () => {
  const router = createAppRouter();

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

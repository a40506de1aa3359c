import { describe, expect, it } from 'vitest';
import { ADMIN_READ, LOGIN, PUBLIC } from './access';
import { decideAccess, requiredRoles } from './decide';

describe('decideAccess', () => {
  it('decides nothing while the session initialises', () => {
    expect(decideAccess([PUBLIC], 'initialising', null)).toBe('loading');
    expect(decideAccess([LOGIN], 'initialising', null)).toBe('loading');
  });

  it('lets anyone open public routes and routes without access data', () => {
    expect(decideAccess([PUBLIC], 'anonymous', null)).toBe('allow');
    expect(decideAccess([], 'anonymous', null)).toBe('allow');
  });

  it('asks for login on a login route when signed out', () => {
    expect(decideAccess([LOGIN, LOGIN], 'anonymous', null)).toBe('login');
    expect(decideAccess([ADMIN_READ], 'anonymous', null)).toBe('login');
  });

  it('checks permission and role lists of every matched route', () => {
    expect(decideAccess([ADMIN_READ], 'authenticated', { role: 'trader' })).toBe('denied');
    expect(decideAccess([ADMIN_READ], 'authenticated', { role: 'admin' })).toBe('allow');
    expect(decideAccess([LOGIN, { login: true, roles: ['premium', 'trader'] }], 'authenticated', { role: 'viewer' })).toBe('denied');
    expect(decideAccess([LOGIN, { login: true, roles: ['premium', 'trader'] }], 'authenticated', { role: 'premium' })).toBe('allow');
  });
});

describe('requiredRoles', () => {
  it('lists the roles a route admits', () => {
    expect(requiredRoles([ADMIN_READ])).toEqual(['admin']);
    expect(requiredRoles([{ login: true, roles: ['trader', 'premium'] }])).toEqual(['trader', 'premium']);
    expect(requiredRoles([{ login: true, permission: 'hedge:create' }])).toEqual(['admin', 'trader', 'premium']);
  });
});

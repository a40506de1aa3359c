import { describe, expect, it } from 'vitest';
import { canAccess, canCreateBot, canCreateHedgeBot, canEditOwnProfile, hasPermission, remainingBotSlots, roleLabel } from './permissions';

describe('permissions (docs/product.md §6)', () => {
  it('admin has everything, including admin:read', () => {
    expect(hasPermission('admin', 'admin:read')).toBe(true);
    expect(hasPermission('admin', 'hedge:delete')).toBe(true);
  });

  it('trader, premium, user and viewer have exactly their lists', () => {
    expect(hasPermission('trader', 'bot:delete')).toBe(true);
    expect(hasPermission('trader', 'admin:read')).toBe(false);
    expect(hasPermission('premium', 'bot:delete')).toBe(false);
    expect(hasPermission('premium', 'hedge:create')).toBe(true);
    expect(hasPermission('premium', 'hedge:update')).toBe(false);
    expect(hasPermission('premium', 'analysis:execute')).toBe(false);
    expect(hasPermission('user', 'user:update')).toBe(true);
    expect(hasPermission('user', 'bot:create')).toBe(false);
    expect(hasPermission('viewer', 'bot:read')).toBe(true);
    expect(hasPermission('viewer', 'user:update')).toBe(false);
    expect(hasPermission(null, 'bot:read')).toBe(false);
  });

  it('a viewer (user:read without user:update) may not change its profile; every other role may', () => {
    expect(canEditOwnProfile('viewer')).toBe(false);
    for (const role of ['admin', 'trader', 'premium', 'user'] as const) expect(canEditOwnProfile(role), role).toBe(true);
    expect(canEditOwnProfile(null)).toBe(false);
  });

  it('labels roles in Russian, guest when logged out', () => {
    expect(roleLabel('admin')).toBe('Администратор');
    expect(roleLabel('viewer')).toBe('Наблюдатель');
    expect(roleLabel(null)).toBe('Гость');
  });

  it('remaining slots are max − created, floored at 0', () => {
    expect(remainingBotSlots({ max_bots: 5, total_bots_created: 2 })).toBe(3);
    expect(remainingBotSlots({ max_bots: 2, total_bots_created: 7 })).toBe(0);
    expect(remainingBotSlots(null)).toBe(0);
  });

  it('creating needs the permission and a free slot', () => {
    expect(canCreateHedgeBot({ role: 'trader', max_bots: 5, total_bots_created: 4 })).toBe(true);
    expect(canCreateHedgeBot({ role: 'trader', max_bots: 5, total_bots_created: 5 })).toBe(false);
    expect(canCreateHedgeBot({ role: 'viewer', max_bots: 5, total_bots_created: 0 })).toBe(false);
    expect(canCreateBot({ role: 'user', max_bots: 5, total_bots_created: 0 })).toBe(false);
  });

  it('the guard is bypassed when login is not required', () => {
    expect(canAccess(null, { login: false })).toBe(true);
    expect(canAccess(null, { login: true })).toBe(false);
    expect(canAccess({ role: 'trader' }, { login: true, permission: 'admin:read' })).toBe(false);
    expect(canAccess({ role: 'admin' }, { login: true, permission: 'admin:read' })).toBe(true);
    expect(canAccess({ role: 'viewer' }, { login: true, roles: ['trader', 'admin'] })).toBe(false);
  });
});

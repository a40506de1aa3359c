import { describe, expect, it } from 'vitest';
import { adminSettingProblem, defaultAdminSettings } from './adminSettings';

describe('admin settings', () => {
  it('defaults keep what a server without settings did: 5 bots, 10 000 requests, lock after 5, no forced 2FA', () => {
    expect(defaultAdminSettings('LP Ops', 60)).toEqual({
      system_name: 'LP Ops',
      default_max_bots: 5,
      api_rate_limit: 10_000,
      require_2fa_admins: false,
      auto_lock: true,
      session_minutes: 60,
      max_failed_logins: 5,
    });
  });

  it('names the first value out of its limits', () => {
    const ok = defaultAdminSettings('LP Ops', 60);
    expect(adminSettingProblem(ok)).toBeNull();
    expect(adminSettingProblem({ ...ok, system_name: '  ' })).toBe('system_name');
    expect(adminSettingProblem({ ...ok, session_minutes: 5 })).toBe('session_minutes');
    expect(adminSettingProblem({ ...ok, max_failed_logins: 2.5 })).toBe('max_failed_logins');
    expect(adminSettingProblem({ ...ok, api_rate_limit: 100 })).toBe('api_rate_limit');
  });
});

// The admin settings (docs/product.md §2 Admin panel, settings tab), saved on the server and enforced there:
// new accounts get the default bot and hourly API limits, tokens live `session_minutes`, logins
// lock after `max_failed_logins` failures in a row while `auto_lock` is on, and an admin must
// have a second factor while `require_2fa_admins` is on. The limits bound what may be saved; the
// form and the server's schema both read them.
export interface AdminSettings {
  system_name: string;
  default_max_bots: number;
  api_rate_limit: number;
  require_2fa_admins: boolean;
  auto_lock: boolean;
  session_minutes: number;
  max_failed_logins: number;
}

export type AdminNumberSetting = 'default_max_bots' | 'api_rate_limit' | 'session_minutes' | 'max_failed_logins';

export const ADMIN_SETTING_LIMITS: Record<AdminNumberSetting, { min: number; max: number }> = {
  default_max_bots: { min: 1, max: 1000 },
  // The app's own polling makes about 3 000 requests an hour: less would lock users out of it.
  api_rate_limit: { min: 5000, max: 10_000_000 },
  // The worker refreshes 5 minutes before expiry: a shorter life would refresh without pause.
  session_minutes: { min: 10, max: 1440 },
  max_failed_logins: { min: 3, max: 100 },
};
export const SYSTEM_NAME_MAX = 100;

/** What a server that was never configured enforces (the spec's shown values where they are safe, docs/decisions/0024). */
export function defaultAdminSettings(systemName: string, sessionMinutes: number): AdminSettings {
  return {
    system_name: systemName,
    default_max_bots: 5,
    api_rate_limit: 10_000,
    require_2fa_admins: false,
    auto_lock: true,
    session_minutes: sessionMinutes,
    max_failed_logins: 5,
  };
}

/** The first setting out of its limits (for the form's message), or null. */
export function adminSettingProblem(values: AdminSettings): AdminNumberSetting | 'system_name' | null {
  if (!values.system_name.trim() || values.system_name.length > SYSTEM_NAME_MAX) return 'system_name';
  for (const [key, { min, max }] of Object.entries(ADMIN_SETTING_LIMITS) as Array<[AdminNumberSetting, { min: number; max: number }]>) {
    const v = values[key];
    if (!Number.isInteger(v) || v < min || v > max) return key;
  }
  return null;
}

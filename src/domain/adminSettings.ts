// The admin settings tab's values as shown (SPEC §9 "Admin settings defaults shown"). Saving has
// no behaviour in the spec; the form only holds them.
export interface AdminSettings {
  systemName: string;
  defaultMaxBots: number;
  apiRequestsPerHour: number;
  requireAdmin2fa: boolean;
  autoLockAfterFailedLogins: boolean;
  sessionMinutes: number;
  maxFailedLogins: number;
}

export function defaultAdminSettings(systemName: string): AdminSettings {
  return {
    systemName,
    defaultMaxBots: 5,
    apiRequestsPerHour: 1000,
    requireAdmin2fa: true,
    autoLockAfterFailedLogins: true,
    sessionMinutes: 30,
    maxFailedLogins: 5,
  };
}

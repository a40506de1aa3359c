// The admin panel's address (/admin?tab=users&q=…&role=…&status=…): the open tab and the users
// tab's filters, so a filtered list can be reloaded and shared. Bad values fall back to the defaults.
import { ADMIN_ROLE_FILTERS, ADMIN_STATUS_FILTERS } from './adminUsers';
import { oneOf } from '../input/pageSearch';
import type { Role, UserStatus } from '../../contracts/types';

export const ADMIN_TABS = ['dashboard', 'users', 'bots', 'settings', 'logs', 'monitoring'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The longest search text the users tab sends (its field's maxLength). */
export const ADMIN_SEARCH_MAX = 100;

export interface AdminSearch {
  /** The dashboard when left out. */
  tab?: Exclude<AdminTab, 'dashboard'>;
  /** The users tab's search text. */
  q?: string;
  role?: Role;
  status?: UserStatus;
}

export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, ADMIN_SEARCH_MAX) : '';
  return {
    tab: oneOf(ADMIN_TABS, search.tab, 'dashboard') as AdminSearch['tab'],
    q: q || undefined,
    role: oneOf(ADMIN_ROLE_FILTERS, search.role),
    status: oneOf(ADMIN_STATUS_FILTERS, search.status),
  };
}

import type { Permission } from '../../domain/rules/accounts/permissions';
import type { Role } from '../../domain/contracts/types';

/** Who may open a route (docs/product.md §2 route table). The guard of the frame reads it from staticData. */
export interface RouteAccess {
  login: boolean;
  roles?: Role[];
  permission?: Permission;
}

export const PUBLIC: RouteAccess = { login: false };
export const LOGIN: RouteAccess = { login: true };
export const ADMIN_READ: RouteAccess = { login: true, permission: 'admin:read' };

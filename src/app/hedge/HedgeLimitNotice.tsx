import { hasPermission, roleLabel } from '../../domain/rules/accounts/permissions';
import type { User } from '../../domain/contracts/types';
import { hedgeRu } from '../i18n/sections/hedge';
import { Notice } from '../ui/Notice';
import { fill } from '../i18n/fill';

/**
 * The yellow notice for a signed-in user who may not create (docs/product.md §2): the bot limit when the
 * slots are used up, or the lack of rights with a pointer to the administrator.
 */
export function HedgeLimitNotice({ user }: { user: Pick<User, 'role' | 'total_bots_created' | 'max_bots'> }) {
  const t = hedgeRu.limit;
  const permitted = hasPermission(user.role, 'hedge:create');
  const text = permitted
    ? fill(t.used, { used: user.total_bots_created, max: user.max_bots })
    : fill(t.noRights, { role: roleLabel(user.role) });
  return (
    <Notice kind="warning">
      <strong>{t.title}</strong>
      <p style={{ margin: '4px 0 0' }}>{text}</p>
    </Notice>
  );
}

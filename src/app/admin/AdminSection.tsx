import { getRouteApi } from '@tanstack/react-router';
import { ADMIN_TABS, type AdminTab } from '../../domain/rules/admin/adminSearch';
import { hasPermission, roleLabel } from '../../domain/rules/accounts/permissions';
import { ru } from '../i18n/ru';
import { adminRu } from '../i18n/sections/admin';
import { SimplePage } from '../layout/SimplePage';
import { useSession } from '../session/SessionContext';
import { EmptyState, LoadingCard } from '../ui/States';
import { Notice } from '../ui/Notice';
import { AdminDashboard } from './AdminDashboard';
import { AdminSettingsForm } from './AdminSettingsForm';
import { AdminTabs, panelId, tabId } from './AdminTabs';
import { AdminUsers } from './AdminUsers';
import { fill } from '../i18n/fill';

const route = getRouteApi('/admin');

/** /admin (docs/product.md §2 "Admin panel"): only with admin:read; its own denial names the required role. The open tab is in the address. */
export function AdminScreen() {
  const { status, user } = useSession();
  const { tab = 'dashboard' } = route.useSearch();
  const navigate = route.useNavigate();
  // Another tab keeps no filter of the one it leaves.
  const setTab = (next: AdminTab) => void navigate({ search: next === 'dashboard' ? {} : { tab: next }, replace: true });
  const t = adminRu;

  if (status === 'initialising')
    return (
      <SimplePage>
        <LoadingCard text={ru.app.sessionInit} />
      </SimplePage>
    );
  if (!hasPermission(user?.role, 'admin:read')) {
    return (
      <SimplePage>
        <Notice kind="error">
          <h2 style={{ margin: '0 0 8px' }}>{ru.access.denied.title}</h2>
          <p style={{ margin: 0 }}>{ru.access.denied.requiredRole}</p>
          <p style={{ margin: '4px 0 0' }}>{fill(ru.access.denied.yourRole, { role: roleLabel(user?.role) })}</p>
        </Notice>
      </SimplePage>
    );
  }

  return (
    <SimplePage>
      <AdminTabs value={tab} onChange={setTab} />
      {ADMIN_TABS.filter((x) => x === tab).map((x) => (
        <div key={x} role="tabpanel" id={panelId(x)} aria-labelledby={tabId(x)} tabIndex={0}>
          {x === 'dashboard' && <AdminDashboard onOpen={setTab} />}
          {x === 'users' && <AdminUsers currentUserId={user?.user_id ?? null} />}
          {x === 'settings' && <AdminSettingsForm />}
          {(x === 'bots' || x === 'logs' || x === 'monitoring') && <EmptyState>{t.inDevelopment}</EmptyState>}
        </div>
      ))}
    </SimplePage>
  );
}

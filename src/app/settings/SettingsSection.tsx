// Settings (spec: content not shown; we build what a user expects): profile, security (session and
// logout), API addresses in use, and browser notifications.
import { useRouterState } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { subNavRu } from '../i18n/sections/subNav';
import { SimplePage } from '../layout/SimplePage';
import { ApiPanel } from './ApiPanel';
import { NotificationsPanel } from './NotificationsPanel';
import { ProfilePanel } from './ProfilePanel';
import { SecurityPanel } from './SecurityPanel';
import { stack } from './settings.css';

const n = subNavRu;
const settingsNav = [
  { to: '/settings', label: n.profile },
  { to: '/settings/security', label: n.security },
  { to: '/settings/api', label: n.api },
  { to: '/settings/notifications', label: n.notifications },
] as const;

function Panel({ path }: { path: string }) {
  switch (path) {
    case '/settings/security':
      return <SecurityPanel />;
    case '/settings/api':
      return <ApiPanel />;
    case '/settings/notifications':
      return <NotificationsPanel />;
    default:
      return <ProfilePanel />;
  }
}

export function SettingsScreen() {
  const path = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') });
  return (
    <SimplePage nav={settingsNav} navLabel={ru.titles.settings}>
      <div className={stack}>
        <Panel path={path} />
      </div>
    </SimplePage>
  );
}

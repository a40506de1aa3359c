import { ru } from '../i18n/ru';
import { SimplePage } from '../layout/SimplePage';
import { SectionPending } from '../ui/SectionPending';

const n = ru.nav2;
const settingsNav = [
  { to: '/settings', label: n.profile },
  { to: '/settings/security', label: n.security },
  { to: '/settings/api', label: n.api },
  { to: '/settings/notifications', label: n.notifications },
] as const;

export function SettingsScreen() {
  return (
    <SimplePage nav={settingsNav} navLabel={ru.titles.settings}>
      <SectionPending />
    </SimplePage>
  );
}

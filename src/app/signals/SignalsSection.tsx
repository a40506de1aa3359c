import { ru } from '../i18n/ru';
import { SimplePage } from '../layout/SimplePage';
import { SectionPending } from '../ui/SectionPending';

const n = ru.nav2;
const signalsNav = [
  { to: '/signals', label: ru.titles.signals },
  { to: '/signals/active', label: n.active },
  { to: '/signals/history', label: n.history },
  { to: '/signals/settings', label: n.settings },
] as const;

export function SignalsScreen() {
  return (
    <SimplePage nav={signalsNav} navLabel={ru.titles.signals}>
      <SectionPending />
    </SimplePage>
  );
}

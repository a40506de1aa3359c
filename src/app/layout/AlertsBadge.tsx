// The header's bell: a link to the alerts list with the unread count (issue 23). Light on purpose:
// the first screen carries it; the list itself loads with its route.
import { Link } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { useSnapshot } from '../data/useSnapshot';
import { alertsBadge, alertsCount } from './layout.css';
import { fill } from '../i18n/fill';

const NO_PARAMS = {} as Record<string, never>;
const t = ru.frame.header;

export function AlertsBadge() {
  const unread = useSnapshot('alertsUnread', NO_PARAMS).data ?? 0;
  const label = unread > 0 ? fill(t.alertsUnread, { count: unread }) : t.alerts;
  return (
    <Link to="/notifications" className={alertsBadge} aria-label={label} title={label} activeProps={{ 'aria-current': 'page' }}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {unread > 0 && (
        <span className={alertsCount} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

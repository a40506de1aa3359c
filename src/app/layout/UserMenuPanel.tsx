import { useEffect, type Ref } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { formatCount } from '../../domain/format/format';
import { remainingBotSlots, roleLabel } from '../../domain/rules/accounts/permissions';
import type { User } from '../../domain/contracts/types';
import type { UserLimits } from '../../worker/api';
import { ru } from '../i18n/ru';
import { userMenuRu } from '../i18n/sections/userMenu';
import { useSession } from '../session/SessionContext';
import { Badge } from '../ui/Badge';
import { SessionPanel } from './SessionPanel';
import { limitRow, menuEmail, menuIdentity, menuItem, menuList, menuName, menuPanel, menuSection, menuSectionTitle } from './layout.css';

function limitsOf(limits: UserLimits | null, user: User): UserLimits {
  return (
    limits ?? {
      botsUsed: user.total_bots_created,
      maxBots: user.max_bots,
      apiCallsPerHour: user.api_rate_limit,
      maxConcurrentBots: user.max_concurrent_bots,
      remainingBotSlots: remainingBotSlots(user),
    }
  );
}

export interface UserMenuPanelProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  name: string;
  onClose(): void;
  onHelp(): void;
  onLogout(): void;
}

/** docs/product.md §2 user menu, opened: who is signed in, the session panel, the limits, profile settings, help, logout. */
export function UserMenuPanel({ id, ref, name, onClose, onHelp, onLogout }: UserMenuPanelProps) {
  const t = userMenuRu;
  const { user, session, limits } = useSession();
  const location = useRouterState({ select: (s) => s.location.href });
  const role = roleLabel(user?.role);
  const shown = user ? limitsOf(limits, user) : null;

  // Keyboard users land on the first entry of the panel when it opens.
  useEffect(() => {
    document.getElementById(id)?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [id]);

  return (
    <div ref={ref} id={id} className={menuPanel} role="group" aria-label={ru.frame.userMenu.open}>
      <div className={menuIdentity}>
        {user && <span className={menuName}>{name}</span>}
        <Badge tone={user ? 'info' : 'neutral'}>{role}</Badge>
        {user && <span className={menuEmail}>{user.email}</span>}
      </div>
      {user && session && (
        <div className={menuSection}>
          <SessionPanel expiresAt={session.expiresAt} endsAt={session.endsAt ?? null} />
        </div>
      )}
      {shown && (
        <div className={menuSection}>
          <p className={menuSectionTitle}>{t.limits}</p>
          <dl className={menuList}>
            <div className={limitRow}>
              <dt>{t.bots}</dt>
              <dd data-testid="limit-bots">
                {shown.botsUsed} / {shown.maxBots}
              </dd>
            </div>
            <div className={limitRow}>
              <dt>{t.apiCalls}</dt>
              <dd data-testid="limit-api">{formatCount(shown.apiCallsPerHour)}</dd>
            </div>
            <div className={limitRow}>
              <dt>{t.concurrent}</dt>
              <dd data-testid="limit-concurrent">{formatCount(shown.maxConcurrentBots)}</dd>
            </div>
          </dl>
        </div>
      )}
      {!user && <p className={menuSection}>{t.guestHint}</p>}
      <ul className={menuList}>
        {user ? (
          <li>
            <Link to="/settings" className={menuItem} onClick={onClose}>
              {t.profile}
            </Link>
          </li>
        ) : (
          <li>
            <Link to="/login" search={{ redirect: location }} className={menuItem} onClick={onClose}>
              {ru.frame.header.signIn}
            </Link>
          </li>
        )}
        <li>
          <button type="button" className={menuItem} onClick={onHelp}>
            {t.help}
          </button>
        </li>
        {user && (
          <li>
            <button type="button" className={menuItem} onClick={onLogout}>
              {t.logout}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

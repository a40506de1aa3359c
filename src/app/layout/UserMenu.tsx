import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { formatCount } from '../../domain/format';
import { remainingBotSlots, roleLabel } from '../../domain/permissions';
import type { User } from '../../domain/types';
import type { UserLimits } from '../../worker/api';
import { ru } from '../i18n/ru';
import { useSession } from '../session/SessionContext';
import { SessionPanel } from './SessionPanel';
import { useDismiss } from './useDismiss';
import {
  avatar,
  menuButton,
  menuButtonName,
  menuEmail,
  menuIdentity,
  menuItem,
  menuList,
  menuName,
  menuPanel,
  menuSection,
  menuSectionTitle,
  menuWrap,
  limitRow,
} from './layout.css';
import { Badge } from '../ui/Badge';
import { lazyWithPrefetch } from '../ui/lazyWithPrefetch';

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

// Opened from the menu, rarely: it loads as the menu opens, not with the first screen.
const HelpDialog = lazyWithPrefetch(() => import('./HelpDialog').then((m) => m.HelpDialog));

/** Spec §2 user menu: who is signed in, the session panel, the limits, profile settings, help, logout. */
export function UserMenu() {
  const t = ru.frame.userMenu;
  const { user, session, limits, actions } = useSession();
  const [open, setOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, button, panel);
  const location = useRouterState({ select: (s) => s.location.href });

  // Keyboard users land on the first entry of the panel when it opens.
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    HelpDialog.prefetch();
  }, [open]);

  const name = user ? user.full_name?.trim() || user.username : roleLabel(null);
  const role = roleLabel(user?.role);

  function closeHelp() {
    setHelpOpen(false);
    button.current?.focus();
  }

  async function logout() {
    setOpen(false);
    button.current?.focus();
    try {
      await actions.logout();
    } catch (error) {
      // Spec §4: logout clears the session even when the call fails; the failure is only logged.
      console.warn('logout call failed', error);
    }
  }

  const shown = user ? limitsOf(limits, user) : null;

  return (
    <div className={menuWrap}>
      <button
        ref={button}
        type="button"
        className={menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={user ? `${t.open}: ${name}, ${role}` : `${t.open}: ${role}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className={menuButtonName}>{name}</span>
      </button>
      {open && (
        <div ref={panel} id={panelId} className={menuPanel} role="group" aria-label={t.open}>
          <div className={menuIdentity}>
            {user && <span className={menuName}>{name}</span>}
            <Badge tone={user ? 'info' : 'neutral'}>{role}</Badge>
            {user && <span className={menuEmail}>{user.email}</span>}
          </div>
          {user && session && (
            <div className={menuSection}>
              <SessionPanel expiresAt={session.expiresAt} />
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
                <Link to="/settings" className={menuItem} onClick={close}>
                  {t.profile}
                </Link>
              </li>
            ) : (
              <li>
                <Link to="/login" search={{ redirect: location }} className={menuItem} onClick={close}>
                  {ru.frame.header.signIn}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className={menuItem}
                onClick={() => {
                  setOpen(false);
                  setHelpOpen(true);
                }}
              >
                {t.help}
              </button>
            </li>
            {user && (
              <li>
                <button type="button" className={menuItem} onClick={() => void logout()}>
                  {t.logout}
                </button>
              </li>
            )}
          </ul>
        </div>
      )}
      {helpOpen && (
        <Suspense fallback={null}>
          <HelpDialog onClose={closeHelp} />
        </Suspense>
      )}
    </div>
  );
}

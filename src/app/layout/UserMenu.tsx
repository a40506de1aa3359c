import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { roleLabel } from '../../domain/rules/accounts/permissions';
import { ru } from '../i18n/ru';
import { useSession } from '../session/SessionContext';
import { useDismiss } from './useDismiss';
import { avatar, menuButton, menuButtonName, menuWrap } from './layout.css';
import { lazyRouteComponent } from '@tanstack/react-router';

// The panel and the help it opens load when wanted, not with the first screen (issue 24): as soon
// as a press on the button is likely (pointer over it, or focus).
const UserMenuPanel = lazyRouteComponent(() => import('./UserMenuPanel'), 'UserMenuPanel');
const HelpDialog = lazyRouteComponent(() => import('./HelpDialog'), 'HelpDialog');
const prefetchMenu = () => {
  void UserMenuPanel.preload?.();
  void HelpDialog.preload?.();
};

/** docs/product.md §2 user menu: its button (the initial and name); the panel it opens is UserMenuPanel. */
export function UserMenu() {
  const t = ru.frame.userMenu;
  const { user, actions } = useSession();
  const [open, setOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, button, panel);

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
      // docs/product.md §4: logout clears the session even when the call fails; the failure is only logged.
      console.warn('logout call failed', error);
    }
  }

  return (
    <div className={menuWrap}>
      <button
        ref={button}
        type="button"
        className={menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={user ? `${t.open}: ${name}, ${role}` : `${t.open}: ${role}`}
        onPointerEnter={prefetchMenu}
        onFocus={prefetchMenu}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className={menuButtonName}>{name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <UserMenuPanel
            id={panelId}
            ref={panel}
            name={name}
            onClose={close}
            onHelp={() => {
              setOpen(false);
              setHelpOpen(true);
            }}
            onLogout={() => void logout()}
          />
        </Suspense>
      )}
      {helpOpen && (
        <Suspense fallback={null}>
          <HelpDialog onClose={closeHelp} />
        </Suspense>
      )}
    </div>
  );
}

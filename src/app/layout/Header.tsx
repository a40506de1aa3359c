import { useCallback, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { useSession } from '../session/SessionContext';
import { AlertsBadge } from './AlertsBadge';
import { HeaderStats } from './HeaderStats';
import { LogoMark } from '../ui/Logo';
import { SectionsMenu } from './SectionsMenu';
import { SessionIndicator } from './SessionIndicator';
import { ServerSelector } from './ServerSelector';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import { useDismiss } from './useDismiss';
import { collapsible, header, headerTools, logo, logoName, menuToggle, menuWord, nav, navLink, offlineBadge } from './layout.css';
import { useNav, visibleNav } from '../routing/navigation';

/**
 * docs/product.md §2 header: logo and navigation, the server selector, '24h PnL' and 'Активные', the theme
 * toggle and the user menu. Under 768 px the navigation, selector and figures fold behind 'Меню'.
 */
export function Header() {
  const { status, user, online } = useSession();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, toggle, panel);
  const signedIn = status === 'authenticated' && !!user;
  const mainNav = visibleNav(useNav('main'), user?.role);

  return (
    <header className={header}>
      <Link to="/" className={logo} aria-label={ru.app.fullName}>
        <LogoMark />
        <span className={logoName}>{ru.app.name}</span>
      </Link>
      <button
        ref={toggle}
        type="button"
        className={menuToggle}
        aria-expanded={open}
        aria-controls="header-collapsible"
        aria-label={open ? ru.frame.header.closeMenu : ru.frame.header.openMenu}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">☰</span> <span className={menuWord}>{ru.frame.header.menu}</span>
      </button>
      <div ref={panel} id="header-collapsible" className={collapsible} data-open={open}>
        <nav aria-label={ru.nav.main} className={nav}>
          {mainNav.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={navLink}
              activeOptions={{ exact: item.to === '/' }}
              activeProps={{ 'aria-current': 'page' }}
              onClick={close}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <SectionsMenu onNavigate={close} />
        <ServerSelector />
        {signedIn && <HeaderStats />}
      </div>
      <div className={headerTools}>
        {signedIn && !online && (
          <span className={offlineBadge} role="status">
            {ru.frame.header.offline}
          </span>
        )}
        {signedIn && <SessionIndicator />}
        {signedIn && <AlertsBadge />}
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}

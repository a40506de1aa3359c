import { Link, Outlet } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { LogoMark } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { header, headerTools, logo, main, nav, navLink, shell, skipLink } from './layout.css';
import { mainNav, visibleNav } from './navigation';
import { useDocumentTitle } from './useDocumentTitle';

export function RootLayout() {
  useDocumentTitle();
  return (
    <div className={shell}>
      <a href="#main" className={skipLink}>{ru.app.skipToContent}</a>
      <header className={header}>
        <Link to="/" className={logo} aria-label={ru.app.fullName}>
          <LogoMark />
          <span>{ru.app.name}</span>
        </Link>
        <nav aria-label={ru.nav.main} className={nav}>
          {visibleNav(mainNav, false).map((item) => (
            <Link key={item.to} to={item.to} className={navLink} activeOptions={{ exact: item.to === '/' }} activeProps={{ 'aria-current': 'page' }}>
              {item.label}
            </Link>
          ))}
        </nav>
        <div className={headerTools}>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className={main}>
        <Outlet />
      </main>
      <UpdatePrompt />
    </div>
  );
}

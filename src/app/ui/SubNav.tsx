import { Link } from '@tanstack/react-router';
import { subNav, subNavLink } from './subnav.css';

export interface SubNavItem {
  to: string;
  label: string;
}

/** A horizontal, scrollable list of section links; the current one is marked aria-current. */
export function SubNav({ items, label }: { items: readonly SubNavItem[]; label: string }) {
  return (
    <nav aria-label={label} className={subNav}>
      {items.map((item) => (
        <Link key={item.to} to={item.to} className={subNavLink} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

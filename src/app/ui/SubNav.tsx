import { useLayoutEffect, useRef } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { subNav, subNavLink } from './subnav.css';

export interface SubNavItem {
  to: string;
  label: string;
}

/**
 * Scrolls a sideways-scrolling bar so its current link is in view, centred when it has to move
 * (issue 22: on a phone '/mining/history' opened with 'История' off screen). Only the bar scrolls.
 */
function revealCurrent(bar: HTMLElement): void {
  const current = bar.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || bar.scrollWidth <= bar.clientWidth) return;
  const box = bar.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  if (link.left >= box.left && link.right <= box.right) return;
  bar.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
}

/** A horizontal, scrollable list of section links; the current one is marked aria-current and kept in view. */
export function SubNav({ items, label }: { items: readonly SubNavItem[]; label: string }) {
  const bar = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useLayoutEffect(() => {
    if (bar.current) revealCurrent(bar.current);
  }, [pathname]);
  return (
    <nav ref={bar} aria-label={label} className={subNav}>
      {items.map((item) => (
        <Link key={item.to} to={item.to} className={subNavLink} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

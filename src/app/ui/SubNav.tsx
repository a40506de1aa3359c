import { memo, useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import type { NavItem } from '../routing/navigation';
import { afterNextPaint } from './afterNextPaint';
import { subNav, subNavLink } from './subnav.css';

type SubNavItem = Pick<NavItem, 'to' | 'label'>;

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

const plainClick = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
const samePath = (a: string, b: string) => (a.replace(/\/$/, '') || '/') === (b.replace(/\/$/, '') || '/');

/**
 * The bar's link for a path: its own page, or the page it sits under (a bot's pages under «Боты»).
 * The first link, the section's own page, is current on that page alone, so an unknown sub-path
 * marks none.
 */
export function currentLink(items: readonly SubNavItem[], path: string): SubNavItem['to'] | null {
  const exact = items.find((i) => samePath(i.to, path));
  if (exact) return exact.to;
  const under = items.slice(1).filter((i) => path.startsWith(`${i.to.replace(/\/$/, '')}/`));
  return under.sort((a, b) => b.to.length - a.to.length)[0]?.to ?? null;
}

/**
 * A horizontal, scrollable list of section links; the current one is marked (aria-current by the
 * router, `data-current` for the eye) and kept in view. A plain click shows its link as current and
 * paints that before navigating: the router renders the new page synchronously (its store updates
 * cannot wait in a transition), so a slow phone's press would stay unanswered while a page of cards
 * is drawn (docs/decisions/0063). aria-current moves with the page itself.
 */
export function SubNav({ items, label }: { items: readonly SubNavItem[]; label: string }) {
  const bar = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // the link chosen while still on `from`; any change of page ends it
  const [chosen, choose] = useState<{ to: SubNavItem['to']; from: string } | null>(null);
  const current = chosen && chosen.from === pathname ? chosen.to : currentLink(items, pathname);
  // Measured in the frame's callback, where the new page is laid out anyway: read during the commit,
  // the bar's widths would force that layout inside the navigation's task (docs/decisions/0064).
  // Asked for from the commit, so the callback runs before the next paint and the bar never shows
  // unscrolled, on a first render too.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => bar.current && revealCurrent(bar.current));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  // One callback for the bar's life, so a press re-renders only the two links whose mark moves.
  const from = useRef(pathname);
  from.current = pathname;
  const follow = useCallback(
    (e: MouseEvent, to: SubNavItem['to']) => {
      if (!plainClick(e) || samePath(to, from.current)) return;
      e.preventDefault();
      choose({ to, from: from.current });
      afterNextPaint(() => void navigate({ to }));
    },
    [navigate],
  );
  return (
    <nav ref={bar} aria-label={label} className={subNav}>
      {items.map((item, i) => (
        <SubNavLink key={item.to} item={item} current={item.to === current} exact={i === 0} follow={follow} />
      ))}
    </nav>
  );
}

/**
 * One link of the bar, drawn again only when its mark changes: a router link's render is not cheap
 * (it builds its location and reads the router's state), and the press's own task rendered all of
 * them (issue 24).
 */
const SubNavLink = memo(function SubNavLink({
  item,
  current,
  exact,
  follow,
}: {
  item: SubNavItem;
  current: boolean;
  /** The section's own page is current only on itself; the others on the pages under them too. */
  exact: boolean;
  follow: (e: MouseEvent, to: SubNavItem['to']) => void;
}) {
  return (
    <Link
      to={item.to}
      className={subNavLink}
      activeOptions={{ exact }}
      // A section's pages come with its module, already here: the router's preload on hover,
      // focus and touch would match routes and run loaders inside the press (docs/decisions/0064).
      preload={false}
      data-current={current}
      onClick={(e) => follow(e, item.to)}
    >
      {item.label}
    </Link>
  );
});

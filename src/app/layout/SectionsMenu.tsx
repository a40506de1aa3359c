import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { useSession } from '../session/SessionContext';
import { currentItem, useNav, visibleNav } from '../routing/navigation';
import { sections, sectionsButton, sectionsLink, sectionsList } from './sectionsMenu.css';
import { useDismiss } from './useDismiss';

/**
 * 'Разделы': every section the main navigation does not list (hedge bots, positions, signals, spot,
 * futures, settings, and the admin panel for admin:read), two clicks from any screen. A disclosure
 * (button + list of links): Escape or a click outside closes it, arrow keys move through it.
 */
export function SectionsMenu({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, button, list);
  const items = visibleNav(useNav('sections'), user?.role);
  // The current section, not the path: a tab switch inside a section re-rendered the menu and each
  // of its links for nothing, inside the switch's task (issue 24).
  const current = useRouterState({ select: (s) => currentItem(items, s.location.pathname) });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(list.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
    if (links.length === 0 || getComputedStyle(list.current!).display === 'none') return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    links[at < 0 ? (step > 0 ? 0 : links.length - 1) : (at + step + links.length) % links.length].focus();
  }

  return (
    <nav
      aria-label={ru.nav.sections}
      className={sections}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={sectionsButton}
        aria-expanded={open}
        aria-controls={listId}
        data-current={current !== undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {ru.nav.sections} <span aria-hidden="true">▾</span>
      </button>
      <ul ref={list} id={listId} className={sectionsList} data-open={open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={sectionsLink}
              aria-current={item === current ? 'page' : undefined}
              onClick={() => {
                close();
                onNavigate();
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

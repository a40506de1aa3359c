import { useRef, type KeyboardEvent } from 'react';
import { adminRu } from '../i18n/sections/admin';
import { tab, tabList } from './admin.css';

import { ADMIN_TABS, type AdminTab } from '../../domain/rules/admin/adminSearch';

export const tabId = (t: AdminTab) => `admin-tab-${t}`;
export const panelId = (t: AdminTab) => `admin-panel-${t}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys move and select (automatic activation),
 * Home and End jump to the ends.
 */
export function AdminTabs({ value, onChange }: { value: AdminTab; onChange: (t: AdminTab) => void }) {
  const refs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});
  const move = (next: AdminTab) => {
    onChange(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = ADMIN_TABS.indexOf(value);
    const last = ADMIN_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : event.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    move(ADMIN_TABS[target]);
  };
  return (
    <div role="tablist" aria-label={adminRu.tabs.label} className={tabList}>
      {ADMIN_TABS.map((t) => (
        <button
          key={t}
          ref={(el) => {
            refs.current[t] = el;
          }}
          type="button"
          role="tab"
          id={tabId(t)}
          aria-selected={t === value}
          aria-controls={panelId(t)}
          tabIndex={t === value ? 0 : -1}
          className={tab}
          onClick={() => onChange(t)}
          onKeyDown={onKeyDown}
        >
          {adminRu.tabs[t]}
        </button>
      ))}
    </div>
  );
}

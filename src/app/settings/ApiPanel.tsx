// /settings/api: the four server slots, each with its form (./ServerSlotForm.tsx). A slot the
// header's selector sent here (#server-N) is scrolled to and its address field focused.
import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useServers } from '../data/useServers';
import { settingsServersRu } from '../i18n/sections/settingsServers';
import { ServerSlotForm } from './ServerSlotForm';
import { panel, panelTitle, stack } from './settings.css';

const t = settingsServersRu;

export function ApiPanel() {
  const servers = useServers();
  const hash = useRouterState({ select: (s) => s.location.hash });

  useEffect(() => {
    const target = /^server-[1-4]$/.test(hash) ? document.getElementById(hash) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLInputElement>('input[name="api"]')?.focus();
  }, [hash]);

  return (
    <div className={stack}>
      <section className={panel} aria-labelledby="servers-title">
        <h2 id="servers-title" className={panelTitle}>
          {t.title}
        </h2>
        <p style={{ margin: 0 }}>{t.intro}</p>
      </section>
      {servers.slots.map((slot) => (
        <ServerSlotForm key={slot.id} slot={slot} active={slot.id === servers.active} />
      ))}
    </div>
  );
}

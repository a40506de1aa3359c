import { useNavigate } from '@tanstack/react-router';
import { isSlotId } from '../../domain/rules/servers/serverSlots';
import { activeServer, selectServer, useServers } from '../data/useServers';
import { ru } from '../i18n/ru';
import { compactSelect, paperBadge, serverPick } from './layout.css';
import { fill } from '../i18n/fill';

/**
 * docs/product.md §2's Server1–Server4: the active server slot. A set slot switches every screen to that
 * server at once; an unset one ('не настроен') opens its form in /settings/api instead. Beside it,
 * «Бумажная торговля» when the active server says its bots trade on paper (GET /api/health).
 */
export function ServerSelector() {
  const servers = useServers();
  const navigate = useNavigate();
  const paper = activeServer(servers)?.mode === 'paper';
  return (
    <span className={serverPick}>
      <select
        className={compactSelect}
        aria-label={ru.frame.header.server}
        title={ru.frame.header.server}
        value={servers.active}
        onChange={(e) => {
          const id = Number(e.target.value);
          if (!isSlotId(id)) return;
          const slot = servers.slots.find((s) => s.id === id);
          if (slot?.addresses) void selectServer(id).catch(() => undefined);
          else void navigate({ to: '/settings/api', hash: `server-${id}` });
        }}
      >
        {servers.slots.map((slot) => (
          <option key={slot.id} value={slot.id}>
            {slot.addresses ? slot.name : fill(ru.frame.header.serverUnset, { name: slot.name })}
          </option>
        ))}
      </select>
      {paper && (
        <span className={paperBadge} title={ru.frame.header.paperHint}>
          {ru.frame.header.paper}
        </span>
      )}
    </span>
  );
}

import { activeServer, severalServers, useServers } from '../data/useServers';
import { ru } from '../i18n/ru';
import { pageSubtitle } from './ui.css';
import { fill } from '../i18n/fill';

/** Which server a screen shows ('Сервер: Server2'), once more than one is set up. */
export function ServerMark() {
  const servers = useServers();
  const slot = activeServer(servers);
  if (!slot || !severalServers(servers)) return null;
  return (
    <p className={pageSubtitle} data-testid="server-mark">
      {fill(ru.frame.header.onServer, { name: slot.name })}
    </p>
  );
}

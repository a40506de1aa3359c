import { ru } from '../i18n/ru';
import { SERVERS, useSelectedServer, type ServerName } from './serverChoice';
import { compactSelect } from './layout.css';

export function ServerSelector() {
  const [server, setServer] = useSelectedServer();
  return (
    <select
      className={compactSelect}
      aria-label={ru.frame.header.server}
      title={ru.frame.header.server}
      value={server}
      onChange={(e) => setServer(e.target.value as ServerName)}
    >
      {SERVERS.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}

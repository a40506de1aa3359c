import { helpRu } from '../i18n/sections/help';
import { Modal } from '../ui/Modal';

/** 'Помощь' from the user menu: how the app behaves (what is public, offline, the session). */
export function HelpDialog({ onClose }: { onClose: () => void }) {
  const t = helpRu;
  return (
    <Modal title={t.title} onClose={onClose}>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {t.items.map((item) => (
          <li key={item} style={{ marginBottom: '0.5em' }}>
            {item}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

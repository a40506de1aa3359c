import { ru } from '../../i18n/ru';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { row } from './mining.css';

/** A yes/no question in a modal; the action's error stays in it. */
export function ConfirmModal({
  title,
  question,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <p style={{ marginTop: 0 }}>{question}</p>
      {error && <Notice kind="error">{error}</Notice>}
      <div className={row} style={{ justifyContent: 'flex-end', marginTop: 12 }}>
        <Button onClick={onClose}>{ru.ui.cancel}</Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

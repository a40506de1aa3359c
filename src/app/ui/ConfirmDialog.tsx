// The one question asked before anything that moves money or locks someone out (issue 19): it
// says what will happen to what, its confirm button names the action ("Остановить LP Alpha"), and
// nothing happens until that button is pressed. On the native <dialog> (./Modal.tsx): focus moves
// in (to "Отмена", the safe choice), Esc and "Отмена" cancel, and focus returns to the opener.
import { useId, type ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { Button } from './Button';
import { Modal } from './Modal';
import { Notice } from './Notice';
import { dialogActions, fieldHint } from './ui.css';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  tone = 'danger',
  pending = false,
  error,
  blockedReason,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What will happen, to what: the bot, its positions and their PnL, the user… */
  children: ReactNode;
  /** Names the action and its object: "Остановить LP Alpha". */
  confirmLabel: string;
  pendingLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  error?: string | null;
  /** Why the action cannot run now (offline); the confirm button is disabled and says so. */
  blockedReason?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const hintId = useId();
  return (
    <Modal title={title} onClose={onClose}>
      <div style={{ display: 'grid', gap: 8 }}>{children}</div>
      {error && <Notice kind="error">{error}</Notice>}
      {blockedReason && (
        <p id={hintId} className={fieldHint} role="status">
          {blockedReason}
        </p>
      )}
      <div className={dialogActions}>
        <Button onClick={onClose} data-autofocus>
          {ru.ui.cancel}
        </Button>
        <Button
          variant={tone}
          onClick={onConfirm}
          disabled={pending || !!blockedReason}
          aria-describedby={blockedReason ? hintId : undefined}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

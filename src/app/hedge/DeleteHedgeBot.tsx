import { useState } from 'react';
import type { HedgeBot } from '../../domain/types';
import { DEFAULT_ERROR_DETAIL } from '../../domain/httpError';
import { useCommand } from '../data/useCommand';
import { ru } from '../i18n/ru';
import { hedgeRu } from '../i18n/sections/hedge';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { Notice } from '../ui/Notice';
import { cardActions } from './hedge.css';
import { fill } from './hedgeText';

/** Delete with a confirmation (DELETE /api/hedge-bot/{id}); the server stops the bot first. */
export function DeleteHedgeBot({ bot, onDeleted }: { bot: HedgeBot; onDeleted: () => void }) {
  const t = hedgeRu.card;
  const [asking, setAsking] = useState(false);
  const remove = useCommand('hedgeBot.delete');
  const confirm = () => {
    remove.run({ id: bot.bot_id }).then(
      () => {
        setAsking(false);
        onDeleted();
      },
      () => undefined,
    );
  };
  const close = () => {
    if (!remove.pending) {
      remove.reset();
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t.deleteButton}
      </Button>
      {asking && (
        <Modal title={t.deleteButton} onClose={close}>
          <p style={{ marginTop: 0 }}>{fill(t.deleteConfirm, { name: bot.name })}</p>
          {remove.error && (
            <Notice kind="error">
              {remove.error.detail && remove.error.detail !== DEFAULT_ERROR_DETAIL ? remove.error.detail : t.deleteFailed}
            </Notice>
          )}
          <div className={cardActions} style={{ justifyContent: 'flex-end', marginTop: 16 }}>
            <Button onClick={close} disabled={remove.pending}>
              {ru.ui.cancel}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={remove.pending}>
              {remove.pending ? t.deleting : t.deleteYes}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}

import { useState } from 'react';
import type { HedgeBot } from '../../domain/contracts/types';
import { DEFAULT_ERROR_DETAIL } from '../../domain/rules/sync/httpError';
import { useCommand } from '../data/useCommand';
import { hedgeRu } from '../i18n/sections/hedge';
import { useCommandBlock, useSession } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { DeleteHedgeBotDialog } from './HedgeBotConfirm';

/** Delete with a confirmation (DELETE /api/hedge-bot/{id}); the server stops the bot first. */
export function DeleteHedgeBot({ bot, onDeleted }: { bot: HedgeBot; onDeleted: () => void }) {
  const t = hedgeRu.card;
  const { user } = useSession();
  const blocked = useCommandBlock();
  const [asking, setAsking] = useState(false);
  const remove = useCommand('hedgeBot.delete');
  const confirm = () => {
    remove.mutateAsync({ id: bot.bot_id }).then(
      () => {
        setAsking(false);
        onDeleted();
      },
      () => undefined,
    );
  };
  const close = () => {
    if (!remove.isPending) {
      remove.reset();
      setAsking(false);
    }
  };
  const error = remove.error
    ? remove.error.detail && remove.error.detail !== DEFAULT_ERROR_DETAIL
      ? remove.error.detail
      : t.deleteFailed
    : null;
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)} disabled={!!blocked} title={blocked ?? undefined}>
        {t.deleteButton}
      </Button>
      {asking && (
        <DeleteHedgeBotDialog
          bot={bot}
          slots={user ? { used: user.total_bots_created, max: user.max_bots } : null}
          pending={remove.isPending}
          error={error}
          blockedReason={blocked}
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </>
  );
}

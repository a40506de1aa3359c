import { useCallback } from 'react';
import { HEDGE_SYMBOLS } from '../../domain/contracts/values';
import { defaultHedgeBotForm, toHedgeBotPayload, validateHedgeBotForm, type HedgeBotForm } from '../../domain/rules/hedge/hedgeBotForm';
import { useCommand } from '../data/useCommand';
import { useSnapshot } from '../data/useSnapshot';
import { hedgeRu } from '../i18n/sections/hedge';
import { HedgeBotWizard } from './HedgeBotWizard';
import { fill } from '../i18n/fill';

export { SUCCESS_CLOSE_MS } from './HedgeBotWizard';

const TICKERS = { symbols: [...HEDGE_SYMBOLS] };

/**
 * 'Создать хедж-бота': the wizard from the docs/product.md §9 defaults (the prices around the pair's last
 * price once known, else around 3000), POST /api/hedge-bot/create.
 */
export function CreateHedgeBotModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const t = hedgeRu.wizard;
  const create = useCommand('hedgeBot.create');
  const tickers = useSnapshot('tickers', TICKERS);
  const marketPrice = useCallback(
    (symbol: string) => tickers.data?.find((x) => x.symbol === symbol && x.lastPrice > 0)?.lastPrice ?? null,
    [tickers.data],
  );
  const send = async (form: HedgeBotForm) => {
    const payload = toHedgeBotPayload(form);
    const result = await create.mutateAsync(payload);
    return fill(t.success, { name: result?.name || payload.name });
  };
  return (
    <HedgeBotWizard
      title={t.title}
      initial={defaultHedgeBotForm}
      validate={validateHedgeBotForm}
      send={send}
      pending={create.isPending}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      failedText={t.failed}
      marketPrice={marketPrice}
      onClose={onClose}
      onDone={onCreated}
    />
  );
}

import { defaultHedgeBotForm, toHedgeBotPayload, validateHedgeBotForm, type HedgeBotForm } from '../../domain/hedgeBotForm';
import { useCommand } from '../data/useCommand';
import { hedgeRu } from '../i18n/sections/hedge';
import { HedgeBotWizard } from './HedgeBotWizard';
import { fill } from './hedgeText';

export { SUCCESS_CLOSE_MS } from './HedgeBotWizard';

/** 'Создать хедж-бота': the wizard from the SPEC §9 defaults, POST /api/hedge-bot/create. */
export function CreateHedgeBotModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const t = hedgeRu.wizard;
  const create = useCommand('hedgeBot.create');
  const send = async (form: HedgeBotForm) => {
    const payload = toHedgeBotPayload(form);
    const result = await create.run(payload);
    return fill(t.success, { name: result?.name || payload.name });
  };
  return (
    <HedgeBotWizard
      title={t.title}
      initial={defaultHedgeBotForm}
      validate={validateHedgeBotForm}
      send={send}
      pending={create.pending}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      failedText={t.failed}
      onClose={onClose}
      onDone={onCreated}
    />
  );
}

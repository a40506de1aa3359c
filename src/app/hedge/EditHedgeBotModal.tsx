import { hedgeFormFromBot, toHedgeSettingsPayload, validateHedgeSettings, type HedgeBotForm } from '../../domain/rules/hedge/hedgeBotForm';
import type { HedgeBot } from '../../domain/contracts/types';
import { useCommand } from '../data/useCommand';
import { hedgeRu } from '../i18n/sections/hedge';
import { HedgeBotWizard } from './HedgeBotWizard';
import { fill } from '../i18n/fill';

/** The card's 'Настройки': the same four steps filled from the bot, PUT /api/hedge-bot/{id}/settings. */
export function EditHedgeBotModal({ bot, onClose, onSaved }: { bot: HedgeBot; onClose: () => void; onSaved: () => void }) {
  const t = hedgeRu.edit;
  const save = useCommand('hedgeBot.settings');
  const send = async (form: HedgeBotForm) => {
    await save.mutateAsync({ id: bot.bot_id, settings: toHedgeSettingsPayload(form) });
    return fill(t.success, { name: form.name.trim() });
  };
  return (
    <HedgeBotWizard
      title={fill(t.title, { name: bot.name })}
      initial={() => hedgeFormFromBot(bot)}
      validate={validateHedgeSettings}
      send={send}
      pending={save.isPending}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      failedText={t.failed}
      secretsOptional
      onClose={onClose}
      onDone={onSaved}
    />
  );
}

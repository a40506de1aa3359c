import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  HEDGE_STEPS, defaultHedgeBotForm, hedgeFormErrorText, stepsWithErrors, toHedgeBotPayload, validateHedgeBotForm,
  withNetwork, withoutSecrets, type HedgeBotForm, type HedgeFormError,
} from '../../domain/hedgeBotForm';
import { DEFAULT_ERROR_DETAIL } from '../../domain/httpError';
import { useCommand } from '../data/useCommand';
import { ru } from '../i18n/ru';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { Notice } from '../ui/Notice';
import { HedgeWizardStep } from './HedgeWizardStep';
import { stepButton, stepNumber, steps as stepsList, wizardFooter, wizardMessages } from './hedge.css';
import { fill } from './hedgeText';

/** SPEC §9 "Success modal delay". */
export const SUCCESS_CLOSE_MS = 2000;
const LAST_STEP = HEDGE_STEPS.length - 1;

/**
 * The 4-step create-hedge-bot wizard (SPEC §2, §4, §5). Mounted only while open, so every open
 * starts from the defaults. Secrets leave the form's state as soon as a submit is sent.
 */
export function CreateHedgeBotModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const t = ru.hedge.wizard;
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<HedgeBotForm>(defaultHedgeBotForm);
  const [errors, setErrors] = useState<HedgeFormError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const create = useCommand('hedgeBot.create');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = create.pending || created !== null;

  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  const change = (changes: Partial<HedgeBotForm>) => setForm((f) => ({ ...f, ...changes }));
  const invalidSteps = stepsWithErrors(errors);

  const submit = async () => {
    const problems = validateHedgeBotForm(form);
    setErrors(problems);
    setFailure(null);
    if (problems.length > 0) return;
    const payload = toHedgeBotPayload(form);
    setForm(withoutSecrets);
    try {
      const result = await create.run(payload);
      setCreated(result?.name || payload.name);
      timer.current = setTimeout(() => { onCreated(); onClose(); }, SUCCESS_CLOSE_MS);
    } catch (error) {
      const detail = (error as { detail?: unknown })?.detail;
      setFailure(typeof detail === 'string' && detail.trim() && detail !== DEFAULT_ERROR_DETAIL ? detail : t.failed);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step < LAST_STEP) setStep(step + 1);
    else void submit();
  };

  // Escape or ✕ while the request is in flight would orphan its answer: wait for it. After success
  // the list still refreshes when the user closes before the 2 s are up.
  const close = () => {
    if (create.pending) return;
    if (created) onCreated();
    onClose();
  };

  const errorText = hedgeFormErrorText(errors);
  return (
    <Modal title={t.title} onClose={close} wide>
      <form onSubmit={onSubmit} noValidate aria-describedby="hedge-wizard-progress">
        <ol className={stepsList}>
          {t.steps.map((name, i) => (
            <li key={name}>
              <button
                type="button"
                className={stepButton}
                aria-current={i === step ? 'step' : undefined}
                data-invalid={invalidSteps.includes(i) || undefined}
                disabled={busy}
                onClick={() => setStep(i)}
              >
                <span className={stepNumber}>{i + 1}</span>
                <span>{name}</span>
                {invalidSteps.includes(i) && <span>({t.stepHasErrors})</span>}
              </button>
            </li>
          ))}
        </ol>
        <p id="hedge-wizard-progress" style={{ marginTop: 0, fontWeight: 600 }}>{fill(t.progress, { n: step + 1, name: t.steps[step] })}</p>

        <HedgeWizardStep step={step} form={form} errors={errors} onChange={change} onNetwork={(n) => setForm((f) => withNetwork(f, n))} disabled={busy} />

        <div className={wizardMessages} aria-live="polite">
          {errorText && <Notice kind="error">{errorText}</Notice>}
          {failure && <Notice kind="error">{failure}</Notice>}
          {created && <Notice kind="success">{fill(t.success, { name: created })}</Notice>}
        </div>

        <div className={wizardFooter}>
          <Button onClick={() => setStep(step - 1)} disabled={step === 0 || busy}>{t.back}</Button>
          {step < LAST_STEP
            ? <Button type="submit" variant="primary" disabled={busy}>{t.next}</Button>
            : <Button type="submit" variant="primary" disabled={busy}>{create.pending ? t.submitting : t.submit}</Button>}
        </div>
      </form>
    </Modal>
  );
}

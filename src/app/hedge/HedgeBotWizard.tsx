import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  HEDGE_STEPS,
  hedgeFormErrorText,
  stepsWithErrors,
  DEFAULT_ANCHOR,
  withMarketPrice,
  withNetwork,
  withoutSecrets,
  type HedgeBotForm,
  type HedgeFormError,
} from '../../domain/rules/hedge/hedgeBotForm';
import { DEFAULT_ERROR_DETAIL } from '../../domain/rules/sync/httpError';
import { hedgeRu } from '../i18n/sections/hedge';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { Notice } from '../ui/Notice';
import { useCommandBlock } from '../session/SessionContext';
import { HedgeWizardStep } from './HedgeWizardStep';
import { stepButton, stepNumber, steps as stepsList, wizardFooter, wizardMessages } from './hedge.css';
import { fill } from '../i18n/fill';

/** docs/product.md §9 "Success modal delay". */
export const SUCCESS_CLOSE_MS = 2000;
const LAST_STEP = HEDGE_STEPS.length - 1;

export interface HedgeWizardProps {
  title: string;
  initial: () => HedgeBotForm;
  validate: (form: HedgeBotForm) => HedgeFormError[];
  /** Sends the form; resolves with the success text, rejects with the server's error. */
  send: (form: HedgeBotForm) => Promise<string>;
  pending: boolean;
  submitLabel: string;
  submittingLabel: string;
  failedText: string;
  /** Editing: a blank secret keeps the stored one. */
  secretsOptional?: boolean;
  /** Creating: the pair's last market price when known; the price fields start from it. */
  marketPrice?: (symbol: string) => number | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The 4-step hedge bot form (docs/product.md §2, §4, §5) behind the create and settings modals. Mounted only
 * while open, so every open starts from `initial`, and nothing typed outlives it. Secrets leave
 * the state on success; after success the modal closes after 2 s and `onDone` refreshes the list.
 */
export function HedgeBotWizard(props: HedgeWizardProps) {
  const {
    title,
    initial,
    validate,
    send,
    pending,
    submitLabel,
    submittingLabel,
    failedText,
    secretsOptional = false,
    marketPrice,
    onClose,
    onDone,
  } = props;
  const t = hedgeRu.wizard;
  const [step, setStep] = useState(0);
  const blocked = useCommandBlock();
  const [form, setForm] = useState<HedgeBotForm>(initial);
  const [errors, setErrors] = useState<HedgeFormError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [anchor, setAnchor] = useState(DEFAULT_ANCHOR);
  const price = marketPrice ? marketPrice(form.symbol) : null;
  // A new bot's prices start from the pair's last price once it is known (issue 19), not from 3000.
  useEffect(() => {
    if (!marketPrice) return;
    const next = withMarketPrice(form, anchor, price);
    if (next.form === form) return;
    setForm(next.form);
    setAnchor(next.anchor);
  }, [marketPrice, form, anchor, price]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = pending || success !== null;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (changes: Partial<HedgeBotForm>) => setForm((f) => ({ ...f, ...changes }));
  const invalidSteps = stepsWithErrors(errors);

  const submit = async () => {
    const problems = validate(form);
    setErrors(problems);
    setFailure(null);
    if (problems.length > 0) return;
    // After a refusal everything typed stays, secrets included, in this form's memory only, so it
    // can be corrected and sent again (issue 19); they leave it on success, or when it closes.
    try {
      setSuccess(await send(form));
      setForm(withoutSecrets);
      timer.current = setTimeout(() => {
        onDone();
        onClose();
      }, SUCCESS_CLOSE_MS);
    } catch (error) {
      const detail = (error as { detail?: unknown })?.detail;
      setFailure(typeof detail === 'string' && detail.trim() && detail !== DEFAULT_ERROR_DETAIL ? detail : failedText);
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
    if (pending) return;
    if (success) onDone();
    onClose();
  };

  const errorText = hedgeFormErrorText(errors);
  return (
    <Modal title={title} onClose={close} wide>
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
        <p id="hedge-wizard-progress" style={{ marginTop: 0, fontWeight: 600 }}>
          {fill(t.progress, { n: step + 1, name: t.steps[step] })}
        </p>

        <HedgeWizardStep
          step={step}
          form={form}
          errors={errors}
          onChange={change}
          onNetwork={(n) => setForm((f) => withNetwork(f, n))}
          disabled={busy}
          secretsOptional={secretsOptional}
        />

        <div className={wizardMessages} aria-live="polite">
          {errorText && <Notice kind="error">{errorText}</Notice>}
          {failure && <Notice kind="error">{failure}</Notice>}
          {success && <Notice kind="success">{success}</Notice>}
        </div>

        <div className={wizardFooter}>
          <Button onClick={() => setStep(step - 1)} disabled={step === 0 || busy}>
            {t.back}
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit" variant="primary" disabled={busy}>
              {t.next}
            </Button>
          ) : (
            <Button type="submit" variant="primary" disabled={busy || !!blocked} title={blocked ?? undefined}>
              {pending ? submittingLabel : submitLabel}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}

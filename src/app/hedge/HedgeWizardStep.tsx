import type { ChangeEvent } from 'react';
import { HEDGE_NETWORKS, HEDGE_SYMBOLS, INTERVALS } from '../../domain/contracts/values';
import { HEDGE_LIMITS as L, type HedgeBotForm, type HedgeFormError, type HedgeFormField } from '../../domain/rules/hedge/hedgeBotForm';
import type { AnalysisInterval } from '../../domain/contracts/types';
import { networkName } from '../i18n/labels';
import { hedgeRu } from '../i18n/sections/hedge';
import { CheckboxField, SelectField, TextField } from '../ui/Field';
import { fieldHint } from '../ui/ui.css';
import { wizardRow } from './hedge.css';

const symbolOptions = HEDGE_SYMBOLS.map((s) => ({ value: s, label: `${s.replace(/USDT$/, '')}/USDT` }));
const networkOptions = HEDGE_NETWORKS.map((n) => ({ value: n, label: networkName(n) }));
const intervalOptions = INTERVALS.map((i) => ({ value: i, label: i }));

/** The fields of one wizard step (0-3); each field shows its own message after a failed submit. */
export function HedgeWizardStep({
  step,
  form,
  errors,
  onChange,
  onNetwork,
  disabled,
  secretsOptional = false,
}: {
  step: number;
  form: HedgeBotForm;
  errors: readonly HedgeFormError[];
  onChange: (changes: Partial<HedgeBotForm>) => void;
  onNetwork: (network: string) => void;
  disabled: boolean;
  /** Editing: secrets may stay blank to keep the stored ones. */
  secretsOptional?: boolean;
}) {
  const t = hedgeRu.wizard;
  const keep = secretsOptional ? ` ${t.keepSecret}` : '';
  const errorOf = (field: HedgeFormField) =>
    errors
      .filter((e) => e.field === field)
      .map((e) => e.message)
      .join(', ') || null;
  const text = (field: HedgeFormField) => ({
    value: form[field] as string,
    error: errorOf(field),
    disabled,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.target.value }),
  });
  const number = (field: HedgeFormField, step: number, min?: number, max?: number) => ({
    ...text(field),
    type: 'number',
    inputMode: 'decimal' as const,
    step,
    min,
    max,
  });
  const check = (field: HedgeFormField) => ({
    checked: form[field] as boolean,
    disabled,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.target.checked }),
  });

  if (step === 0) {
    return (
      <>
        <TextField label={t.name} {...text('name')} maxLength={L.nameMaxLength} autoComplete="off" required />
        <div className={wizardRow}>
          <SelectField
            label={t.symbol}
            options={symbolOptions}
            value={form.symbol}
            error={errorOf('symbol')}
            disabled={disabled}
            onChange={(e) => onChange({ symbol: e.target.value })}
          />
          <SelectField
            label={t.network}
            options={networkOptions}
            value={form.network}
            error={errorOf('network')}
            disabled={disabled}
            onChange={(e) => onNetwork(e.target.value)}
          />
        </div>
      </>
    );
  }
  if (step === 1) {
    return (
      <>
        <TextField
          label={t.wallet}
          {...text('wallet_address')}
          maxLength={L.textMaxLength}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField
          label={t.privateKey}
          {...text('private_key')}
          type="password"
          maxLength={L.secretMaxLength}
          autoComplete="off"
          spellCheck={false}
          hint={`${t.privateKeyNote}${keep}`}
          required={!secretsOptional}
        />
        <TextField
          label={t.rpcUrl}
          {...text('rpc_url')}
          type="url"
          maxLength={L.urlMaxLength}
          autoComplete="off"
          spellCheck={false}
          hint={t.rpcUrlHint}
          required
        />
      </>
    );
  }
  if (step === 2) {
    return (
      <>
        <div className={wizardRow}>
          <TextField label={t.priceOpen} {...number('price_open', L.priceStep, 0)} />
          <TextField label={t.channelUpper} {...number('channel_upper', L.priceStep, 0)} />
          <TextField label={t.channelLower} {...number('channel_lower', L.priceStep, 0)} />
          <TextField label={t.usdtStart} {...number('usdt_start', L.usdtStep, 0)} />
          <TextField label={t.ethStart} {...number('eth_start', L.ethStep, 0)} />
          <TextField
            label={t.maxPositions}
            {...number('max_hedge_positions', L.maxPositions.step, L.maxPositions.min, L.maxPositions.max)}
            inputMode="numeric"
          />
          <TextField label={t.stopLoss} {...number('stop_loss_percent', L.stopLoss.step, L.stopLoss.min, L.stopLoss.max)} />
        </div>
      </>
    );
  }
  return (
    <>
      <div className={wizardRow}>
        <TextField
          label={t.apiKey}
          {...text('gate_api_key')}
          type="password"
          maxLength={L.secretMaxLength}
          autoComplete="off"
          spellCheck={false}
          required={!secretsOptional}
        />
        <TextField
          label={t.apiSecret}
          {...text('gate_api_secret')}
          type="password"
          maxLength={L.secretMaxLength}
          autoComplete="off"
          spellCheck={false}
          required={!secretsOptional}
        />
      </div>
      <p className={fieldHint} style={{ marginTop: 0 }}>{`${t.secretsNote}${keep}`}</p>
      <SelectField
        label={t.interval}
        options={intervalOptions}
        value={form.analysis_interval}
        error={errorOf('analysis_interval')}
        disabled={disabled}
        onChange={(e) => onChange({ analysis_interval: e.target.value as AnalysisInterval })}
      />
      <CheckboxField label={t.testnet} {...check('gate_testnet')} />
      <CheckboxField label={t.technicalAnalysis} {...check('enable_technical_analysis')} />
      <CheckboxField label={t.autoHedge} {...check('auto_hedge')} />
      <CheckboxField label={t.autoRebalance} {...check('auto_rebalance')} />
    </>
  );
}

// Create and edit modals for mining bots (docs/product.md §5): required fields, listed networks and pairs,
// optional strategy, URL-checked RPC, the wallet-connect button. The private key lives only in
// this form's state and is cleared after every submit.
import { useState, type FormEvent } from 'react';
import { MINING_NETWORKS, MINING_PAIRS } from '../../../domain/contracts/values';
import {
  missingBotFields,
  strategyPairMismatch,
  validateBotForm,
  withBotNetwork,
  type BotFormMode,
  type BotFormValues,
  type RequiredBotField,
} from '../../../domain/rules/mining/botForm';
import { walletAddressProblem } from '../../../domain/rules/input/walletAddress';
import type { Strategy } from '../../../domain/contracts/types';
import { ru } from '../../i18n/ru';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { formGrid, row } from '../common/mining.css';
import { connectWallet } from './walletConnect';
import { useCommandBlock } from '../../session/SessionContext';
import { fill } from '../../i18n/fill';
import { networkName } from '../../i18n/labels';

const t = miningRu.bots;
const f = t.fields;

const REQUIRED_LABEL: Record<RequiredBotField, string> = { name: f.name, walletAddress: f.wallet, privateKey: f.privateKey };

export function BotFormModal({
  mode,
  initial,
  strategies,
  strategyHint,
  onSubmit,
  onClose,
}: {
  mode: BotFormMode;
  initial: BotFormValues;
  strategies: ReadonlyArray<Pick<Strategy, 'strategy_id' | 'name' | 'symbol'>>;
  /** Why the list is shorter than the strategies list (only the bot owner's are offered). */
  strategyHint?: string;
  /** Resolves when saved; rejects with a message to show. */
  onSubmit: (values: BotFormValues) => Promise<void>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<BotFormValues>(initial);
  const [error, setError] = useState<string | null>(null);
  /** The required fields left empty at the last submit, all named at once (and marked). */
  const [missing, setMissing] = useState<RequiredBotField[]>([]);
  const [walletError, setWalletError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [saving, setSaving] = useState(false);
  const blocked = useCommandBlock();
  // An edit answers the last refusal: its message goes until the next submit.
  const edit = (next: (v: BotFormValues) => BotFormValues) => {
    setError(null);
    setMissing([]);
    setValues(next);
  };
  const set = (key: keyof BotFormValues) => (e: { target: { value: string } }) => edit((v) => ({ ...v, [key]: e.target.value }));
  // The server's own rule, as it is typed (once something is typed: an empty field is 'required').
  const walletProblem = values.walletAddress.trim() === '' ? null : walletAddressProblem(values.walletAddress);
  const mismatch = strategyPairMismatch(values, strategies);

  const networks = (MINING_NETWORKS as readonly string[]).includes(values.network) ? MINING_NETWORKS : [...MINING_NETWORKS, values.network];
  const pairs = (MINING_PAIRS as readonly string[]).includes(values.symbol) ? MINING_PAIRS : [...MINING_PAIRS, values.symbol];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateBotForm(values, mode);
    setMissing(missingBotFields(values, mode));
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const connect = async () => {
    setConnecting(true);
    setWalletError(null);
    const result = await connectWallet();
    setConnecting(false);
    if (result.ok) setValues((v) => ({ ...v, walletAddress: result.address }));
    else setWalletError(result.reason === 'not_installed' ? t.noMetaMask : t.metaMaskError);
  };

  return (
    <Modal title={mode === 'create' ? t.createTitle : t.editTitle} onClose={onClose} wide>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={formGrid}>
          <TextField
            label={f.name}
            value={values.name}
            onChange={set('name')}
            required
            autoComplete="off"
            error={missing.includes('name') ? t.fieldRequired : null}
          />
          <SelectField
            label={f.network}
            value={values.network}
            onChange={(e) => edit((v) => withBotNetwork(v, e.target.value))}
            options={networks.map((n) => ({ value: n, label: networkName(n) }))}
          />
          <SelectField
            label={f.symbol}
            value={values.symbol}
            onChange={set('symbol')}
            options={pairs.map((p) => ({ value: p, label: p }))}
          />
          <SelectField
            label={f.strategy}
            value={values.strategyId}
            onChange={set('strategyId')}
            hint={strategyHint}
            options={[{ value: '', label: t.noStrategy }, ...strategies.map((s) => ({ value: String(s.strategy_id), label: s.name }))]}
          />
        </div>
        <TextField
          label={f.wallet}
          value={values.walletAddress}
          onChange={set('walletAddress')}
          required
          autoComplete="off"
          spellCheck={false}
          error={walletError ?? walletProblem ?? (missing.includes('walletAddress') ? t.fieldRequired : null)}
        />
        <div className={row} style={{ marginTop: -4, marginBottom: 12 }}>
          <Button onClick={() => void connect()} disabled={connecting}>
            {connecting ? t.connecting : t.connectWallet}
          </Button>
        </div>
        <TextField
          label={f.privateKey}
          type="password"
          value={values.privateKey}
          onChange={set('privateKey')}
          required={mode === 'create'}
          autoComplete="off"
          hint={mode === 'edit' ? f.privateKeyEditHint : undefined}
          error={missing.includes('privateKey') ? t.fieldRequired : null}
        />
        <TextField label={f.rpcUrl} type="url" value={values.rpcUrl} onChange={set('rpcUrl')} autoComplete="off" spellCheck={false} />
        {mismatch && <Notice kind="warning">{fill(t.pairMismatch, { bot: values.symbol, strategy: mismatch })}</Notice>}
        {error && (
          <Notice kind="error">
            {error}
            {missing.length > 0 && ` ${fill(t.missingFields, { fields: missing.map((key) => REQUIRED_LABEL[key]).join(', ') })}`}
          </Notice>
        )}
        <div className={row} style={{ justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={onClose}>{ru.ui.cancel}</Button>
          <Button type="submit" variant="primary" disabled={saving || !!blocked} title={blocked ?? undefined}>
            {saving ? t.saving : mode === 'create' ? t.submitCreate : t.submitEdit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

// The second factor in the security settings: on with the password, the QR code (or the key) in an
// authenticator and its first code, then the ten recovery codes shown once; off with the password
// and a code. The secret and the codes live in this component's state only while it is open.
import { commandFailureText } from '../../domain/rules/sync/httpError';
import { useState, type FormEvent } from 'react';
import type { TotpSetupAnswer } from '../../domain/contracts/types';
import { useCommand } from '../data/useCommand';
import { settingsRu } from '../i18n/sections/settings';
import { useCommandBlock, useSession } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { QrCode } from '../ui/QrCode';
import { buttons, formStack, mono, qrImage } from './settings.css';

const t = settingsRu.security;

type Stage = 'idle' | 'password' | 'scan' | 'disable';

export function TwoFactorPanel() {
  const { user, showRecoveryCodes } = useSession();
  const setup = useCommand('twoFactor.setup');
  const enable = useCommand('twoFactor.enable');
  const disable = useCommand('twoFactor.disable');
  const blocked = useCommandBlock();
  const [stage, setStage] = useState<Stage>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TotpSetupAnswer | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const pending = setup.isPending || enable.isPending || disable.isPending;
  const on = user?.two_factor_enabled === true;

  const reset = () => {
    setStage('idle');
    setPassword('');
    setCode('');
    setEnrolment(null);
  };
  const fail = (failure: unknown) => setMessage({ kind: 'error', text: commandFailureText(failure, t.failed) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      if (stage === 'password') {
        setEnrolment(await setup.mutateAsync({ password }));
        setPassword('');
        setStage('scan');
      } else if (stage === 'scan') {
        const codes = await enable.mutateAsync({ code: code.trim() });
        reset();
        showRecoveryCodes(codes);
      } else if (stage === 'disable') {
        await disable.mutateAsync({ password, code: code.trim() });
        reset();
        setMessage({ kind: 'success', text: t.twoFactorDisabled });
      }
    } catch (failure) {
      setCode('');
      setPassword('');
      fail(failure);
    }
  };

  return (
    <>
      <p style={{ margin: 0 }}>{on ? t.twoFactorOn : t.twoFactorOff}</p>
      {stage === 'idle' ? (
        <div className={buttons}>
          <Button
            variant={on ? 'danger' : 'primary'}
            onClick={() => {
              setMessage(null);
              setStage(on ? 'disable' : 'password');
            }}
            disabled={!!blocked}
            title={blocked ?? undefined}
          >
            {on ? t.twoFactorDisable : t.twoFactorEnable}
          </Button>
        </div>
      ) : (
        <form className={formStack} onSubmit={(event) => void submit(event)} noValidate>
          {stage === 'scan' && enrolment && (
            <>
              <p style={{ margin: 0 }}>{t.twoFactorScan}</p>
              <QrCode className={qrImage} svg={enrolment.qr_svg} alt={t.twoFactorQrAlt} />
              <p style={{ margin: 0 }}>
                {t.twoFactorSecret}: <span className={mono}>{enrolment.secret}</span>
              </p>
            </>
          )}
          {(stage === 'password' || stage === 'disable') && (
            <TextField
              label={t.currentPassword}
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={pending}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          {(stage === 'scan' || stage === 'disable') && (
            <TextField
              label={stage === 'scan' ? t.twoFactorCode : t.twoFactorDisableCode}
              autoComplete="one-time-code"
              inputMode={stage === 'scan' ? 'numeric' : 'text'}
              value={code}
              disabled={pending}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
          <div className={buttons}>
            <Button type="submit" variant="primary" disabled={pending || !!blocked} title={blocked ?? undefined}>
              {stage === 'password' ? t.twoFactorStart : t.twoFactorConfirm}
            </Button>
            <Button onClick={reset} disabled={pending}>
              {t.twoFactorCancel}
            </Button>
          </div>
        </form>
      )}
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
    </>
  );
}

// The ten recovery codes of a new second factor, shown once (after an enrolment at login or in the
// security settings) and kept only in memory until the user says they are saved.
import { accountRu } from '../i18n/sections/account';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { codeList, stack } from './auth.css';
import { useSession } from './SessionContext';

export function RecoveryCodesDialog() {
  const { recoveryCodes, showRecoveryCodes } = useSession();
  const t = accountRu.recovery;
  if (!recoveryCodes) return null;
  return (
    <Modal title={t.title} onClose={() => showRecoveryCodes(null)}>
      <div className={stack}>
        <p style={{ margin: 0 }}>{t.text}</p>
        <ol className={codeList} aria-label={t.listLabel}>
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Button variant="primary" data-autofocus onClick={() => showRecoveryCodes(null)}>
          {t.done}
        </Button>
      </div>
    </Modal>
  );
}

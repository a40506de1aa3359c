// The ten recovery codes of a new second factor, shown once (after an enrolment at login or in the
// security settings) and kept only in memory until the user says they are saved. «Скопировать» puts
// them on the clipboard and «Скачать» hands them to the browser as a text file: where they go from
// there is the user's choice; the app writes them nowhere (no storage, no log).
import { useState } from 'react';
import { formatDateTime } from '../../domain/format/format';
import { fill } from '../i18n/fill';
import { accountRu } from '../i18n/sections/account';
import { Button } from '../ui/Button';
import { downloadText } from '../ui/downloadText';
import { Modal } from '../ui/Modal';
import { codeList, codeNumber, codeRow, codeActions, stack } from './auth.css';
import { useSession } from './SessionContext';

const t = accountRu.recovery;

/** The codes as the copied text and the downloaded file have them: who they are for, numbered. */
function recoveryCodesText(codes: readonly string[], username: string, now: Date): string {
  const title = fill(t.fileTitle, { username, date: formatDateTime(now.toISOString()) });
  return [title, t.fileNote, '', ...codes.map((code, i) => `${i + 1}. ${code}`), ''].join('\n');
}

export function RecoveryCodesDialog() {
  const { recoveryCodes, showRecoveryCodes, user } = useSession();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  if (!recoveryCodes) return null;
  const text = () => recoveryCodesText(recoveryCodes, user?.username ?? '', new Date());
  const close = () => {
    setCopy(null);
    showRecoveryCodes(null);
  };
  const copyAll = () => {
    // A browser without the clipboard API (or refusing it) says so: the codes stay on the screen.
    if (typeof navigator.clipboard?.writeText !== 'function') {
      setCopy('failed');
      return;
    }
    navigator.clipboard.writeText(text()).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <Modal title={t.title} onClose={close}>
      <div className={stack}>
        <p style={{ margin: 0 }}>{t.text}</p>
        <ol className={codeList} aria-label={t.listLabel}>
          {recoveryCodes.map((code, i) => (
            <li key={code} className={codeRow}>
              <span className={codeNumber} aria-hidden="true">
                {i + 1}.
              </span>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div className={codeActions}>
          <Button onClick={copyAll}>{t.copy}</Button>
          <Button onClick={() => downloadText(t.fileName, text(), 'text/plain;charset=utf-8')}>{t.download}</Button>
        </div>
        {copy && (
          <p role="status" style={{ margin: 0 }}>
            {copy === 'copied' ? t.copied : t.copyFailed}
          </p>
        )}
        <Button variant="primary" data-autofocus onClick={close}>
          {t.done}
        </Button>
      </div>
    </Modal>
  );
}

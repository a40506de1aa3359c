import { ru } from '../i18n/ru';
import { loadingBox, loadingStep, loadingTitle, screen, spinner } from './auth.css';

/** docs/product.md §2: the indicator shown while the session initialises, with its three texts. */
export function SessionLoading() {
  const t = ru.frame.loading;
  return (
    <div className={screen}>
      <div className={loadingBox} role="status" aria-live="polite" aria-busy="true">
        <div className={spinner} aria-hidden="true" />
        <p className={loadingTitle}>{t.sessionInit}</p>
        <p className={loadingStep}>{t.authCheck}</p>
        <p className={loadingStep}>{t.loading}</p>
      </div>
    </div>
  );
}

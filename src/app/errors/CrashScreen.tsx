import { ru } from '../i18n/ru';
import { Button } from '../ui/Button';
import { actions, details, message, screen } from './errors.css';

/** The crash screen of docs/product.md §2: title, text, the message in a collapsible section, reload. */
export function CrashScreen({ error }: { error: unknown }) {
  const text = error instanceof Error ? error.message : String(error);
  return (
    <section role="alert" className={screen}>
      <h1>{ru.errors.crashTitle}</h1>
      <p>{ru.errors.crashText}</p>
      <details className={details}>
        <summary>{ru.errors.crashDetails}</summary>
        <pre className={message}>{text}</pre>
      </details>
      <div className={actions}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {ru.errors.reload}
        </Button>
      </div>
    </section>
  );
}

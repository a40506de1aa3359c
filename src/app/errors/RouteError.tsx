import type { ErrorComponentProps } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { AccessRefused } from '../routing/admit';
import { RoutePending } from '../routing/RoutePending';
import { Button } from '../ui/Button';
import { CrashScreen } from './CrashScreen';
import { actions, details, message, screen } from './errors.css';

const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** A render crash inside a route (React gives a component stack) shows the crash screen; anything
 *  the router itself failed at (a chunk that would not load, a loader) shows the routing error. */
export function RouteError({ error, info }: ErrorComponentProps) {
  // A page refused before a sign-in, shown for the moment its routes take to load again.
  if (error instanceof AccessRefused) return <RoutePending />;
  const text = error instanceof Error ? error.message : String(error);
  if (info?.componentStack && !CHUNK_FAILURE.test(text)) return <CrashScreen error={error} />;
  return <RoutingErrorScreen text={text} />;
}

function RoutingErrorScreen({ text }: { text: string }) {
  return (
    <section role="alert" className={screen}>
      <h1>{ru.errors.routeTitle}</h1>
      <p>{ru.errors.routeText}</p>
      <details className={details}>
        <summary>{ru.errors.crashDetails}</summary>
        <pre className={message}>{text}</pre>
      </details>
      <div className={actions}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {ru.errors.reload}
        </Button>
        <a href="/">{ru.errors.toHome}</a>
      </div>
    </section>
  );
}

// /settings/api: the backend and market-data addresses the worker uses (read-only).
import { useEffect, useState } from 'react';
import { settingsRu } from '../i18n/sections/settings';
import { ErrorCard, LoadingCard } from '../ui/States';
import { workerApi } from '../worker/client';
import { factName, facts, mono, panel, panelTitle } from './settings.css';

const t = settingsRu.api;

type Addresses = { apiBase: string; marketPrimary: string; marketFallback: string };

export function ApiPanel() {
  const [addresses, setAddresses] = useState<Addresses | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    workerApi()
      .config()
      .then((c) => {
        if (live) {
          setAddresses(c);
          setFailed(false);
        }
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  if (failed) return <ErrorCard message={t.failed} onRetry={() => setAttempt((a) => a + 1)} />;
  if (!addresses) return <LoadingCard text={t.loading} />;
  const ws = `${addresses.apiBase.replace(/^http/, 'ws')}/ws/{botId}`;
  return (
    <section className={panel} aria-labelledby="api-title">
      <h2 id="api-title" className={panelTitle}>
        {t.title}
      </h2>
      <p style={{ margin: 0 }}>{t.intro}</p>
      <dl className={facts}>
        <dt className={factName}>{t.apiBase}</dt>
        <dd className={mono}>{addresses.apiBase}</dd>
        <dt className={factName}>{t.websocket}</dt>
        <dd className={mono}>{ws}</dd>
        <dt className={factName}>{t.marketPrimary}</dt>
        <dd className={mono}>{addresses.marketPrimary}</dd>
        <dt className={factName}>{t.marketFallback}</dt>
        <dd className={mono}>{addresses.marketFallback}</dd>
      </dl>
    </section>
  );
}

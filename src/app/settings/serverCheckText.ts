// "Проверить соединение" in words: the worker's ServerCheck as the lines the panel shows.
import type { ServerCheck } from '../../worker/api';
import { settingsRu } from '../i18n/sections/settings';

const t = settingsRu.api;

export interface CheckText {
  ok: boolean;
  lines: string[];
}

/** `pageOrigin`: the origin the server must trust (CORS_ORIGINS) for this page to reach it. */
export function serverCheckText(check: ServerCheck, pageOrigin: string): CheckText {
  const r = t.result;
  const fill = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((out, [k, v]) => out.replace(`{${k}}`, String(v)), text);
  let first: string;
  switch (check.outcome) {
    case 'ok':
      first = fill(r.ok, { calls: check.calls ?? 0 });
      break;
    case 'invalid':
      first = fill(r.invalid, { problem: check.problem ? t.problems[check.problem].toLowerCase() : '' });
      break;
    case 'unreachable':
      first = fill(r.unreachable, { origin: pageOrigin });
      break;
    case 'notDashboard':
    case 'noContract':
      first = fill(r[check.outcome], { status: check.status ?? 0 });
      break;
    case 'contractMismatch':
      first = fill(r.contractMismatch, {
        count: check.missingCount ?? 0,
        calls: check.calls ?? 0,
        missing: (check.missing ?? []).join(', '),
      });
      break;
    default:
      first = r[check.outcome];
  }
  const lines = [first];
  if (check.market) {
    if (check.market.primary && check.market.fallback) lines.push(r.marketOk);
    if (!check.market.primary) lines.push(r.marketPrimaryDown);
    if (!check.market.fallback) lines.push(r.marketFallbackDown);
  }
  return { ok: check.outcome === 'ok' && !!check.market?.primary && !!check.market.fallback, lines };
}

// "Проверить соединение" in words: the worker's ServerCheck as the lines the panel shows, and a
// slot's problem codes as the form shows them.
import { SERVER_CHECK_TIMEOUT_MS, SLOT_NAME_MAX, type SlotProblem } from '../../domain/serverSlots';
import type { ServerCheck } from '../../worker/api';
import { fill } from '../i18n/fill';
import { settingsServersRu } from '../i18n/sections/settingsServers';

const t = settingsServersRu;

/** A slot's problem in words (the name's limit filled in). */
export function problemWords(problem: SlotProblem | 'lastServer'): string {
  return problem === 'nameLong' ? fill(t.problems.nameLong, { max: SLOT_NAME_MAX }) : t.problems[problem];
}

export interface CheckText {
  ok: boolean;
  lines: string[];
}

/** `pageOrigin`: the origin the server must trust (CORS_ORIGINS) for this page to reach it. */
export function serverCheckText(check: ServerCheck, pageOrigin: string): CheckText {
  const r = t.result;
  let first: string;
  switch (check.outcome) {
    case 'ok':
      first = fill(r.ok, { calls: check.calls ?? 0 });
      break;
    case 'invalid':
      first = fill(r.invalid, { problem: check.problem ? problemWords(check.problem).toLowerCase() : '' });
      break;
    case 'unreachable':
      first = fill(r.unreachable, { origin: pageOrigin });
      break;
    case 'notDashboard':
    case 'noContract':
      first = fill(r[check.outcome], { status: check.status ?? 0 });
      break;
    case 'timeout':
      first = fill(r.timeout, { seconds: SERVER_CHECK_TIMEOUT_MS / 1000 });
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

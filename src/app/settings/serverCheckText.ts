// "Проверить соединение" in words: the worker's ServerCheck as the lines the panel shows, and a
// slot's problem codes as the form shows them.
import { SERVER_CHECK_TIMEOUT_MS, SLOT_NAME_MAX, type SlotProblem } from '../../domain/rules/servers/serverSlots';
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
  /** A reload of the page lets it reach the server (its policy is set when the page loads). */
  reload?: boolean;
}

/**
 * `pageOrigin`: the origin the server must trust (CORS_ORIGINS) for this page to reach it.
 * `controlled`: the app's service worker serves this page, so it can widen the policy on a reload.
 */
export function serverCheckText(check: ServerCheck, pageOrigin: string, controlled = true): CheckText {
  const r = t.result;
  const origin = check.origin ?? '';
  if (check.outcome === 'csp') {
    const what = !controlled ? fill(r.cspDeployment, { origin, page: pageOrigin }) : check.saved ? r.cspReload : r.cspSave;
    return { ok: false, lines: [fill(r.csp, { origin }), what], reload: controlled && !!check.saved };
  }
  let first: string;
  switch (check.outcome) {
    case 'ok':
      first = fill(r.ok, { calls: check.calls ?? 0 });
      break;
    case 'invalid':
      first = fill(r.invalid, { problem: check.problem ? problemWords(check.problem).toLowerCase() : '' });
      break;
    case 'unreachable':
      first = fill(r.unreachable, { origin });
      break;
    case 'cors':
      first = fill(r.cors, { origin, page: pageOrigin });
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
  }
  const lines = [first];
  if (check.outcome === 'unreachable' && check.secure) lines.push(fill(r.untrusted, { origin }));
  if (check.market) {
    if (check.market.primary && check.market.fallback) lines.push(r.marketOk);
    if (!check.market.primary) lines.push(r.marketPrimaryDown);
    if (!check.market.fallback) lines.push(r.marketFallbackDown);
  }
  return { ok: check.outcome === 'ok' && !!check.market?.primary && !!check.market.fallback, lines };
}

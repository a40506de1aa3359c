// One run of the conformance check: public calls, sign-in, every read call, with `write` the
// mutating calls on objects of its own, then the session's refresh and logout. Every call of the
// catalogue gets at least one row; calls the run does not send are listed as skipped, with why.
import { API } from '../../src/domain/contracts/api';
import { CheckClient, type CallName, type Row } from './client';
import { checkReads } from './reads';
import { NEVER_SENT, checkSettingsUpdates, checkWrites } from './writes';

export interface CheckOptions {
  url: string;
  user: string;
  password: string;
  write: boolean;
  /** A TOTP or recovery code, for an account with a second factor. */
  code?: string;
  fetch?: typeof fetch;
}

export async function checkBackend(options: CheckOptions): Promise<Row[]> {
  const base = options.url.replace(/\/+$/, '');
  const client = new CheckClient(base, options.fetch);
  await client.call('health');
  await client.call('openapi');
  const login = await client.call('login', { body: { username_or_email: options.user, password: options.password } });
  // An account with a second factor answers a challenge first; its code finishes the sign-in.
  const session =
    login && 'two_factor' in login
      ? options.code
        ? await client.call('secondFactor', { body: { challenge: login.challenge, code: options.code } })
        : null
      : login;
  if (session) {
    client.token = session.access_token;
    await checkReads(client);
    if (options.write) {
      await checkSettingsUpdates(client, session.user.full_name);
      await checkWrites(client, base);
    }
    const pair = await client.call('refresh', { token: session.refresh_token, body: { refresh_token: session.refresh_token } });
    const refreshToken = pair?.refresh_token ?? session.refresh_token;
    await client.call('logout', { token: refreshToken, body: { refresh_token: refreshToken } });
  }
  const sent = new Set(client.rows.map((r) => r.call));
  for (const name of Object.keys(API) as CallName[]) {
    if (sent.has(name)) continue;
    client.skip(name, NEVER_SENT[name] ?? (session ? 'changes data: run with --write' : 'needs a signed-in session'));
  }
  return client.rows;
}

/**
 * The backend conforms when it signed the user in (a session it then refreshed: a second-factor
 * challenge alone checks nothing) and no answer left the contract or failed.
 */
export function conforms(rows: readonly Row[]): boolean {
  return rows.some((r) => r.call === 'refresh' && r.result === 'ok') && !rows.some((r) => r.result === 'mismatch' || r.result === 'failed');
}

/** The table an operator reads: one line per request, then the count of each result. */
export function formatTable(rows: readonly Row[]): string {
  const width = (key: 'call' | 'request' | 'result') => Math.max(key.length, ...rows.map((r) => r[key].length));
  const [call, request, result] = [width('call'), width('request'), width('result')];
  const line = (r: Pick<Row, 'call' | 'request' | 'result' | 'detail'>) =>
    `${r.call.padEnd(call)}  ${r.request.padEnd(request)}  ${r.result.padEnd(result)}  ${r.detail}`.trimEnd();
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.result, (counts.get(r.result) ?? 0) + 1);
  const summary = [...counts].map(([k, n]) => `${n} ${k}`).join(', ');
  return [
    line({ call: 'call' as CallName, request: 'request', result: 'result' as Row['result'], detail: 'detail' }),
    ...rows.map(line),
    '',
    `${summary}: ${verdict(rows)}`,
  ].join('\n');
}

function verdict(rows: readonly Row[]): string {
  if (conforms(rows)) return 'the backend conforms to the contract';
  if (!rows.some((r) => r.call === 'login' && r.result === 'ok')) return 'could not sign in, so the calls behind sign-in were not checked';
  return 'the backend does NOT conform to the contract';
}

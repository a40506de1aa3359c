// A session ended from another device, against the real reference server: the worker left open
// learns it on its next look at the server (here: the page becoming visible), signs out, and tells
// the page 'expired' and then 'navigate' to '/'. The browser test of 'Выйти на всех устройствах'
// (tests/e2e/security.e2e.ts) restarts the other browser instead; this is the page left open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../src/worker/api';
import { DEMO_PASSWORD } from '../support/login';
import { startServer, type RunningServer } from '../support/server';
import { until } from '../support/until';
import { workerFor } from '../support/worker';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 90_000);

afterAll(async () => {
  await server?.stop();
}, 30_000);

describe('a session ended on another device', () => {
  it("is ended in the worker left open on its next look: 'expired', then 'navigate' to '/'", async () => {
    const open = workerFor(server.baseUrl);
    const other = workerFor(server.baseUrl);
    await Promise.all([open.ready(), other.ready()]);
    const events: SessionEvent[] = [];
    const stopWatch = await open.watchSession(
      () => undefined,
      (event) => events.push(event),
    );
    await open.sessionApi.login('trader', DEMO_PASSWORD);
    await other.sessionApi.login('trader', DEMO_PASSWORD);

    await other.command('sessions.endAll', {});
    expect(other.session.state().status).toBe('anonymous');
    // Nothing of the open worker has looked at the server since (no subscription polls, its session
    // check is a minute away): it still holds its session.
    expect(open.session.state().status).toBe('authenticated');

    open.sessionApi.visibility(true);
    await until(() => open.session.state().status === 'anonymous', 30_000, 'the open worker signed out');
    await until(() => events.some((e) => e.type === 'navigate'), 30_000, "'navigate'");
    const told = events.filter((e) => e.type === 'expired' || e.type === 'navigate');
    expect(told.map((e) => e.type)).toEqual(['expired', 'navigate']);
    expect(told[1]).toEqual({ type: 'navigate', to: '/' });
    stopWatch();
  }, 120_000);
});

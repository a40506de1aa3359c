// Alerts that reach devices (issue 23): the VAPID public key, a user's devices (Web Push
// subscriptions), their alert rules, and the alerts raised. Every route but the key needs a login.
// A user has at most MAX_DEVICES devices and sends at most TEST_PUSHES test messages a minute: the
// push sender is shared, and one account must not fill it.
import type { FastifyInstance } from 'fastify';
import { authenticate, type AuthUser } from '../auth/guard';
import { API } from '../../src/domain/contracts/api';
import { nameProblem } from '../../src/domain/rules/input/inputHygiene';
import { canonicalTimeZone } from '../../src/domain/rules/alerts/quietHours';
import { badRequest, conflict, notFound, tooMany } from '../http/errors';
import { serve } from '../http/serve';
import { SlidingWindow } from '../http/slidingWindow';
import { TEXT } from '../http/texts';
import type { AlertService } from '../push/alerts';
import { checkEndpoint, type EndpointPolicy } from '../push/endpoint';
import type { PushSender } from '../push/sender';
import type { PushStore } from '../push/store';
import type { VapidKeys } from '../push/vapid';

export interface PushDeps {
  store: PushStore;
  alerts: AlertService;
  vapid: VapidKeys;
  sender: PushSender;
  policy: EndpointPolicy;
}

/** Devices per user: phones, tablets and desktops of one person, with room to spare. */
const MAX_DEVICES = 10;
/** Test messages per user a minute. */
const TEST_PUSHES = { max: 5, windowMs: 60_000 } as const;

const T = TEXT.push;
const userId = (request: { user?: AuthUser }) => (request.user as AuthUser).user_id;
const signedIn = { onRequest: authenticate };

/** A device's name as it is shown in the list: not blank, no hidden or direction-changing characters. */
function checkLabel(label: string): void {
  if (!label.trim()) throw badRequest(TEXT.bots.required);
  const hidden = nameProblem(label);
  if (hidden) throw badRequest(hidden);
}

export async function registerPushRoutes(app: FastifyInstance, push: PushDeps): Promise<void> {
  const { store, alerts, vapid, sender, policy } = push;
  const tests = new SlidingWindow(TEST_PUSHES.max, TEST_PUSHES.windowMs);

  serve(app, API.pushPublicKey, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { public_key: vapid.publicKey };
  });

  serve(app, API.pushDevices, signedIn, async (request) => store.devices(userId(request)));

  serve(app, API.pushSubscribe, signedIn, async (request, reply) => {
    const { subscription, label } = request.body;
    checkLabel(label);
    if (!(await checkEndpoint(subscription.endpoint, policy))) throw badRequest(T.endpoint);
    // The login that subscribes: its logout stops the device (server/push/store.ts).
    const sessionId = (request.user as AuthUser).session_id ?? null;
    const device = store.saveDevice(userId(request), sessionId, subscription, label, MAX_DEVICES);
    if (!device) throw conflict(T.tooManyDevices(MAX_DEVICES));
    return reply.code(201).send(device);
  });

  serve(app, API.pushDeviceUpdate, signedIn, async (request) => {
    if (request.body.label !== undefined) checkLabel(request.body.label);
    const device = store.updateDevice(userId(request), request.params.id, request.body);
    if (!device) throw notFound(T.device);
    return device;
  });

  serve(app, API.pushDeviceDelete, signedIn, async (request) => {
    if (!store.deleteDevice(userId(request), request.params.id)) throw notFound(T.device);
    sender.forgetDevice(request.params.id);
    return { message: T.deleted };
  });

  serve(app, API.pushDeviceTest, signedIn, async (request) => {
    const device = store.device(userId(request), request.params.id);
    if (!device) throw notFound(T.device);
    if (!device.enabled) throw conflict(T.disabled);
    const wait = tests.take(String(userId(request)));
    if (wait !== null) throw tooMany(T.tooManyTests(TEST_PUSHES.max), wait / 1000);
    return { message: T.testQueued, queued: alerts.sendTest(userId(request), device.id) };
  });

  serve(app, API.alertRules, signedIn, async (request) => store.rules(userId(request)));

  serve(app, API.saveAlertRules, signedIn, async (request) => {
    // Stored as the runtime names it: one spelling per zone, whatever the client sent.
    const timeZone = canonicalTimeZone(request.body.time_zone);
    if (!timeZone) throw badRequest(T.timeZone(request.body.time_zone));
    const rules = store.saveRules(userId(request), { ...request.body, time_zone: timeZone });
    alerts.rulesChanged(userId(request));
    return rules;
  });

  serve(app, API.alerts, signedIn, async (request) => store.alerts(userId(request)));
  serve(app, API.alertsUnread, signedIn, async (request) => ({ unread: store.unread(userId(request)) }));
  serve(app, API.alertsRead, signedIn, async (request) => ({ unread: store.markRead(userId(request), request.body?.up_to) }));
}

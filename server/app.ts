// Builds the Fastify application: security headers, error shape, the database, auth, the API, the
// live socket, the simulator and its routes (market feeds, positions), and the PWA.
// `main.ts` reads the configuration, seeds the demo, listens and starts the simulator.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type Database from 'better-sqlite3';
import { recordRun } from './uptime';
import type { ServerConfig } from './config';
import { API } from '../src/domain/contracts/api';
import { clientErrorHandler, frameworkErrors, HttpError, refuseHostless, registerErrorHandler } from './http/errors';
import { TEXT } from './http/texts';
import { registerOpenApi } from './http/openapi';
import { serve } from './http/serve';
import { registerSecurityHeaders } from './security';
import { registerRemoteAccess } from './remote';
import { registerStatic } from './static';
import { LiveHub } from './live/hub';
import { registerLiveSocket, socketErrorHandler } from './live/socket';
import { openDatabase } from './db/open';
import { loadOrCreateKey } from './auth/keyFile';
import { AuthService } from './auth/service';
import { LoginThrottle } from './auth/loginThrottle';
import { FairQueue, HASH_CONCURRENCY } from './auth/hashQueue';
import { TwoFactor } from './auth/twoFactor';
import { IdempotencyStore } from './http/idempotency';
import { SettingsStore, settingsDefaults } from './settings';
import { createSecretBox, secretKeyFrom, type SecretBox } from './auth/secretBox';
import { createSimulator, type Simulator } from './sim/index';
import type { OutgoingMail, RouteDeps } from './routes/deps';
import { registerQueryCoercion } from './http/queryCoercion';
import { registerAuthRoutes } from './routes/auth';
import { registerProfileRoutes } from './routes/profile';
import { registerAdminRoutes } from './routes/admin';
import { registerBotRoutes } from './routes/bots';
import { registerMiningRoutes } from './routes/mining';
import { registerStrategyRoutes } from './routes/strategies';
import { registerHedgeBotRoutes } from './routes/hedgeBots';
import { registerPushRoutes } from './routes/push';
import { registerSimRoutes } from './routes/simulated';
import { registerBacktestRoutes } from './backtest/routes';
import { AlertService } from './push/alerts';
import { systemLookup, type EndpointPolicy, type Lookup } from './push/endpoint';
import { PushSender } from './push/sender';
import { pinnedTransport } from './push/transport';
import { PushStore } from './push/store';
import { loadVapidKeys } from './push/vapid';
import { journalSimEvents } from './journal/simEvents';
import { walletSimEvents } from './wallet/ledger';

export interface AppContext {
  config: ServerConfig;
  hub: LiveHub;
  db: Database.Database;
  sim: Simulator;
  auth: AuthService;
  secrets: SecretBox;
  /** The alert rules at work (issue 23); `main.ts` starts them with the simulator. */
  alerts: AlertService;
  push: { store: PushStore; sender: PushSender; policy: EndpointPolicy };
  /** Every route registered (method, path and schema), for tests that walk them all. */
  routes: Array<{ method: string; url: string; schema?: Record<string, unknown> }>;
}

export interface BuildOptions {
  /** Where verification and reset e-mails go; by default the server log (stdout). */
  mail?: (message: OutgoingMail) => void;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: { write(line: string): void };
  /** How push endpoints' names are resolved (tests answer with the addresses they need); DNS by default. */
  pushLookup?: Lookup;
}

/** JSON bodies up to this size; the avatar upload has its own 1 MB limit. */
const JSON_BODY_LIMIT = 64 * 1024;

function logMail(message: OutgoingMail): void {
  if (message.kind === 'email_notice') {
    console.info(`[почта] Для ${message.email}: запрошена смена адреса на ${message.new_email}. Если это были не вы, смените пароль`);
    return;
  }
  const what = {
    verify: 'Подтверждение e-mail',
    reset: 'Сброс пароля',
    invite: 'Приглашение: установка пароля',
    email_change: 'Подтверждение нового e-mail',
  }[message.kind];
  console.info(`[почта] ${what} для ${message.email}: токен ${message.token}`);
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Never bodies, headers or query strings (the live socket's token travels in the query).
      serializers: {
        req: (req) => ({ method: req.method, url: String(req.url ?? '').split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    // Node would answer an HTTP/1.1 request without Host with a bare 400; ./http/errors.ts answers
    // it in our shape instead.
    http: { requireHostHeader: false },
    // Errors before routing (a bad URL) and of the connection itself (431, a malformed request)
    // answer `{ detail }` like every other error.
    frameworkErrors,
    clientErrorHandler,
    // Bodies are validated strictly (no type coercion); path and query values are converted by
    // routes/queryCoercion.ts before validation.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, allowUnionTypes: true } },
  });

  const routes: AppContext['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method: String(method), url: route.url, schema: route.schema as Record<string, unknown> | undefined });
  });

  const db = openDatabase(config.dataDir);
  const settings = new SettingsStore(db, settingsDefaults(config.accessTokenTtlSec));
  const auth = new AuthService(db, loadOrCreateKey(config.dataDir, 'jwt.key'), config, settings);
  const secrets = createSecretBox(secretKeyFrom(config.secretKeyFile ?? path.join(config.dataDir, 'secret.key'), process.env.SECRET_KEY));
  const hub = new LiveHub();
  const sim = createSimulator({ db, hub, config });
  const vapid = loadVapidKeys(config.dataDir);
  const pushStore = new PushStore(db);
  const pushPolicy: EndpointPolicy = { allowLoopback: config.pushAllowLoopback, lookup: options.pushLookup ?? systemLookup };
  const sender = new PushSender({
    vapid,
    transport: pinnedTransport(pushPolicy),
    onResult: (result) => alerts.onSendResult(result),
  });
  const alerts = new AlertService({ store: pushStore, hub, sim, sender });
  const endJournal = journalSimEvents(sim, db, hub);
  const endLedger = walletSimEvents(sim, db);
  const ctx: AppContext = { config, hub, db, sim, auth, secrets, alerts, push: { store: pushStore, sender, policy: pushPolicy }, routes };
  app.decorate('auth', auth);
  app.decorate('idempotency', new IdempotencyStore(db));
  app.decorate('anonRateLimit', config.anonRateLimit);

  registerErrorHandler(app);
  refuseHostless(app);
  registerSecurityHeaders(app, config.serversPreset);
  registerQueryCoercion(app);

  // An empty body with a JSON content type is no body (clients send it on bodiless POSTs).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return defaultJson(request, body as string, done);
  });

  // Errors of signed-in users feed the admin panel's error rate.
  app.addHook('onResponse', async (request, reply) => {
    if (request.user && reply.statusCode >= 400) auth.countError(request.user.user_id);
  });

  // Per-address limits only where a route asks for them (anonymous auth routes, failed socket upgrades).
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new HttpError(429, TEXT.auth.throttled(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 }, errorHandler: socketErrorHandler(app.log) });
  await app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 5, parts: 6 } });

  await registerRemoteAccess(app, config);
  await registerOpenApi(app);
  // The simulator trades no real funds: the app says so beside the server's name (docs/architecture.md#fixed-contracts).
  serve(app, API.health, {}, async () => ({ status: 'ok' as const, mode: 'paper' as const }));
  serve(app, API.openapi, {}, async () => app.swagger() as unknown as Record<string, unknown>);

  const deps: RouteDeps = {
    db,
    config,
    auth,
    secrets,
    hub,
    sim,
    settings,
    throttle: new LoginThrottle(db, () => settings.get()),
    hashing: new FairQueue(HASH_CONCURRENCY),
    twoFactor: new TwoFactor(db, secrets),
    mail: options.mail ?? logMail,
  };
  await registerAuthRoutes(app, deps);
  await registerProfileRoutes(app, deps);
  await registerAdminRoutes(app, deps);
  await registerBotRoutes(app, deps);
  await registerMiningRoutes(app, deps);
  await registerStrategyRoutes(app, deps);
  await registerHedgeBotRoutes(app, deps);
  await registerPushRoutes(app, { store: pushStore, alerts, vapid, sender, policy: pushPolicy });
  await registerLiveSocket(app, deps);
  await registerSimRoutes(app, { db, hub, config, sim });
  registerBacktestRoutes(app, db, sim);

  await registerStatic(app, config.distDir);

  const endRun = recordRun(db);
  app.addHook('onClose', async () => {
    alerts.stop();
    endJournal();
    endLedger();
    sender.stop();
    sim.stop();
    endRun();
    auth.usage.close();
    db.close();
  });
  return { app, ctx };
}

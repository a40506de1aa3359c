// Entry point of the reference backend: `npm run server` (or `npm start`, which builds first).
import fs from 'node:fs';
import { readConfig } from './config';
import { buildApp } from './app';
import { demoAccountsText, hasDemoAccounts, seedDemo } from './seed/demo';

const config = readConfig();
fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
const { app, ctx } = await buildApp(config);

if (config.demo) {
  const started = Date.now();
  if (await seedDemo(ctx)) console.info(`Демо-данные созданы за ${((Date.now() - started) / 1000).toFixed(1)} с`);
  if (hasDemoAccounts(ctx)) console.info(demoAccountsText());
}

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ host: config.host, port: config.port });
ctx.sim.start();
ctx.alerts.start();
console.info(`Сервер запущен: http://${config.host}:${config.port}`);
